import type { LiveScore } from '@bandeja/contract';
import { PLAY_FOR_SERVE_TEXT } from '@bandeja/contract/plain';
import { deuceCall } from '@bandeja/scoring';
import {
  describeDecidingDeuce,
  describeDeuceCall,
  describeMixedReceiver,
  describeReceiverChoice,
  describeSituation,
} from '../../lib/i18n/board-labels.ts';
import { BOARD_TEXT } from './text.ts';

const BANNER =
  'board-enter flex flex-col items-center justify-center rounded-[1.2vmin] px-[2vmin] py-[0.8vmin] text-center text-[max(1rem,3.6vmin)] font-black uppercase leading-tight tracking-wider';

/**
 * The flags of the score view as banners (docs/product.md#public-scoreboard): play for serve, tiebreak; the deciding point
 * of a deuce game by its rule — GOLDEN POINT or STAR POINT with its deuce count, the receivers'
 * rule and in mixed doubles the receiver's gender (engine `deuceCall`, docs/broadcast.md); beyond the spec, the change of ends and set, match or
 * break point. Nothing shows once the match is finished.
 */
export function Banners({
  score,
  playersPerTeam = 2,
  mixed = false,
}: {
  score: LiveScore;
  playersPerTeam?: 1 | 2;
  /** A mixed doubles match (docs/broadcast.md): the deciding point names the receiver's gender. */
  mixed?: boolean;
}) {
  if (score.status === 'finished') return null;
  const game = score.current_game;
  const call = deuceCall(score.deuce_mode, game);
  const situation = score.situation.kind === 'game_point' ? 'none' : score.situation.kind;
  const banners = [
    !score.server_defined ? (
      <div
        key="serve"
        role="status"
        data-testid="banner-play-for-serve"
        className={`${BANNER} bg-fuchsia-600 text-white`}
      >
        {PLAY_FOR_SERVE_TEXT}
      </div>
    ) : null,
    call.kind === 'deciding_point' ? (
      <div
        key="deciding"
        role="status"
        data-testid={call.point === 'star' ? 'banner-star-point' : 'banner-golden-point'}
        className={`${BANNER} ${call.point === 'star' ? 'bg-orange-500' : 'bg-amber-400'} text-slate-950`}
      >
        <span>
          {describeDeuceCall(call)}
          {call.deuce > 1 ? (
            <span
              data-testid="banner-deuce-count"
              className="ml-[0.6em] text-[0.6em] tracking-wide opacity-80"
            >
              {describeDecidingDeuce(call)}
            </span>
          ) : null}
        </span>
        <span data-testid="banner-receivers" className="text-[0.5em] font-bold tracking-normal">
          {describeReceiverChoice(playersPerTeam)}
        </span>
        {mixed && playersPerTeam === 2 ? (
          <span data-testid="banner-mixed" className="text-[0.5em] font-bold tracking-normal">
            {describeMixedReceiver()}
          </span>
        ) : null}
      </div>
    ) : null,
    game.is_tiebreak ? (
      <div
        key="tiebreak"
        role="status"
        data-testid="banner-tiebreak"
        className={`${BANNER} bg-sky-500 text-slate-950`}
      >
        {game.is_super_tiebreak ? BOARD_TEXT.superTiebreak : BOARD_TEXT.tiebreak}
      </div>
    ) : null,
    score.change_ends ? (
      <div
        key="ends"
        role="status"
        data-testid="banner-change-ends"
        className={`${BANNER} bg-white text-slate-950`}
      >
        <span>
          <span aria-hidden className="mr-[0.5em]">
            ⇄
          </span>
          {BOARD_TEXT.changeEnds}
        </span>
      </div>
    ) : null,
    situation !== 'none' ? (
      <div
        key="situation"
        role="status"
        data-testid="banner-situation"
        className={`${BANNER} bg-red-600 text-white`}
      >
        {describeSituation(situation)}
      </div>
    ) : null,
  ].filter((banner) => banner !== null);
  if (banners.length === 0) return null;
  return <div className="flex flex-wrap justify-center gap-[1vmin] [&>*]:grow">{banners}</div>;
}
