import type { EventView } from '@bandeja/contract';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { paths } from '../../config/paths.ts';
import { publicUrl } from '../../lib/public-url.ts';
import { toast } from '../../lib/toast.tsx';
import { LiveEvent } from './components/live-event.tsx';
import { StandingsTable } from './components/standings-table.tsx';
import { gamesOf, namesOf, outcomeFor } from './lib/event-model.ts';
import { EVENT_TEXT } from './texts.ts';

/**
 * `/events/{id}/results` (docs/product.md, "Club events"), public: the final standings, the
 * standings image once the event finished, a 'Share' of this page, and each player's games.
 */
export function EventResultsPage() {
  return <LiveEvent>{(view) => <Results view={view} />}</LiveEvent>;
}

async function share(view: EventView): Promise<void> {
  const url = publicUrl(paths.eventResults(view.event.id));
  const text = EVENT_TEXT.shareText(view.event.name);
  if (navigator.share) {
    try {
      await navigator.share({ title: view.event.name, text, url });
      return;
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
    }
  }
  try {
    await navigator.clipboard.writeText(`${text}: ${url}`);
    toast.success(EVENT_TEXT.copied);
  } catch {
    window.open(url, '_blank', 'noopener');
  }
}

function Results({ view }: { view: EventView }) {
  const { event } = view;
  const finished = event.status === 'finished';
  return (
    <div data-testid="event-results" data-status={event.status} className="min-h-screen bg-slate-100 pb-10">
      <header className="bg-court-800 px-4 py-5 text-white">
        <div className="mx-auto flex max-w-4xl flex-wrap items-end justify-between gap-3">
          <div className="min-w-0">
            <p className="text-xs font-semibold uppercase tracking-wider text-court-100">
              {view.club.name} · {EVENT_TEXT.formats[event.format]} ·{' '}
              <Link to={paths.eventPublic(event.id)} className="underline">
                {EVENT_TEXT.back}
              </Link>
            </p>
            <h1 className="text-2xl font-black leading-tight">
              {event.name} — {EVENT_TEXT.resultsTitle}
            </h1>
          </div>
          <Button variant="secondary" onClick={() => void share(view)}>
            {EVENT_TEXT.share}
          </Button>
        </div>
      </header>
      <main className="mx-auto flex max-w-4xl flex-col gap-4 px-3 pt-4">
        {!finished ? (
          <p className="rounded-xl bg-yellow-50 px-4 py-3 text-sm text-yellow-900 ring-1 ring-yellow-200">
            {EVENT_TEXT.notFinishedYet}
          </p>
        ) : null}
        <div
          className={`grid items-start gap-4 ${view.image_url ? 'md:grid-cols-[minmax(0,1.3fr)_minmax(0,1fr)]' : ''}`}
        >
          <section className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
            <h2 className="mb-1 text-lg font-bold text-slate-900">
              {finished ? EVENT_TEXT.finalStandings : EVENT_TEXT.standings}
            </h2>
            <StandingsTable view={view} full />
          </section>
          {view.image_url ? (
            <img
              src={view.image_url}
              alt={EVENT_TEXT.resultImage}
              data-testid="results-image"
              className="w-full rounded-2xl shadow-sm ring-1 ring-slate-200"
            />
          ) : null}
        </div>
        <section className="flex flex-col gap-2">
          <h2 className="px-1 text-lg font-bold text-slate-900">{EVENT_TEXT.eachPlayer}</h2>
          <div className="grid grid-cols-1 gap-2 md:grid-cols-2">
            {view.standings.map((line) => (
              <details
                key={line.participant}
                data-testid="player-results"
                data-name={line.name}
                className="min-w-0 rounded-xl bg-white shadow-sm ring-1 ring-slate-200"
              >
                <summary className="flex cursor-pointer items-center gap-3 px-4 py-2.5">
                  <span className="w-6 text-right font-bold text-slate-400">{line.rank}</span>
                  <span
                    data-testid="player-results-name"
                    className="min-w-0 flex-1 font-semibold text-slate-900 [overflow-wrap:anywhere]"
                  >
                    {line.name}
                  </span>
                  <span className="font-black tabular-nums text-slate-900">{line.points_won}</span>
                </summary>
                <PlayerGames view={view} player={line.players[0] ?? line.participant} />
              </details>
            ))}
          </div>
        </section>
      </main>
    </div>
  );
}

const OUTCOME_STYLES = {
  won: 'bg-court-100 text-court-800',
  lost: 'bg-red-50 text-red-700',
  drawn: 'bg-slate-100 text-slate-700',
} as const;

function PlayerGames({ view, player }: { view: EventView; player: number }) {
  const pairs = view.event.format === 'team_americano';
  const games = gamesOf(view, player).filter((entry) => entry.game.status === 'finished');
  return (
    <ol className="flex flex-col divide-y divide-slate-100 border-t border-slate-100 text-sm">
      {games.map(({ round, game, side, partners, opponents }) => {
        const outcome = outcomeFor(game, side);
        const own = side === 'team1' ? game.team1_points : game.team2_points;
        const other = side === 'team1' ? game.team2_points : game.team1_points;
        return (
          <li key={round.number} className="flex items-center gap-3 px-4 py-2">
            <span className="w-8 shrink-0 text-xs font-bold text-slate-400">R{round.number}</span>
            <span className="min-w-0 flex-1">
              {!pairs && partners.length > 0 ? (
                <span className="block truncate text-slate-900">
                  {EVENT_TEXT.with} {namesOf(view, partners).join(' & ')}
                </span>
              ) : null}
              <span className="block truncate text-slate-500">
                {EVENT_TEXT.vs} {namesOf(view, opponents).join(' & ')} · {game.court_name}
              </span>
            </span>
            <span className="font-black tabular-nums text-slate-900">
              {own}–{other}
            </span>
            {outcome ? (
              <span
                className={`w-12 rounded-full py-0.5 text-center text-xs font-bold ${OUTCOME_STYLES[outcome]}`}
              >
                {EVENT_TEXT[outcome]}
              </span>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
