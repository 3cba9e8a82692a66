import type { EventStatus } from '@bandeja/contract';
import { msg } from '@lingui/core/macro';
import { i18n } from '../../lib/i18n/i18n.ts';

type EventFormat = 'americano' | 'mexicano' | 'team_americano';

/**
 * The texts the standings display shares with the other event screens (docs/product.md, "Club
 * events"), apart from the rest so that the TV's board app loads only these (bench/README.md).
 */
export const EVENT_DISPLAY_TEXT = {
  formats: {
    get americano() {
      return i18n._(msg`Americano`);
    },
    get mexicano() {
      return i18n._(msg`Mexicano`);
    },
    get team_americano() {
      return i18n._(msg`Team Americano`);
    },
  } satisfies Record<EventFormat, string>,
  statuses: {
    get draft() {
      return i18n._(msg`Not started`);
    },
    get running() {
      return i18n._(msg`Live`);
    },
    get finished() {
      return i18n._(msg`Finished`);
    },
  } satisfies Record<EventStatus, string>,
  roundOf: (round: number, rounds: number) => i18n._(msg`Round ${round} of ${rounds}`),
  round: (round: number) => i18n._(msg`Round ${round}`),
  gameStatus: {
    get scheduled() {
      return i18n._(msg`Next up`);
    },
    get ongoing() {
      return i18n._(msg`Live`);
    },
    get finished() {
      return i18n._(msg`Finished`);
    },
  },
  get courts() {
    return i18n._(msg`Courts`);
  },
  get standings() {
    return i18n._(msg`Standings`);
  },
  get finalStandings() {
    return i18n._(msg`Final standings`);
  },
  get sittingOut() {
    return i18n._(msg`Sitting out`);
  },
  get sittingOutNext() {
    return i18n._(msg`Sitting out next`);
  },
  /**
   * The next round's sit-outs while this round is in play: who sits out whatever the standings,
   * then how many more the round's results decide ('Hugo +1 by this round's results').
   */
  sittingOutNextNames: (names: string[], open: number) => {
    const list = names.join(', ');
    return open === 0 ? list : `${list} ${i18n._(msg`+${open} by this round's results`)}`.trim();
  },

  rank: '#',
  get player() {
    return i18n._(msg`Player`);
  },
  get team() {
    return i18n._(msg`Pair`);
  },
  get pointsShort() {
    return i18n._(msg`Pts`);
  },
  get playedShort() {
    return i18n._(msg`P`);
  },
  get timeUp() {
    return i18n._(msg`Time up`);
  },
  get displayLoading() {
    return i18n._(msg`Loading the event`);
  },
  get displayUnknown() {
    return i18n._(msg`This event does not exist.`);
  },
  get displayFailed() {
    return i18n._(msg`The event could not be loaded. Trying again…`);
  },
  get displayWinner() {
    return i18n._(msg`Podium`);
  },
  get startsSoon() {
    return i18n._(msg`The first round is drawn when the event starts`);
  },
  get scanForPage() {
    return i18n._(msg`Scan for your next court and partner`);
  },
} as const;
