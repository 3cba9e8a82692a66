import type { LiveScore, ResultLinks } from '@bandeja/contract';
import { msg } from '@lingui/core/macro';
import { i18n } from '../../../lib/i18n/i18n.ts';
import { DisplayQr } from './display-qr.tsx';

/**
 * A QR code per team on the court display's result screen (docs/players.md, "Results both teams
 * confirm"): each opens that team's confirm page. Loaded only when the screen has the links, which
 * only a TV paired with the court or the court's tablet receives; its texts live here, not in the
 * boards' shared text table, so the live board's first score carries none of it.
 */
export function ResultConfirmQrs({ score, links }: { score: LiveScore; links: ResultLinks }) {
  const team = (side: 'team1' | 'team2') => {
    const name = side === 'team1' ? score.team1_name : score.team2_name;
    return (
      <figure
        key={side}
        className="flex min-w-0 flex-1 flex-col items-center gap-[0.8vh]"
        data-testid={`confirm-qr-${side}`}
      >
        <DisplayQr
          path={links[side].path}
          label={i18n._(msg`QR code to confirm the result for ${name}`)}
          className="h-[17vh] max-[600px]:h-[24vh]"
        />
        <figcaption className="max-w-full truncate text-center text-[2.2vh] font-bold text-slate-200">
          {name}
        </figcaption>
      </figure>
    );
  };
  return (
    <section
      data-testid="result-confirm-qrs"
      aria-label={i18n._(msg`Confirm the result`)}
      className="flex shrink-0 items-center gap-[2vw] rounded-[2vmin] bg-slate-900 px-[2vw] py-[1.6vh] ring-1 ring-white/10 max-[600px]:flex-col"
    >
      <div className="min-w-0 flex-[1.2]">
        <h2 className="text-[3vh] font-black leading-tight">{i18n._(msg`Confirm the result`)}</h2>
        <p className="text-[2.2vh] font-semibold text-slate-400">
          {i18n._(msg`Each team scans its code: one tap to confirm, or to contest`)}
        </p>
      </div>
      {team('team1')}
      {team('team2')}
    </section>
  );
}
