import type { ResultReview } from '@bandeja/contract';
import { msg } from '@lingui/core/macro';
import { i18n } from '../../../lib/i18n/i18n.ts';
import { describeEventKind, describeEventSource } from '../lib/point-log-labels.ts';

export function HeaderRow({ className, cells }: { className: string; cells: readonly string[] }) {
  return (
    <thead className={className}>
      <tr>
        {cells.map((cell) => (
          <th key={cell} className="px-2 py-1">
            {cell}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/**
 * Every press, undo and correction with its source and time, as the match stored them, in the
 * admin's words: the team by its name.
 */
export function PointLog({ review }: { review: ResultReview }) {
  const { teams } = review.result.document;
  return (
    <div className="max-h-80 overflow-auto rounded-lg ring-1 ring-slate-200">
      <table className="w-full text-left text-xs" data-testid="point-log">
        <HeaderRow
          className="sticky top-0 bg-slate-50 uppercase text-slate-500"
          cells={['#', i18n._(msg`Time`), i18n._(msg`Action`), i18n._(msg`Team`), i18n._(msg`Source`)]}
        />
        <tbody>
          {review.log.map((entry) => (
            <tr key={entry.seq} className="border-t border-slate-100 tabular-nums">
              <td className="px-2 py-0.5">{entry.seq}</td>
              <td className="px-2 py-0.5">{new Date(entry.at).toLocaleTimeString(i18n.locale)}</td>
              <td className="px-2 py-0.5">{describeEventKind(entry.kind)}</td>
              <td className="px-2 py-0.5">{entry.team ? teams[entry.team].name : ''}</td>
              <td className="px-2 py-0.5">{describeEventSource(entry.source)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
