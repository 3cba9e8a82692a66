/**
 * Every visible text of the live board and the screens built on it (scoreboard, court displays,
 * wall, overlay), in one place so that they can be translated together. The rules' own words
 * (DEUCE, golden point, finish reasons) come from the engine's labels.
 */
export const BOARD_TEXT = {
  score: 'Score',
  teams: 'Teams',
  set: (number: number) => `Set ${number}`,
  game: 'Game',
  tiebreak: 'Tiebreak',
  superTiebreak: 'Super tiebreak',
  serving: '(serving)',
  winner: 'Winner',
  sponsors: 'Sponsors',
  sponsor: 'Sponsor',
  changeEnds: 'Change of ends',
  matchFinished: 'Match finished',
  /** The end state's title for a match that did not end on the score (issue 17). */
  finishedHow: {
    time: 'Finished for time',
    manual: 'Ended by the operator',
    retired: 'Retired',
    walkover: 'Walkover',
    manual_result: 'Result entered by hand',
  },
  retiredTeam: (team: string) => `${team} retired`,
  walkoverTeam: (team: string) => `${team} did not play`,
  notScoredLive: 'Not scored live',
  /** A set column that is a match tiebreak to 10. */
  superTiebreakShort: 'Match TB',
  noTimeLimit: 'No time limit',
  teamWins: (team: string) => `${team} win`,
  draw: 'Draw',
  offline: 'Offline — reconnecting',
  waitingForScorer: 'Waiting for the scorer',
  waitingForScorerHint: 'No point for 10 minutes',
  matchTime: 'Match time',
  tapForSound: 'Tap to enable sound',
  soundOn: 'Sound on',
  soundOff: 'Sound off',
} as const;
