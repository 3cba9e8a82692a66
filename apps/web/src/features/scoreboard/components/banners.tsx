import type { LiveScore } from '@bandeja/contract';
import { PLAY_FOR_SERVE_TEXT } from '@bandeja/contract/plain';
import { describeSituation } from '@bandeja/scoring';

const BANNER =
  'flex items-center justify-center rounded-[1.2vmin] px-[2vmin] py-[0.8vmin] text-center text-[clamp(1rem,3.6vmin,3rem)] font-black uppercase tracking-wider';

/**
 * The flags of the score view as banners (spec §2): golden point, tiebreak, play for serve; beyond
 * the spec, the change of ends (design §3) and set, match or break point. Nothing shows once the
 * match is finished.
 */
export function Banners({ score }: { score: LiveScore }) {
  if (score.status === 'finished') return null;
  const game = score.current_game;
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
    game.is_golden_point ? (
      <div
        key="golden"
        role="status"
        data-testid="banner-golden-point"
        className={`${BANNER} bg-amber-400 text-slate-950`}
      >
        Golden point
      </div>
    ) : null,
    game.is_tiebreak ? (
      <div
        key="tiebreak"
        role="status"
        data-testid="banner-tiebreak"
        className={`${BANNER} bg-sky-500 text-slate-950`}
      >
        {game.is_super_tiebreak ? 'Super tiebreak' : 'Tiebreak'}
      </div>
    ) : null,
    score.change_ends ? (
      <div
        key="ends"
        role="status"
        data-testid="banner-change-ends"
        className={`${BANNER} bg-white text-slate-950`}
      >
        <span aria-hidden className="mr-[0.5em]">
          ⇄
        </span>
        Change of ends
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
