/**
 * The server's English texts: the source every other language translates (docs/i18n.md). A text
 * with `{name}` placeholders is filled in by `fill` (texts/index.ts); every translation keeps the
 * same placeholders.
 */
export const en = {
  // the result line of mails and the share page
  teams: '{team1} Vs {team2}',
  winnerLine: 'Winner: {team}',
  drawLine: 'Result: draw',
  notPlayedLine: 'Not played',
  inProgressLine: 'Match in progress',
  scoreLine: 'Score: {score}',
  durationLine: 'Duration {duration}',

  // how a match ended (the engine's finish reasons)
  finishScore: 'Match won',
  finishTime: 'Finished for time',
  finishManual: 'Ended by the operator',
  finishRetired: 'Retired',
  finishWalkover: 'Walkover',
  finishManualResult: 'Result entered by hand',
  notScoredLive: 'not scored live',
  notAvailable: 'Point-by-point statistics are not available: this match was not scored live ({how}).',

  // statistics mails
  subjectPlayer: 'Your match statistics, {player}: {teams}',
  subjectMatch: 'Match statistics: {teams}',
  matchSummary: 'Match summary',
  yourNumbers: 'Your numbers',
  theMatch: 'The match',
  serviceByPlayer: 'Service by player',
  serviceColumnsLine: 'points served, won, % won, service games won, lost',
  playerNumber: 'Player {number}',
  team1: 'Team 1',
  team2: 'Team 2',
  columnPlayer: 'Player',
  columnServed: 'Served',
  columnWon: 'Won',
  columnPercentWon: '% won',
  columnGamesWon: 'Games won',
  columnGamesLost: 'Games lost',
  longestPoint: 'Longest point',
  averagePoint: 'Average point',
  matchDuration: 'Match duration',
  viewMatch: 'View match',
  confirmResult: 'Confirm the result',
  confirmHint: 'Each team confirms in one tap, or contests it',
  playerPages: 'Player pages',
  ownPage: 'Your own page — private link: keep it to yourself',
  footer: 'Sent by Bandeja, live scoring for padel and tennis clubs.',

  // statistics rows (packages/contract statistics-display)
  statPointsWon: 'Points won',
  statLongestStreak: 'Longest streak',
  statGoldenPointsWon: 'Golden points won',
  statBreakPointsWon: 'Break points won',
  statSetPointsWon: 'Set points won',
  statPointsServed: 'Points served',
  statWonOnServe: 'Won on serve',
  statPercentWonOnServe: '% won on serve',
  statServiceGamesWon: 'Service games won',
  statServiceGamesLost: 'Service games lost',

  // the result image (packages/contract result-card)
  cardWinner: 'WINNER',
  cardDraw: 'DRAW',
  cardNotPlayed: 'NOT PLAYED',
  cardLiveScore: 'LIVE SCORE',
  cardInPlay: 'IN PLAY',
  cardFinalScore: 'FINAL SCORE',
  cardVs: 'vs',

  // the share page's title and Open Graph tags
  shareTitle: 'I just played a match in Bandeja',
  // a pair takes the plural ('Ana & Bea gewinnen'), one singles player the singular
  wonTitle: '{team} won {score}',
  wonTitlePlayer: '{team} won {score}',
  drawTitle: '{teams}: draw {score}',
  notPlayedTitle: '{teams}: not played',
  inPlayTitle: '{teams}: {score} (in play)',
} as const;

export type TextKey = keyof typeof en;
export type Texts = Record<TextKey, string>;
