import type { EventView } from '@bandeja/contract';
import type { ReactNode } from 'react';
import { EVENT_TEXT } from '../texts.ts';

/** The heading of a column of figures, right-aligned; `title` spells out a short heading. */
function FigureHeading({
  title,
  className = 'pr-2',
  children,
}: {
  title?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <th scope="col" className={`py-2 text-right font-semibold ${className}`} title={title}>
      {children}
    </th>
  );
}

/**
 * The standings (docs/scoring-rules.md, "Standings") on a light page: rank, player (or pair),
 * points won, and the games played; `full` adds points against and wins, draws, losses. The row of
 * `highlight` (a player's number) stands out.
 */
export function StandingsTable({
  view,
  highlight = null,
  full = false,
}: {
  view: EventView;
  highlight?: number | null;
  full?: boolean;
}) {
  const pairs = view.event.format === 'team_americano';
  return (
    <table data-testid="standings" className="w-full text-left text-sm tabular-nums">
      <thead className="text-xs uppercase tracking-wide text-slate-500">
        <tr className="border-b border-slate-200">
          <th scope="col" className="w-8 py-2 pr-2 font-semibold">
            {EVENT_TEXT.rank}
          </th>
          <th scope="col" className="py-2 pr-2 font-semibold">
            {pairs ? EVENT_TEXT.team : EVENT_TEXT.player}
          </th>
          <FigureHeading title={EVENT_TEXT.points}>{EVENT_TEXT.pointsShort}</FigureHeading>
          {full ? (
            <FigureHeading className="hidden pr-2 sm:table-cell">{EVENT_TEXT.against}</FigureHeading>
          ) : null}
          <FigureHeading title={EVENT_TEXT.played}>{EVENT_TEXT.playedShort}</FigureHeading>
          {full ? <FigureHeading className="">{EVENT_TEXT.record}</FigureHeading> : null}
        </tr>
      </thead>
      <tbody>
        {view.standings.map((line) => {
          const mine =
            highlight !== null &&
            (line.players.includes(highlight) || (!pairs && line.participant === highlight));
          return (
            <tr
              key={line.participant}
              data-testid="standing-row"
              data-rank={line.rank}
              data-mine={mine || undefined}
              className={`border-b border-slate-100 last:border-0 ${mine ? 'bg-court-50 font-semibold' : ''}`}
            >
              <td className="py-2 pr-2 font-bold text-slate-500">{line.rank}</td>
              {/* The whole name, wrapped: a Team Americano pair ('Ana García & Bea López') is never cut. */}
              <td
                data-testid="standing-name"
                className="py-2 pr-2 font-medium text-slate-900 [overflow-wrap:anywhere]"
              >
                {line.name}
              </td>
              <td data-testid="standing-points" className="py-2 pr-2 text-right font-black text-slate-900">
                {line.points_won}
              </td>
              {full ? (
                <td className="hidden py-2 pr-2 text-right text-slate-600 sm:table-cell">
                  {line.points_against}
                </td>
              ) : null}
              <td className="py-2 pr-2 text-right text-slate-600">{line.played}</td>
              {full ? (
                <td className="py-2 text-right text-slate-600">
                  {line.wins}-{line.draws}-{line.losses}
                </td>
              ) : null}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
