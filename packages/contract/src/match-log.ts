import { type MatchEvent, TEAM_SERVERS, TEAMS } from '@bandeja/scoring';
import { z } from 'zod';
import type { ScoreAction } from './vocabulary.ts';

/**
 * A match's event log as the server stores it and answers it (docs/scoring-rules.md#the-event-log):
 * the engine's events, checked on the way in. The control screen folds it with the engine to show
 * the score its queued actions will make (docs/product.md, "Court control offline").
 */

const team = z.enum(TEAMS);
const teamServer = z.literal(TEAM_SERVERS);
const count = z.number().int().min(0);
const byTeam = z.object({ team1: count, team2: count });
const at = z.number().finite();

/** The events that stay in effect (everything but an undo); the engine's `EffectiveEvent`. */
export const effectiveEventSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('point'), team, at }),
  z.object({ kind: z.literal('resetGame'), at }),
  z.object({ kind: z.literal('resetSet'), at }),
  z.object({ kind: z.literal('serveDecided'), team, at }),
  z.object({ kind: z.literal('serversChosen'), team1Server: teamServer, team2Server: teamServer, at }),
  z.object({ kind: z.literal('finish'), reason: z.enum(['time', 'manual']), at }),
  z.object({ kind: z.literal('retire'), team, at }),
  z.object({ kind: z.literal('walkover'), team, at }),
  // The engine checks the sets against the match's rules when it applies the event.
  z.object({
    kind: z.literal('manualResult'),
    sets: z.array(z.object({ team1: count, team2: count, tiebreak: byTeam.nullish() })),
    retired: team.nullish(),
    at,
  }),
]);

/** One event of the log: an effective event or an undo; the engine's `MatchEvent`. */
export const matchEventSchema = z.union([z.object({ kind: z.literal('undo'), at }), effectiveEventSchema]);

/** GET /matches/{id}/log: the match's events, oldest first. */
export const matchLogSchema = z.object({ events: z.array(matchEventSchema) });
export type MatchLog = z.infer<typeof matchLogSchema>;

/** The engine event a score action makes at `at` (the control screen's, a button's, the API's). */
export function eventForAction(action: ScoreAction, at: number): MatchEvent {
  switch (action) {
    case 'team1-point':
      return { kind: 'point', team: 'team1', at };
    case 'team2-point':
      return { kind: 'point', team: 'team2', at };
    case 'reset-game':
      return { kind: 'resetGame', at };
    case 'reset-set':
      return { kind: 'resetSet', at };
    case 'undo':
      return { kind: 'undo', at };
  }
}
