import type { DeuceCall, FinishReason, SituationKind } from '@bandeja/scoring';
import { msg } from '@lingui/core/macro';
import { i18n } from './i18n.ts';

/**
 * The engine's labels a board shows with its score (the point's situation, the deuce call, the
 * receiver's choice, a result's short finish), in the active language; the others are in
 * rule-labels.ts, out of the boards' first script (docs/decisions/007-board-app.md).
 */

export function describeSituation(kind: SituationKind): string {
  switch (kind) {
    case 'none':
      return '';
    case 'game_point':
      return i18n._(msg`Game point`);
    case 'break_point':
      return i18n._(msg`Break point`);
    case 'set_point':
      return i18n._(msg`Set point`);
    case 'match_point':
      return i18n._(msg`Match point`);
  }
}

export function describeDeuceCall(call: DeuceCall): string {
  switch (call.kind) {
    case 'none':
      return '';
    case 'deuce': {
      const { deuce, decidingDeuce } = call;
      return decidingDeuce !== null && decidingDeuce > 1
        ? i18n._(msg`Deuce ${deuce} of ${decidingDeuce}`)
        : i18n._(msg`Deuce`);
    }
    case 'advantage':
      return i18n._(msg({ id: 'board.advantage', message: 'AD' }));
    case 'deciding_point':
      return call.point === 'star' ? i18n._(msg`Star point`) : i18n._(msg`Golden point`);
  }
}

/** The heading over a board's two sides (engine: `describeSides`): players in singles. */
export function describeSides(playersPerTeam: 1 | 2): string {
  return playersPerTeam === 2 ? i18n._(msg`Teams`) : i18n._(msg`Players`);
}

/**
 * A point's name on a board (engine: `describePointName`): the advantage ('AD', the engine's
 * point name) in the language's own mark, the same as the column's advantage call; digits as they are.
 */
export function describePointName(name: string): string {
  return name === 'AD' ? i18n._(msg({ id: 'board.advantage', message: 'AD' })) : name;
}

export function describeReceiverChoice(playersPerTeam: 1 | 2): string {
  return playersPerTeam === 2
    ? i18n._(msg`The receiving pair chooses who receives`)
    : i18n._(msg`The receiver chooses the side to receive from`);
}

export function abbreviateFinishReason(reason: FinishReason): string {
  switch (reason) {
    case 'retired':
      return i18n._(msg({ id: 'result.retiredShort', message: 'Ret.' }));
    case 'walkover':
      return i18n._(msg({ id: 'result.walkoverShort', message: 'W/O' }));
    case 'score':
    case 'time':
    case 'manual':
    case 'manual_result':
      return '';
  }
}
