import type { BoardCourt, LiveScore } from '@bandeja/contract';
import { paths } from '../../../config/paths.ts';
import type { Branding } from '../../../lib/board/club-branding.ts';
import { useStartToken } from '../api/get-start-token.ts';
import { DISPLAY_TEXT } from '../text.ts';
import { DisplayFrame } from './display-frame.tsx';
import { DisplayQr } from './display-qr.tsx';
import { ResultSummary } from './result-summary.tsx';

/**
 * The court display between matches: a large QR code to start a match on this court, one for its
 * results, the court's last result, the club's sponsors and the time of day.
 */
export function CourtIdle({
  court,
  last,
  branding,
  title,
}: {
  court: BoardCourt;
  last: LiveScore | null;
  branding: Branding | undefined;
  title: string;
}) {
  // Only a TV paired with this court can show a start code that works (docs/displays.md).
  const startToken = useStartToken(court.id, last?.match_id ?? null);
  return (
    <DisplayFrame branding={branding} title={title} testId="court-display" state="idle">
      <div className="grid min-h-0 flex-1 grid-cols-[auto_minmax(0,1fr)] gap-[3vw] max-[600px]:grid-cols-1 max-[600px]:gap-[2vh]">
        <section className="flex min-h-0 flex-col items-center justify-center gap-[2vh] rounded-[2vmin] bg-court-800 px-[2.5vw] py-[2.5vh]">
          {startToken ? (
            <>
              <h2 className="text-center text-[4.2vh] font-black leading-tight">{DISPLAY_TEXT.startMatch}</h2>
              <DisplayQr
                path={paths.matchCreate(court.id, startToken.token)}
                label={DISPLAY_TEXT.startMatchQr}
                className="h-[44vh] min-h-0"
              />
              <p className="text-center text-[2.6vh] font-semibold text-court-100">
                {DISPLAY_TEXT.startMatchHint}
              </p>
            </>
          ) : (
            <>
              <h2 className="max-w-[30vw] max-[600px]:max-w-none text-center text-[4.2vh] font-black leading-tight">
                {DISPLAY_TEXT.startAtTablet}
              </h2>
              <p className="max-w-[30vw] max-[600px]:max-w-none text-center text-[2.6vh] font-semibold text-court-100">
                {DISPLAY_TEXT.startAtTabletHint}
              </p>
            </>
          )}
        </section>
        <div className="flex min-h-0 min-w-0 flex-col gap-[2.5vh]">
          <section
            data-testid="last-result"
            className="flex min-h-0 flex-1 flex-col justify-center gap-[1.5vh] rounded-[2vmin] bg-slate-900 px-[2.5vw] py-[2.5vh] ring-1 ring-white/10"
          >
            <p className="text-[3.2vh] font-black uppercase tracking-widest text-ball">
              {DISPLAY_TEXT.courtFree}
            </p>
            <h2 className="text-[2.6vh] font-bold uppercase tracking-widest text-slate-400">
              {DISPLAY_TEXT.lastResult}
            </h2>
            {last ? (
              <ResultSummary score={last} className="text-[4.4vh]" />
            ) : (
              <p className="text-[3.4vh] font-semibold text-slate-400">{DISPLAY_TEXT.noMatchYet}</p>
            )}
          </section>
          <section className="flex shrink-0 items-center gap-[2vw] rounded-[2vmin] bg-slate-900 px-[2.5vw] py-[2vh] ring-1 ring-white/10">
            <DisplayQr
              path={paths.courtResults(court.id)}
              label={DISPLAY_TEXT.resultsQr}
              className="h-[20vh] shrink-0"
            />
            <div className="min-w-0">
              <h2 className="text-[3.6vh] font-black leading-tight">{DISPLAY_TEXT.results}</h2>
              <p className="text-[2.6vh] font-semibold text-slate-400">{DISPLAY_TEXT.resultsHint}</p>
            </div>
          </section>
        </div>
      </div>
    </DisplayFrame>
  );
}
