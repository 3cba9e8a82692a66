import type { DeuceCall, FinishReason, SituationKind, Team } from '@bandeja/scoring';
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

/**
 * The receivers' rule at a deciding point (docs/broadcast.md): in doubles the receiving pair
 * chooses its side and may not switch afterwards; in singles the receiver chooses the side.
 */
export function describeReceiverChoice(playersPerTeam: 1 | 2): string {
  return playersPerTeam === 2
    ? i18n._(msg`Receivers choose side — no switching`)
    : i18n._(msg`The receiver chooses the side to receive from`);
}

/** Mixed doubles at a deciding point: the player of the server's gender receives (docs/broadcast.md). */
export function describeMixedReceiver(): string {
  return i18n._(msg`Receiver: same gender as the server`);
}

/**
 * The deuce a deciding point is, out of the deuces its rule allows ('Deuce 3 of 3' at a star point);
 * nothing when the first deuce already decides (straight golden point).
 */
export function describeDecidingDeuce(call: DeuceCall): string {
  if (call.kind !== 'deciding_point' || call.deuce <= 1) return '';
  // The deciding point is the last deuce its rule allows: the same words as 'Deuce 2 of 3'.
  const { deuce } = call;
  const decidingDeuce = deuce;
  return i18n._(msg`Deuce ${deuce} of ${decidingDeuce}`);
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

/**
 * 'Ret.' or 'W/O' beside a team of a finished match that it did not win, when the match ended by
 * a retirement or a walkover; nothing otherwise.
 */
export function finishMarkOf(
  score: { status: string; finish_reason: FinishReason | null; winner: string | null },
  team: Team,
): string {
  if (score.status !== 'finished' || !score.finish_reason) return '';
  if (score.winner === null || score.winner === team) return '';
  return abbreviateFinishReason(score.finish_reason);
}
