import type { LiveScore } from '@bandeja/contract';
import { CORRECTION_TEXT } from '../messages.ts';
import { useRecentPoints } from '../recent-points.ts';

const SHOWN = 5;

/**
 * The last points, newest first: who won each and at what score; the first is marked as what Undo
 * takes back while Undo is offered (after a finished match's undo window it takes nothing back).
 */
export function RecentPointsList({ score, undoOpen }: { score: LiveScore; undoOpen: boolean }) {
  const { events, gap } = useRecentPoints(score);
  const shown = events.slice(-SHOWN).reverse();
  // A finished match scores no more points: an empty list would promise some.
  if (shown.length === 0 && score.status === 'finished') return null;
  return (
    <section aria-labelledby="last-points-title" className="mt-4">
      <h3 id="last-points-title" className="text-xs font-bold uppercase tracking-wide text-slate-500">
        {CORRECTION_TEXT.lastPoints}
      </h3>
      {shown.length === 0 ? (
        <p className="mt-1 text-sm text-slate-500">
          {gap ? CORRECTION_TEXT.lastPointsGap : CORRECTION_TEXT.lastPointsEmpty}
        </p>
      ) : (
        <ol
          className="mt-1.5 divide-y divide-slate-100 rounded-lg ring-1 ring-slate-200"
          aria-label={CORRECTION_TEXT.lastPoints}
        >
          {shown.map((event, index) => (
            <li
              key={event.version}
              className={`flex flex-wrap items-center gap-x-2 gap-y-1 px-3 py-1.5 text-sm ${index === 0 ? 'bg-amber-50' : ''}`}
            >
              <span className="w-14 shrink-0 text-xs font-bold uppercase text-slate-500">
                {CORRECTION_TEXT.kinds[event.kind]}
              </span>
              <span className="min-w-24 flex-1 truncate font-semibold text-slate-900">
                {event.team ? score[`${event.team}_name`] : null}
              </span>
              <span className="shrink-0 font-score text-slate-600">{CORRECTION_TEXT.wonAt(event.at)}</span>
              {index === 0 && undoOpen ? (
                <span
                  data-testid="undo-takes-back"
                  className="ml-auto shrink-0 rounded-full bg-amber-200 px-2 py-0.5 text-[11px] font-bold text-amber-900"
                >
                  {CORRECTION_TEXT.undoTakesBack}
                </span>
              ) : null}
            </li>
          ))}
        </ol>
      )}
      {shown.length > 0 && gap ? (
        <p className="mt-1 text-xs text-slate-400">{CORRECTION_TEXT.lastPointsGap}</p>
      ) : null}
    </section>
  );
}
