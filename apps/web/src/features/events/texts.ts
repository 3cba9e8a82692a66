import { msg, plural } from '@lingui/core/macro';
import { i18n } from '../../lib/i18n/i18n.ts';
import { textTable } from '../../lib/i18n/text-table.ts';
import { EVENT_DISPLAY_TEXT } from './display-text.ts';

type EventFormat = 'americano' | 'mexicano' | 'team_americano';

/**
 * Every visible text of the club events' screens (docs/product.md, "Club events"), in one place so
 * that they can be translated together; the standings display's own are in display-text.ts.
 */
const OWN_TEXT = textTable({
  formatHints: {
    americano: msg`Everybody partners everybody, rotating opponents`,
    mexicano: msg`Each round pairs players by the standings`,
    team_americano: msg`Fixed pairs rotate opponents`,
  } satisfies Record<EventFormat, unknown>,
  // The list and the form
  listTitle: msg`Events`,
  listIntro: msg`Americano and Mexicano nights, scored live on every court`,
  newEvent: msg`New event`,
  noEvents: msg`No events yet`,
  loadingEvents: msg`Loading events`,
  eventsFailed: msg`The events could not be loaded`,
  retry: msg`Retry`,
  back: msg`Back`,
  club: msg`Club`,
  chooseClub: msg`Choose a club`,
  noClub: msg`Your account belongs to no club: an organiser needs one.`,
  name: msg`Event name`,
  namePlaceholder: msg`Friday Americano`,
  format: msg`Format`,
  noCourts: msg`This club has no courts yet`,
  players: msg`Players`,
  playerName: msg`Player name`,
  playerEmail: msg`Email (optional)`,
  playerEmailHint: msg`The results are mailed to the players who leave an address`,
  addPlayer: msg`Add player`,
  clubPlayer: msg`Club player`,
  removePlayer: (name: string) => i18n._(msg`Remove ${name}`),
  playerCount: (count: number) => i18n._(msg`${plural(count, { one: '# player', other: '# players' })}`),
  teamsInListOrder: msg`Pairs in list order: 1st + 2nd, 3rd + 4th …`,
  scoring: msg`Game`,
  pointsPerGame: msg`Points per game`,
  minutesPerRound: msg`Minutes per round`,
  minutes: msg`Minutes`,
  rounds: msg`Rounds`,
  roundsHint: msg`Leave empty for the format’s default`,
  mexicanoPairing: msg`Mexicano pairing`,
  pairings: {
    get '1+3v2+4'() {
      return i18n._(msg`1st + 3rd against 2nd + 4th`);
    },
    get '1+4v2+3'() {
      return i18n._(msg`1st + 4th against 2nd + 3rd`);
    },
  },
  firstRound: msg`Round 1`,
  firstRoundOrders: {
    random: msg`Drawn at random`,
    level: msg`By level`,
  },
  levelHint: (min: number, max: number) =>
    i18n._(
      msg`A level from ${min} to ${max} for each player (higher is stronger): the best four start on the top court`,
    ),
  levelOf: (name: string) => i18n._(msg`Level of ${name}`),
  create: msg`Create event`,
  errors: {
    duplicate: msg`This player is already in the list`,
    levels: (min: number, max: number) => i18n._(msg`Give every player a level from ${min} to ${max}`),
  },

  // The organiser's page
  manage: msg`Manage`,
  start: msg`Start event`,
  starting: msg`Starting…`,
  nextRound: msg`Next round`,
  nextRoundHint: msg`Ends the round’s games for time and starts the next round`,
  openDisplay: msg`TV display`,
  openPublic: msg`Public page`,
  openResults: msg`Results`,
  roundStatus: {
    pending: msg`Planned`,
    playing: msg`Playing`,
    finished: msg`Finished`,
  },
  corrected: msg`Corrected`,
  correct: msg`Correct`,
  correctTitle: (court: string) => i18n._(msg`Correct the result on ${court}`),
  save: msg`Save`,
  cancel: msg`Cancel`,
  corrections: msg`A correction recomputes the standings at once`,
  nobodySitsOut: msg`Everybody plays`,
  playersTitle: msg`Players`,
  mailed: msg`Results by mail`,
  draftHint: msg`Check the players and courts, then start: round 1 goes onto the courts at once.`,
  notStartedYet: msg`The event has not started yet`,
  finishedHint: msg`The evening is over: the final standings are on the results page.`,
  pointsTarget: (points: number) => i18n._(msg`${points} points per game`),
  timed: (minutes: number) => i18n._(msg`${minutes} min per round`),
  started: msg`Event started`,
  nextRoundStarted: msg`Next round started`,
  savedCorrection: msg`Result corrected`,
  // Tables
  points: msg`Points`,
  against: msg`Against`,
  played: msg`Played`,
  wonShort: msg`W`,
  drawnShort: msg`D`,
  lostShort: msg`L`,
  record: msg`W-D-L`,
  vs: msg`vs`,
  // Public page
  whoAreYou: msg`Who are you?`,
  pickYourName: msg`Pick your name to see your next court and partner`,
  changeName: msg`Not you?`,
  yourName: msg`Your name`,
  playingNow: msg`Playing now`,
  nextUp: msg`Next up`,
  youSitOut: msg`You sit out this round`,
  youSitOutNext: msg`You sit out the next round`,
  nextDrawn: msg`Your next game is drawn by the standings when this round ends`,
  noMoreGames: msg`No more games for you tonight`,
  onCourt: (court: string) => court,
  with: msg`With`,
  against2: msg`Against`,
  waitingStart: msg`Your first court shows here when the event starts`,
  yourRank: (rank: number) => i18n._(msg`You are #${rank}`),
  courtsNow: msg`On the courts`,
  seeResults: msg`See the results`,
  eventOver: msg`The event is over`,
  live: msg`Live`,
  timeLeft: (minutes: number) => i18n._(msg`${minutes} min left`),
  // Display
  // Results
  resultsTitle: msg`Results`,
  eachPlayer: msg`Each player’s games`,
  share: msg`Share`,
  copied: msg`Link copied`,
  shareText: (name: string) => i18n._(msg`The results of ${name}`),
  resultImage: msg`Standings image`,
  notFinishedYet: msg`The event is still being played: these are the standings so far.`,
  eventNotFound: msg`Event not found`,
  won: msg`Won`,
  lost: msg`Lost`,
  drawn: msg`Draw`,
});

/**
 * The display's texts and the other screens' together. Copied as property descriptors, not spread:
 * a spread would read every getter once, at load, before the language is chosen.
 */
export const EVENT_TEXT: typeof EVENT_DISPLAY_TEXT & typeof OWN_TEXT = Object.defineProperties(
  {},
  { ...Object.getOwnPropertyDescriptors(EVENT_DISPLAY_TEXT), ...Object.getOwnPropertyDescriptors(OWN_TEXT) },
) as typeof EVENT_DISPLAY_TEXT & typeof OWN_TEXT;
