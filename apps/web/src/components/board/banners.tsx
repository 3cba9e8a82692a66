import type { LiveScore } from '@bandeja/contract';
import { PLAY_FOR_SERVE_TEXT } from '@bandeja/contract/plain';
import { deuceCall } from '@bandeja/scoring';
import { describeDeuceCall, describeReceiverChoice, describeSituation } from '../../lib/i18n/board-labels.ts';
import { BOARD_TEXT } from './text.ts';

const BANNER =
  'board-enter flex flex-col items-center justify-center rounded-[1.2vmin] px-[2vmin] py-[0.8vmin] text-center text-[max(1rem,3.6vmin)] font-black uppercase leading-tight tracking-wider';

/**
 * The flags of the score view as banners (docs/product.md#public-scoreboard): play for serve, tiebreak; the deciding point
 * of a deuce game by its rule — GOLDEN POINT or STAR POINT with the receiver's choice (engine
 * `deuceCall`, `describeReceiverChoice`); beyond the spec, the change of ends and set, match or
 * break point. Nothing shows once the match is finished.
 */
export function Banners({ score, playersPerTeam = 2 }: { score: LiveScore; playersPerTeam?: 1 | 2 }) {
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
        <span>{describeDeuceCall(call)}</span>
        <span className="text-[0.5em] font-bold normal-case tracking-normal">
          {describeReceiverChoice(playersPerTeam)}
        </span>
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
