import type { EventGame, EventRound, EventStanding, EventView } from '@bandeja/contract';
import { type CSSProperties, type ReactNode, Suspense, useEffect } from 'react';
import { OfflineBanner } from '../../components/board/live-notices.tsx';
import { paths } from '../../config/paths.ts';
import { ApiError } from '../../lib/api-client.ts';
import { useServerNow } from '../../lib/board/server-clock.ts';
import { followClub } from '../../lib/i18n/i18n.ts';
import { lazyPart } from '../../lib/lazy-part.ts';
import { useEventView } from './api/event-view.ts';
import { useEventChannel } from './api/use-event-channel.ts';
import { EVENT_DISPLAY_TEXT as EVENT_TEXT } from './display-text.ts';
import { currentRound, namesOf, secondsLeft, shownRound, sideName } from './lib/event-model.ts';
import { useGamePoints } from './lib/use-game-points.ts';

// The QR library comes after the first paint (bench/README.md: the board's budget).
export const EventQr = lazyPart(() => import('./components/event-qr.tsx').then((module) => module.EventQr));

/**
 * The standings display `/display/event/{eventId}` (docs/product.md, "Club events";
 * docs/displays.md) for the clubhouse TV, in the board app: the standings, the round's courts with
 * their live scores, who sits out next and the time left in a timed round; live over the event's
 * room and each game's match room. Sized by the viewport, nothing scrolls (1920×1080 first).
 */
export function EventDisplayPage({ eventId }: { eventId: number }) {
  const query = useEventView(eventId);
  useEventChannel(eventId);
  if (query.data) return <Board view={query.data} />;
  if (query.isError) {
    const gone = query.error instanceof ApiError && query.error.status === 404;
    return (
      <Message
        title={gone ? EVENT_TEXT.displayUnknown : EVENT_TEXT.displayFailed}
        retry={!gone}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return <Message title={EVENT_TEXT.displayLoading} />;
}

/** Nothing to show yet, or nothing it can show; a failed load tries again by itself. */
export function Message({
  title,
  retry = false,
  onRetry,
}: {
  title: string;
  retry?: boolean;
  onRetry?: () => void;
}) {
  useEffect(() => {
    if (!retry || !onRetry) return;
    const timer = window.setInterval(onRetry, 10_000);
    return () => window.clearInterval(timer);
  }, [retry, onRetry]);
  return (
    <main
      data-testid="event-display-message"
      className="flex h-dvh items-center justify-center bg-slate-950 px-[6vw] text-center text-[4.5vh] font-bold text-white"
    >
      {title}
    </main>
  );
}

const pad = (value: number) => String(value).padStart(2, '0');

function Clock() {
  const now = new Date(useServerNow(1000));
  return (
    // The server's first paint has the server's time zone and second: the next tick sets them.
    <time
      dateTime={now.toISOString()}
      className="text-[5vh] font-black tabular-nums"
      suppressHydrationWarning
    >
      {pad(now.getHours())}:{pad(now.getMinutes())}
    </time>
  );
}

function TimeLeft({ round }: { round: EventRound | null }) {
  const now = useServerNow(1000, Boolean(round?.ends_at));
  const left = secondsLeft(round, now);
  if (left === null) return null;
  const soon = left <= 60;
  return (
    <div
      data-testid="display-time-left"
      data-seconds={left}
      suppressHydrationWarning
      className={`flex items-baseline gap-[0.6vw] rounded-[1.2vh] px-[1.2vw] py-[0.6vh] ${soon ? 'bg-amber-400 text-slate-950' : 'bg-white/10 text-white'}`}
    >
      <span className="text-[5vh] font-black tabular-nums leading-none" suppressHydrationWarning>
        {left === 0 ? EVENT_TEXT.timeUp : `${Math.floor(left / 60)}:${pad(left % 60)}`}
      </span>
    </div>
  );
}

function Board({ view }: { view: EventView }) {
  const { event } = view;
  const round = currentRound(view);
  const shown = shownRound(view);
  const finished = event.status === 'finished';
  // A TV speaks its club's language, or its address's ?lang= (docs/i18n.md).
  const language = view.club.language ?? null;
  useEffect(() => followClub({ language }), [language]);
  const subtitle = [
    view.club.name,
    EVENT_TEXT.formats[event.format],
    round ? EVENT_TEXT.roundOf(round.number, event.rounds) : EVENT_TEXT.statuses[event.status],
  ].join(' · ');
  return (
    <div
      data-testid="event-display"
      data-status={event.status}
      data-version={view.version}
      className="flex h-dvh w-full flex-col gap-[2vh] overflow-hidden bg-slate-950 px-[3.5vw] py-[3.5vh] text-white"
    >
      <header className="flex shrink-0 items-center justify-between gap-[2vw]">
        <div className="min-w-0">
          <h1 className="truncate text-[4.6vh] font-black leading-tight tracking-tight">{event.name}</h1>
          <p className="truncate text-[2.8vh] font-semibold text-slate-400">{subtitle}</p>
        </div>
        <div className="flex h-[10vh] shrink-0 items-center gap-[1.5vw]">
          <TimeLeft round={round} />
          <Clock />
          {finished ? null : (
            <div className="flex h-full items-center gap-[0.8vw]">
              <p className="max-w-[9em] text-right text-[1.9vh] font-semibold leading-tight text-slate-300">
                {EVENT_TEXT.scanForPage}
              </p>
              <Suspense fallback={<div className="aspect-square h-full" />}>
                <EventQr path={paths.eventPublic(event.id)} label={EVENT_TEXT.scanForPage} />
              </Suspense>
            </div>
          )}
        </div>
      </header>
      <main
        className={`grid min-h-0 flex-1 gap-[2vw] ${
          view.standings.length > 16
            ? 'grid-cols-[minmax(0,1.2fr)_minmax(0,0.8fr)]'
            : 'grid-cols-[minmax(0,0.9fr)_minmax(0,1.1fr)]'
        }`}
      >
        <Panel title={finished ? EVENT_TEXT.finalStandings : EVENT_TEXT.standings}>
          <Standings view={view} />
        </Panel>
        {finished ? (
          <Panel title={EVENT_TEXT.displayWinner}>
            <Podium lines={view.standings.slice(0, 3)} />
          </Panel>
        ) : (
          <Panel
            title={shown ? `${EVENT_TEXT.round(shown.number)} · ${EVENT_TEXT.courts}` : EVENT_TEXT.courts}
          >
            {shown ? (
              <Courts view={view} round={shown} />
            ) : (
              <p className="m-auto text-[3.5vh] font-semibold text-slate-400">{EVENT_TEXT.startsSoon}</p>
            )}
            <SittingOut view={view} round={round} />
          </Panel>
        )}
      </main>
      <OfflineBanner />
    </div>
  );
}

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex min-h-0 min-w-0 flex-col gap-[1.4vh]">
      <h2 className="shrink-0 text-[3vh] font-black uppercase tracking-wider text-court-500">{title}</h2>
      {children}
    </section>
  );
}

/** Rows that fit the panel: up to 16 in one column, beyond that two columns (up to 32 players). */
function Standings({ view }: { view: EventView }) {
  const lines = view.standings;
  const columns = lines.length > 16 ? 2 : 1;
  const perColumn = Math.max(8, Math.ceil(lines.length / columns));
  const chunks = Array.from({ length: columns }, (_, index) =>
    lines.slice(index * perColumn, (index + 1) * perColumn),
  );
  // The panel is about 78vh tall; a row never grows beyond a comfortable 7vh.
  const row = Math.min(7, 75 / (perColumn + 0.8));
  return (
    <div
      data-testid="display-standings"
      className="grid min-h-0 flex-1 gap-[1.5vw]"
      style={
        { gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`, '--row': `${row}vh` } as CSSProperties
      }
    >
      {chunks.map((chunk, index) => (
        <ol key={chunk[0]?.participant ?? index} className="flex min-w-0 flex-col">
          <li
            className={`${COLUMNS} h-[calc(var(--row)*0.8)] shrink-0 items-end pb-[0.4vh] text-[calc(var(--row)*0.3)] font-bold uppercase text-slate-400`}
          >
            <span className="pr-[0.4vw] text-right">{EVENT_TEXT.rank}</span>
            <span className="min-w-0">
              {view.event.format === 'team_americano' ? EVENT_TEXT.team : EVENT_TEXT.player}
            </span>
            <span className="text-right">{EVENT_TEXT.playedShort}</span>
            <span className="text-right">{EVENT_TEXT.pointsShort}</span>
          </li>
          {chunk.map((line) => (
            <StandingRow key={line.participant} line={line} />
          ))}
        </ol>
      ))}
    </div>
  );
}

// One grid for the header and the rows, its columns by the row's height: they line up whatever the type.
const COLUMNS =
  'grid grid-cols-[calc(var(--row)*1.3)_minmax(0,1fr)_calc(var(--row)*0.9)_calc(var(--row)*1.3)] gap-x-[0.6vw] px-[0.6vw]';

function StandingRow({ line }: { line: EventStanding }) {
  const top = line.rank <= 3 && line.played > 0;
  return (
    <li
      data-testid="display-standing"
      data-rank={line.rank}
      data-points={line.points_won}
      className={`${COLUMNS} h-[var(--row)] shrink-0 items-center border-b border-white/5 text-[calc(var(--row)*0.5)] odd:bg-white/[0.03]`}
    >
      <span
        className={`pr-[0.4vw] text-right font-black tabular-nums ${top ? 'text-ball' : 'text-slate-400'}`}
      >
        {line.rank}
      </span>
      <span className="min-w-0 truncate font-bold">{line.name}</span>
      <span className="text-right font-semibold tabular-nums text-slate-400">{line.played}</span>
      <span className="text-right font-black tabular-nums">{line.points_won}</span>
    </li>
  );
}

function courtGrid(courts: number): { columns: number; rows: number } {
  const columns = courts <= 2 ? 1 : courts <= 8 ? 2 : 3;
  return { columns, rows: Math.max(1, Math.ceil(courts / columns)) };
}

function Courts({ view, round }: { view: EventView; round: EventRound }) {
  const { columns, rows } = courtGrid(round.games.length);
  // What the panel leaves below its title and the sit-out line, shared by the rows.
  const tile = Math.min(34, (64 - (rows - 1) * 1.6) / rows);
  return (
    <div
      data-testid="display-courts"
      className="grid min-h-0 flex-1 content-start gap-[1.6vh]"
      style={
        {
          gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
          gridTemplateRows: `repeat(${rows}, ${tile}vh)`,
          '--tile': `${tile}vh`,
        } as CSSProperties
      }
    >
      {round.games.map((game) => (
        <CourtTile key={game.court_id} view={view} game={game} />
      ))}
    </div>
  );
}

const TILE_STATUS: Record<EventGame['status'], string> = {
  scheduled: 'bg-slate-700 text-slate-200',
  ongoing: 'bg-court-500 text-white',
  finished: 'bg-red-700 text-white',
};

function CourtTile({ view, game }: { view: EventView; game: EventGame }) {
  const { points, version, server } = useGamePoints(game);
  return (
    <article
      data-testid="display-court"
      data-court={game.court_id}
      data-state={game.status}
      data-version={version}
      className={`flex min-h-0 min-w-0 flex-col overflow-hidden rounded-[calc(var(--tile)*0.06)] ring-1 ${
        game.status === 'ongoing' ? 'bg-slate-900 ring-court-500/60' : 'bg-slate-900/70 ring-white/10'
      }`}
    >
      <header className="flex shrink-0 items-center justify-between gap-[0.5em] bg-white/5 px-[0.6em] py-[0.1em] text-[calc(var(--tile)*0.13)] font-black">
        <h3 className="min-w-0 truncate">{game.court_name}</h3>
        <span
          className={`shrink-0 rounded-full px-[0.5em] text-[0.7em] uppercase tracking-wider ${TILE_STATUS[game.status]}`}
        >
          {EVENT_TEXT.gameStatus[game.status]}
        </span>
      </header>
      {(['team1', 'team2'] as const).map((side) => {
        const serving = server === side;
        return (
          <div
            key={side}
            className={`flex min-h-0 flex-1 items-center gap-[0.4em] px-[calc(var(--tile)*0.05)] ${side === 'team2' ? 'border-t border-white/10' : ''}`}
          >
            <span
              aria-hidden
              data-serving={serving}
              className={`size-[calc(var(--tile)*0.06)] shrink-0 rounded-full ${serving ? 'bg-ball' : ''}`}
            />
            <SideNames names={sideNames(view, game, side)} />
            <span
              data-testid={`display-${side}-points`}
              className={`min-w-[1.6em] text-right text-[calc(var(--tile)*0.28)] font-black leading-none tabular-nums ${
                game.status === 'ongoing' ? 'text-ball' : 'text-slate-300'
              }`}
            >
              {points ? points[side] : '–'}
            </span>
          </div>
        );
      })}
    </article>
  );
}

/** A side's players one per line (as on the wall), or its pair's name in Team Americano. */
function sideNames(view: EventView, game: EventGame, side: 'team1' | 'team2'): string[] {
  const pair = side === 'team1' ? game.team1_team : game.team2_team;
  return pair === null
    ? namesOf(view, side === 'team1' ? game.team1 : game.team2)
    : [sideName(view, game, side)];
}

function SideNames({ names }: { names: string[] }) {
  // Two lines share the height one line would have, a little smaller.
  const size = names.length > 1 ? 'text-[calc(var(--tile)*0.12)]' : 'text-[calc(var(--tile)*0.14)]';
  return (
    <span className={`flex min-w-0 flex-1 flex-col font-bold leading-[1.1] ${size}`}>
      {names.map((name, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: two players of a side may share a name.
        <span key={index} className="truncate">
          {name}
        </span>
      ))}
    </span>
  );
}

/** Who sits out this round, and who sits out the next when it is known. */
function SittingOut({ view, round }: { view: EventView; round: EventRound | null }) {
  const now = round?.sitting_out ?? [];
  const next = view.next_sitting_out ?? [];
  const open = view.next_sitting_out_open ?? 0;
  if (now.length === 0 && next.length === 0 && open === 0) return null;
  return (
    <p
      data-testid="display-sitting-out"
      className="flex shrink-0 flex-col gap-[0.4vh] rounded-[1vh] bg-white/5 px-[1vw] py-[0.8vh] text-[2.4vh]"
    >
      {now.length > 0 ? (
        <span className="min-w-0 truncate">
          <span className="font-black uppercase tracking-wider text-amber-300">{EVENT_TEXT.sittingOut}</span>{' '}
          <span className="font-semibold">{namesOf(view, now).join(', ')}</span>
        </span>
      ) : null}
      {next.length > 0 || open > 0 ? (
        <span data-testid="display-sitting-out-next" className="min-w-0 truncate">
          <span className="font-black uppercase tracking-wider text-amber-300">
            {EVENT_TEXT.sittingOutNext}
          </span>{' '}
          <span className="font-semibold">{EVENT_TEXT.sittingOutNextNames(namesOf(view, next), open)}</span>
        </span>
      ) : null}
    </p>
  );
}

function Podium({ lines }: { lines: EventStanding[] }) {
  return (
    <ol data-testid="display-podium" className="flex min-h-0 flex-1 flex-col justify-center gap-[2.5vh]">
      {lines.map((line) => (
        <li
          key={line.participant}
          className={`flex items-center gap-[1.5vw] rounded-[2vh] px-[2vw] py-[2vh] ${
            line.rank === 1 ? 'bg-court-700 ring-2 ring-ball' : 'bg-white/5'
          }`}
        >
          <span
            className={`text-[9vh] font-black leading-none tabular-nums ${line.rank === 1 ? 'text-ball' : 'text-slate-400'}`}
          >
            {line.rank}
          </span>
          <span className="min-w-0 flex-1 truncate text-[5.5vh] font-black">{line.name}</span>
          <span className="text-[6vh] font-black tabular-nums">{line.points_won}</span>
        </li>
      ))}
    </ol>
  );
}
