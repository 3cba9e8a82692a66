import type { SetsBesideMatch } from '@bandeja/contract/plain';
import { msg } from '@lingui/core/macro';
import { i18n } from '../../lib/i18n/i18n.ts';
import { describeSetColumn, describeStatistic } from './statistic-labels.ts';

const TEAM1_MARK = '\uE000';
const TEAM2_MARK = '\uE001';

/** 'In each cell {team1} above, {team2} below', cut at the names so that they can be set in bold. */
function cellCaption(): string[] {
  const team1 = TEAM1_MARK;
  const team2 = TEAM2_MARK;
  return i18n
    ._(msg`In each cell ${team1} above, ${team2} below`)
    .split(/(\uE000|\uE001)/)
    .filter(Boolean);
}

const TONES = {
  dark: {
    head: 'text-slate-400',
    match: 'text-ball',
    label: 'text-slate-400',
    cell: 'text-white',
    matchCell: 'bg-white/5 text-white',
    rule: 'border-white/10',
  },
  light: {
    head: 'text-slate-500',
    match: 'text-court-700',
    label: 'text-slate-500',
    cell: 'text-slate-900',
    matchCell: 'bg-court-50 text-court-900',
    rule: 'border-slate-100',
  },
} as const;

/**
 * Each set's own figures with the match's beside them (docs/product.md#statistics-overlays), one
 * column a set and the last the match; a cell with both teams' figures ('8 · 1') shows team 1's
 * above team 2's, so that the columns stay narrow enough for a phone.
 */
export function SetsBesideMatchTable({
  table,
  teams,
  tone,
  className = '',
}: {
  table: SetsBesideMatch;
  /** The match's teams as its statistics name them. */
  teams: { team1_name: string; team2_name: string };
  tone: keyof typeof TONES;
  className?: string;
}) {
  const t = TONES[tone];
  const last = table.columns.length - 1;
  return (
    <div className={`overflow-x-auto ${className}`}>
      <table data-testid="sets-beside-match" className="w-full border-collapse tabular-nums">
        <caption className={`pb-1 text-left text-[0.75em] ${t.head}`}>
          {cellCaption().map((part, index) =>
            part === TEAM1_MARK || part === TEAM2_MARK ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed sentence
              <span key={index} className="font-semibold">
                {part === TEAM1_MARK ? teams.team1_name : teams.team2_name}
              </span>
            ) : (
              part
            ),
          )}
        </caption>
        <thead>
          <tr className={`text-[0.75em] uppercase tracking-wider ${t.head}`}>
            <th className="py-1 text-left font-semibold">
              <span className="sr-only">{i18n._(msg`Figure`)}</span>
            </th>
            {table.columns.map((column, index) => (
              <th
                key={column}
                scope="col"
                className={`px-1 py-1 text-center font-bold sm:px-2 ${index === last ? t.match : ''}`}
              >
                {describeSetColumn(table.sets[index] ?? null)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={row.key} className={`border-t ${t.rule}`}>
              <th scope="row" className={`py-1 pr-1 text-left text-[0.8em] font-semibold ${t.label}`}>
                {describeStatistic(row.key)}
              </th>
              {row.cells.map((cell, index) => (
                <td
                  // Cells are their column: a set, or the match.
                  key={table.columns[index]}
                  className={`whitespace-nowrap px-1 py-1 text-center font-bold sm:px-2 ${index === last ? t.matchCell : t.cell}`}
                >
                  <Cell value={cell} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Cell({ value }: { value: string }) {
  const [team1, team2] = value.split(' · ');
  if (team2 === undefined) return value;
  return (
    <>
      <span className="block">{team1}</span>
      <span className="block opacity-75">{team2}</span>
    </>
  );
}
