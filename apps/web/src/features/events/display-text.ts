import type { EventStatus } from '@bandeja/contract';
import { msg } from '@lingui/core/macro';
import { i18n } from '../../lib/i18n/i18n.ts';
import { textTable } from '../../lib/i18n/text-table.ts';

type EventFormat = 'americano' | 'mexicano' | 'team_americano';

/**
 * The texts the standings display shares with the other event screens (docs/product.md, "Club
 * events"), apart from the rest so that the TV's board app loads only these (bench/README.md).
 */
export const EVENT_DISPLAY_TEXT = textTable({
  formats: {
    americano: msg`Americano`,
    mexicano: msg`Mexicano`,
    team_americano: msg`Team Americano`,
  } satisfies Record<EventFormat, unknown>,
  statuses: {
    draft: msg`Not started`,
    running: msg`Live`,
    finished: msg`Finished`,
  } satisfies Record<EventStatus, unknown>,
  roundOf: (round: number, rounds: number) => i18n._(msg`Round ${round} of ${rounds}`),
  round: (round: number) => i18n._(msg`Round ${round}`),
  gameStatus: {
    scheduled: msg`Next up`,
    ongoing: msg`Live`,
    finished: msg`Finished`,
  },
  courts: msg`Courts`,
  standings: msg`Standings`,
  finalStandings: msg`Final standings`,
  sittingOut: msg`Sitting out`,
  sittingOutNext: msg`Sitting out next`,
  rank: '#',
  player: msg`Player`,
  team: msg`Pair`,
  pointsShort: msg`Pts`,
  playedShort: msg`P`,
  timeUp: msg`Time up`,
  displayLoading: msg`Loading the event`,
  displayUnknown: msg`This event does not exist.`,
  displayFailed: msg`The event could not be loaded. Trying again…`,
  displayWinner: msg`Podium`,
  offline: msg`Offline — reconnecting`,
  startsSoon: msg`The first round is drawn when the event starts`,
  scanForPage: msg`Scan for your next court and partner`,
});
