/**
 * Helpers shared by the tests (not exported by the package): rules from raw input, and a compact
 * notation for event logs.
 */
import { apply } from './engine.ts';
import { parseRules } from './rules.ts';
import type { MatchState } from './state.ts';
import { initialState } from './state.ts';
import type { MatchEvent, Rules, RulesInput } from './types.ts';
import type { ScoreView } from './view.ts';
import { scoreView } from './view.ts';

/** Validated rules or a thrown error (tests only). */
export function rulesOf(input: RulesInput): Rules {
  const parsed = parseRules(input);
  if (!parsed.ok) throw new Error(`bad test rules: ${parsed.error}`);
  return parsed.rules;
}

/** Time between two events of a notation log. */
export const STEP_MS = 10_000;

/**
 * A log from a notation: '1' / '2' a point for team 1 / team 2, 'u' undo, 'g' reset game, 's' reset
 * set, 'T' finish for time, 'M' finish by the operator, 'a' / 'b' serve decided for team 1 / 2;
 * spaces, '|' and '.' are separators for the reader. Events are `STEP_MS` apart from `start`.
 */
export function log(notation: string, start = 0): MatchEvent[] {
  const events: MatchEvent[] = [];
  let at = start;
  for (const char of notation) {
    let event: MatchEvent;
    switch (char) {
      case '1':
        event = { kind: 'point', team: 'team1', at };
        break;
      case '2':
        event = { kind: 'point', team: 'team2', at };
        break;
      case 'u':
        event = { kind: 'undo', at };
        break;
      case 'g':
        event = { kind: 'resetGame', at };
        break;
      case 's':
        event = { kind: 'resetSet', at };
        break;
      case 'T':
        event = { kind: 'finish', reason: 'time', at };
        break;
      case 'M':
        event = { kind: 'finish', reason: 'manual', at };
        break;
      case 'a':
        event = { kind: 'serveDecided', team: 'team1', at };
        break;
      case 'b':
        event = { kind: 'serveDecided', team: 'team2', at };
        break;
      case ' ':
      case '|':
      case '.':
        continue;
      default:
        throw new Error(`bad notation character ${char}`);
    }
    events.push(event);
    at += STEP_MS;
  }
  return events;
}

/** Applies events one by one, failing loudly on a refusal. */
export function play(
  rules: Rules,
  events: readonly MatchEvent[],
  from: MatchState = initialState(rules),
): MatchState {
  let state = from;
  for (const event of events) {
    const result = apply(rules, state, event);
    if (!result.ok) throw new Error(`refused ${event.kind} at ${event.at}: ${result.code}`);
    state = result.state;
  }
  return state;
}

/** The view after a notation log. */
export function viewOf(rules: Rules, notation: string): ScoreView {
  return scoreView(rules, play(rules, log(notation)));
}

/** 'a-b' games of the five sets, trailing unplayed sets dropped. */
export function setLine(view: ScoreView): string {
  const sets = [
    view.set_scores.set1,
    view.set_scores.set2,
    view.set_scores.set3,
    view.set_scores.set4,
    view.set_scores.set5,
  ];
  const parts = sets.map(
    (set) =>
      `${set.team1}-${set.team2}${set.tiebreak ? `(${set.tiebreak.team1}-${set.tiebreak.team2})` : ''}`,
  );
  while (parts.length > 1 && parts[parts.length - 1] === '0-0' && parts.length > view.currentSet + 1)
    parts.pop();
  return parts.join(' ');
}

/** `n` times the notation. */
export function times(n: number, notation: string): string {
  return notation.repeat(n);
}
