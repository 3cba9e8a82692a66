import type { EventGame } from '@bandeja/contract';
import { useLiveScore } from '../../../lib/live-score.ts';
import { useMatchChannel } from '../../../lib/socket.ts';
import { gamePoints } from './event-model.ts';

/**
 * A game's points on screen: its result once finished (from the event), else its match's live
 * rally score, followed in the match's room like every scoreboard (docs/api.md, "Socket.IO").
 */
export function useGamePoints(game: EventGame) {
  const matchId = game.status === 'ongoing' && game.match_id ? game.match_id : undefined;
  const live = useLiveScore(matchId);
  useMatchChannel(matchId);
  const score = matchId ? live.data : undefined;
  return {
    points: gamePoints(game, score?.rally),
    /** The live score's version, for tests that wait for a press to show. */
    version: score?.version,
    server: score && score.status !== 'finished' && score.server_defined ? score.server : null,
  };
}
