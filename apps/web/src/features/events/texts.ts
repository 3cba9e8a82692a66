import { msg, plural } from '@lingui/core/macro';
import { i18n } from '../../lib/i18n/i18n.ts';
import { EVENT_DISPLAY_TEXT } from './display-text.ts';

type EventFormat = 'americano' | 'mexicano' | 'team_americano';

/**
 * Every visible text of the club events' screens (docs/product.md, "Club events"), in one place so
 * that they can be translated together; the standings display's own are in display-text.ts.
 */
const OWN_TEXT = {
  formatHints: {
    get americano() {
      return i18n._(msg`Everybody partners everybody, rotating opponents`);
    },
    get mexicano() {
      return i18n._(msg`Each round pairs players by the standings`);
    },
    get team_americano() {
      return i18n._(msg`Fixed pairs rotate opponents`);
    },
  } satisfies Record<EventFormat, string>,
  // The list and the form
  get listTitle() {
    return i18n._(msg`Events`);
  },
  get listIntro() {
    return i18n._(msg`Americano and Mexicano nights, scored live on every court`);
  },
  get newEvent() {
    return i18n._(msg`New event`);
  },
  get noEvents() {
    return i18n._(msg`No events yet`);
  },
  get loadingEvents() {
    return i18n._(msg`Loading events`);
  },
  get eventsFailed() {
    return i18n._(msg`The events could not be loaded`);
  },
  get retry() {
    return i18n._(msg`Retry`);
  },
  get back() {
    return i18n._(msg`Back`);
  },
  get club() {
    return i18n._(msg`Club`);
  },
  get chooseClub() {
    return i18n._(msg`Choose a club`);
  },
  get noClub() {
    return i18n._(msg`Your account belongs to no club: an organiser needs one.`);
  },
  get name() {
    return i18n._(msg`Event name`);
  },
  get namePlaceholder() {
    return i18n._(msg`Friday Americano`);
  },
  get format() {
    return i18n._(msg`Format`);
  },
  get noCourts() {
    return i18n._(msg`This club has no courts yet`);
  },
  get players() {
    return i18n._(msg`Players`);
  },
  get playerName() {
    return i18n._(msg`Player name`);
  },
  get playerEmail() {
    return i18n._(msg`Email (optional)`);
  },
  get playerEmailHint() {
    return i18n._(msg`The results are mailed to the players who leave an address`);
  },
  get addPlayer() {
    return i18n._(msg`Add player`);
  },
  removePlayer: (name: string) => i18n._(msg`Remove ${name}`),
  playerCount: (count: number) => i18n._(msg`${plural(count, { one: '# player', other: '# players' })}`),
  get teamsInListOrder() {
    return i18n._(msg`Pairs in list order: 1st + 2nd, 3rd + 4th …`);
  },
  get scoring() {
    return i18n._(msg`Game`);
  },
  get pointsPerGame() {
    return i18n._(msg`Points per game`);
  },
  get minutesPerRound() {
    return i18n._(msg`Minutes per round`);
  },
  get minutes() {
    return i18n._(msg`Minutes`);
  },
  get rounds() {
    return i18n._(msg`Rounds`);
  },
  get roundsHint() {
    return i18n._(msg`Leave empty for the format’s default`);
  },
  get mexicanoPairing() {
    return i18n._(msg`Mexicano pairing`);
  },
  pairings: {
    get '1+3v2+4'() {
      return i18n._(msg`1st + 3rd against 2nd + 4th`);
    },
    get '1+4v2+3'() {
      return i18n._(msg`1st + 4th against 2nd + 3rd`);
    },
  },
  get firstRound() {
    return i18n._(msg`Round 1`);
  },
  firstRoundOrders: {
    get random() {
      return i18n._(msg`Drawn at random`);
    },
    get level() {
      return i18n._(msg`By level`);
    },
  },
  levelHint: (min: number, max: number) =>
    i18n._(
      msg`A level from ${min} to ${max} for each player (higher is stronger): the best four start on the top court`,
    ),
  levelOf: (name: string) => i18n._(msg`Level of ${name}`),
  get create() {
    return i18n._(msg`Create event`);
  },
  errors: {
    get duplicate() {
      return i18n._(msg`This player is already in the list`);
    },
    levels: (min: number, max: number) => i18n._(msg`Give every player a level from ${min} to ${max}`),
  },

  // The organiser's page
  get manage() {
    return i18n._(msg`Manage`);
  },
  get start() {
    return i18n._(msg`Start event`);
  },
  get starting() {
    return i18n._(msg`Starting…`);
  },
  get nextRound() {
    return i18n._(msg`Next round`);
  },
  get nextRoundHint() {
    return i18n._(msg`Ends the round’s games for time and starts the next round`);
  },
  get openDisplay() {
    return i18n._(msg`TV display`);
  },
  get openPublic() {
    return i18n._(msg`Public page`);
  },
  get openResults() {
    return i18n._(msg`Results`);
  },
  roundStatus: {
    get pending() {
      return i18n._(msg`Planned`);
    },
    get playing() {
      return i18n._(msg`Playing`);
    },
    get finished() {
      return i18n._(msg`Finished`);
    },
  },
  get corrected() {
    return i18n._(msg`Corrected`);
  },
  get correct() {
    return i18n._(msg`Correct`);
  },
  correctTitle: (court: string) => i18n._(msg`Correct the result on ${court}`),
  get save() {
    return i18n._(msg`Save`);
  },
  get cancel() {
    return i18n._(msg`Cancel`);
  },
  get corrections() {
    return i18n._(msg`A correction recomputes the standings at once`);
  },
  get nobodySitsOut() {
    return i18n._(msg`Everybody plays`);
  },
  get playersTitle() {
    return i18n._(msg`Players`);
  },
  get mailed() {
    return i18n._(msg`Results by mail`);
  },
  get draftHint() {
    return i18n._(msg`Check the players and courts, then start: round 1 goes onto the courts at once.`);
  },
  get notStartedYet() {
    return i18n._(msg`The event has not started yet`);
  },
  get finishedHint() {
    return i18n._(msg`The evening is over: the final standings are on the results page.`);
  },
  pointsTarget: (points: number) => i18n._(msg`${points} points per game`),
  timed: (minutes: number) => i18n._(msg`${minutes} min per round`),
  get started() {
    return i18n._(msg`Event started`);
  },
  get nextRoundStarted() {
    return i18n._(msg`Next round started`);
  },
  get savedCorrection() {
    return i18n._(msg`Result corrected`);
  },
  // Tables
  get points() {
    return i18n._(msg`Points`);
  },
  get against() {
    return i18n._(msg`Against`);
  },
  get played() {
    return i18n._(msg`Played`);
  },
  get wonShort() {
    return i18n._(msg`W`);
  },
  get drawnShort() {
    return i18n._(msg`D`);
  },
  get lostShort() {
    return i18n._(msg`L`);
  },
  get record() {
    return i18n._(msg`W-D-L`);
  },
  get vs() {
    return i18n._(msg`vs`);
  },
  // Public page
  get whoAreYou() {
    return i18n._(msg`Who are you?`);
  },
  get pickYourName() {
    return i18n._(msg`Pick your name to see your next court and partner`);
  },
  get changeName() {
    return i18n._(msg`Not you?`);
  },
  get yourName() {
    return i18n._(msg`Your name`);
  },
  get playingNow() {
    return i18n._(msg`Playing now`);
  },
  get nextUp() {
    return i18n._(msg`Next up`);
  },
  get youSitOut() {
    return i18n._(msg`You sit out this round`);
  },
  get youSitOutNext() {
    return i18n._(msg`You sit out the next round`);
  },
  get nextDrawn() {
    return i18n._(msg`Your next game is drawn by the standings when this round ends`);
  },
  get noMoreGames() {
    return i18n._(msg`No more games for you tonight`);
  },
  onCourt: (court: string) => court,
  get with() {
    return i18n._(msg`With`);
  },
  get against2() {
    return i18n._(msg`Against`);
  },
  get waitingStart() {
    return i18n._(msg`Your first court shows here when the event starts`);
  },
  yourRank: (rank: number) => i18n._(msg`You are #${rank}`),
  get courtsNow() {
    return i18n._(msg`On the courts`);
  },
  get seeResults() {
    return i18n._(msg`See the results`);
  },
  get eventOver() {
    return i18n._(msg`The event is over`);
  },
  get live() {
    return i18n._(msg`Live`);
  },
  timeLeft: (minutes: number) => i18n._(msg`${minutes} min left`),
  // Display
  // Results
  get resultsTitle() {
    return i18n._(msg`Results`);
  },
  get eachPlayer() {
    return i18n._(msg`Each player’s games`);
  },
  get share() {
    return i18n._(msg`Share`);
  },
  get copied() {
    return i18n._(msg`Link copied`);
  },
  shareText: (name: string) => i18n._(msg`The results of ${name}`),
  get resultImage() {
    return i18n._(msg`Standings image`);
  },
  get notFinishedYet() {
    return i18n._(msg`The event is still being played: these are the standings so far.`);
  },
  get eventNotFound() {
    return i18n._(msg`Event not found`);
  },
  get won() {
    return i18n._(msg`Won`);
  },
  get lost() {
    return i18n._(msg`Lost`);
  },
  get drawn() {
    return i18n._(msg`Draw`);
  },
} as const;

/**
 * The display's texts and the other screens' together. Copied as property descriptors, not spread:
 * a spread would read every getter once, at load, before the language is chosen.
 */
export const EVENT_TEXT: typeof EVENT_DISPLAY_TEXT & typeof OWN_TEXT = Object.defineProperties(
  {},
  { ...Object.getOwnPropertyDescriptors(EVENT_DISPLAY_TEXT), ...Object.getOwnPropertyDescriptors(OWN_TEXT) },
) as typeof EVENT_DISPLAY_TEXT & typeof OWN_TEXT;
