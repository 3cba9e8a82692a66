import type { EventView } from '@bandeja/contract';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { EventStatusBadge } from './components/event-status-badge.tsx';
import { GameCard } from './components/game-card.tsx';
import { LiveEvent } from './components/live-event.tsx';
import { RoundClock } from './components/round-clock.tsx';
import { StandingsTable } from './components/standings-table.tsx';
import {
  currentRound,
  type NextForPlayer,
  namesOf,
  nextForPlayer,
  type PlayerGame,
  playerName,
  standingOf,
} from './lib/event-model.ts';
import { useMyPlayer } from './lib/my-player.ts';
import { useGamePoints } from './lib/use-game-points.ts';
import { EVENT_TEXT } from './texts.ts';

/**
 * `/events/{id}` (docs/product.md, "Club events"), public, for the players' phones: 'my next court
 * and partner' once they picked their name (remembered on the phone), the standings and the
 * courts of the round, live over the event's room. A finished event links to its results.
 */
export function EventPublicPage() {
  return <LiveEvent>{(view) => <PublicEvent view={view} />}</LiveEvent>;
}

function PublicEvent({ view }: { view: EventView }) {
  const { event } = view;
  const [me, setMe] = useMyPlayer(event.id);
  const known = me !== null && view.players.some((player) => player.number === me) ? me : null;
  const round = currentRound(view);
  return (
    <div data-testid="event-public" data-status={event.status} className="min-h-screen bg-slate-100 pb-8">
      <header className="bg-court-800 px-4 pb-4 pt-5 text-white">
        <p className="text-xs font-semibold uppercase tracking-wider text-court-100">
          {view.club.name} · {EVENT_TEXT.formats[event.format]}
        </p>
        <h1 className="mt-0.5 text-2xl font-black leading-tight">{event.name}</h1>
        <div className="mt-2 flex items-center gap-3 text-sm">
          <EventStatusBadge status={event.status} />
          {round ? (
            <span className="font-semibold">{EVENT_TEXT.roundOf(round.number, event.rounds)}</span>
          ) : null}
          {round ? <RoundClock round={round} className="ml-auto text-lg font-black" /> : null}
        </div>
      </header>
      <main className="mx-auto flex max-w-xl flex-col gap-4 px-3 pt-3">
        {event.status === 'finished' ? (
          <Link
            to={paths.eventResults(event.id)}
            data-testid="results-link"
            className="flex items-center justify-between rounded-2xl bg-court-700 px-4 py-3 font-bold text-white shadow-sm"
          >
            <span>{EVENT_TEXT.eventOver}</span>
            <span>{EVENT_TEXT.seeResults} →</span>
          </Link>
        ) : null}
        <section data-testid="my-next" className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
          {known === null ? (
            <PickName view={view} onPick={setMe} />
          ) : (
            <MyNext view={view} me={known} onChange={() => setMe(null)} />
          )}
        </section>
        <section className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
          <h2 className="mb-1 text-base font-bold text-slate-900">
            {event.status === 'finished' ? EVENT_TEXT.finalStandings : EVENT_TEXT.standings}
          </h2>
          <StandingsTable view={view} highlight={known} />
        </section>
        {round ? (
          <section className="flex flex-col gap-2">
            <h2 className="px-1 text-base font-bold text-slate-900">{EVENT_TEXT.courtsNow}</h2>
            {round.games.map((game) => (
              <GameCard key={game.court_id} view={view} game={game} highlight={known} />
            ))}
            {round.sitting_out.length > 0 ? (
              <p className="px-1 text-sm text-slate-600">
                <span className="font-semibold">{EVENT_TEXT.sittingOut}:</span>{' '}
                {namesOf(view, round.sitting_out).join(', ')}
              </p>
            ) : null}
          </section>
        ) : null}
      </main>
    </div>
  );
}

function PickName({ view, onPick }: { view: EventView; onPick: (player: number) => void }) {
  const sorted = [...view.players].sort((a, b) => a.name.localeCompare(b.name));
  return (
    <label className="flex flex-col gap-2">
      <span className="text-lg font-bold text-slate-900">{EVENT_TEXT.whoAreYou}</span>
      <span className="text-sm text-slate-600">{EVENT_TEXT.pickYourName}</span>
      <select
        aria-label={EVENT_TEXT.yourName}
        defaultValue=""
        onChange={(event) => {
          if (event.target.value !== '') onPick(Number(event.target.value));
        }}
        className="rounded-xl border border-slate-300 bg-white px-3 py-3 text-base"
      >
        <option value="" disabled>
          {EVENT_TEXT.yourName}
        </option>
        {sorted.map((player) => (
          <option key={player.number} value={player.number}>
            {player.name}
          </option>
        ))}
      </select>
    </label>
  );
}

function MyNext({ view, me, onChange }: { view: EventView; me: number; onChange: () => void }) {
  const standing = standingOf(view, me);
  const next = nextForPlayer(view, me);
  return (
    <div className="flex flex-col gap-3" data-next={next.kind}>
      <div className="flex items-baseline justify-between gap-2">
        <p className="min-w-0 truncate text-lg font-bold text-slate-900">{playerName(view, me)}</p>
        <button type="button" onClick={onChange} className="shrink-0 text-sm text-court-700 underline">
          {EVENT_TEXT.changeName}
        </button>
      </div>
      {standing && standing.played > 0 ? (
        <p className="-mt-2 text-sm text-slate-600">
          {EVENT_TEXT.yourRank(standing.rank)} · {standing.points_won} {EVENT_TEXT.points.toLowerCase()}
        </p>
      ) : null}
      <NextBody view={view} next={next} />
    </div>
  );
}

function NextBody({ view, next }: { view: EventView; next: NextForPlayer }) {
  switch (next.kind) {
    case 'playing':
      return <NextGame view={view} game={next.game} label={EVENT_TEXT.playingNow} live />;
    case 'next':
      return <NextGame view={view} game={next.game} label={EVENT_TEXT.nextUp} />;
    case 'not-started':
      return next.first ? (
        <NextGame view={view} game={next.first} label={EVENT_TEXT.nextUp} />
      ) : (
        <Note>{EVENT_TEXT.waitingStart}</Note>
      );
    case 'sitting-out':
      return (
        <>
          <Note strong>{EVENT_TEXT.youSitOut}</Note>
          {next.next ? <NextGame view={view} game={next.next} label={EVENT_TEXT.nextUp} /> : null}
        </>
      );
    case 'sits-out-next':
      return <Note strong>{EVENT_TEXT.youSitOutNext}</Note>;
    case 'drawn-later':
      return <Note>{EVENT_TEXT.nextDrawn}</Note>;
    case 'done':
      return <Note>{EVENT_TEXT.noMoreGames}</Note>;
    case 'finished':
      return <Note>{EVENT_TEXT.eventOver}</Note>;
  }
}

function Note({ children, strong = false }: { children: string; strong?: boolean }) {
  return (
    <p
      className={`rounded-xl bg-slate-50 px-3 py-3 text-center ${strong ? 'font-bold text-slate-900' : 'text-slate-600'}`}
    >
      {children}
    </p>
  );
}

function NextGame({
  view,
  game,
  label,
  live = false,
}: {
  view: EventView;
  game: PlayerGame;
  label: string;
  live?: boolean;
}) {
  const { points } = useGamePoints(game.game);
  const own = points ? points[game.side] : null;
  const other = points ? points[game.side === 'team1' ? 'team2' : 'team1'] : null;
  return (
    <div
      data-testid="my-game"
      className={`flex flex-col gap-2 rounded-xl p-3 ${live ? 'bg-court-700 text-white' : 'bg-court-50 text-slate-900'}`}
    >
      <div className="flex items-baseline justify-between gap-2">
        <p
          className={`text-xs font-bold uppercase tracking-wider ${live ? 'text-court-100' : 'text-court-700'}`}
        >
          {label} · {EVENT_TEXT.round(game.round.number)}
        </p>
        {live && own !== null && other !== null ? (
          <p data-testid="my-score" className="text-2xl font-black tabular-nums">
            {own}–{other}
          </p>
        ) : null}
      </div>
      <p data-testid="my-court" className="text-3xl font-black leading-none">
        {game.game.court_name}
      </p>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-0.5 text-base">
        {game.partners.length > 0 ? (
          <>
            <dt className={live ? 'text-court-100' : 'text-slate-500'}>{EVENT_TEXT.with}</dt>
            <dd data-testid="my-partner" className="truncate font-bold">
              {namesOf(view, game.partners).join(' & ')}
            </dd>
          </>
        ) : null}
        <dt className={live ? 'text-court-100' : 'text-slate-500'}>{EVENT_TEXT.against2}</dt>
        <dd className="truncate font-semibold">{namesOf(view, game.opponents).join(' & ')}</dd>
      </dl>
    </div>
  );
}
