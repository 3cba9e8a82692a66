import type { EventRound, EventView } from '@bandeja/contract';
import { MESSAGES } from '@bandeja/contract/plain';
import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { paths } from '../../config/paths.ts';
import { sayError } from '../../lib/i18n/error-text.ts';
import { toast } from '../../lib/toast.tsx';
import { useEventActions } from './api/organiser.ts';
import { EventStatusBadge } from './components/event-status-badge.tsx';
import { CorrectionForm, GameCard } from './components/game-card.tsx';
import { LiveEvent } from './components/live-event.tsx';
import { OrganiserHeader } from './components/organiser-header.tsx';
import { RoundClock } from './components/round-clock.tsx';
import { StandingsTable } from './components/standings-table.tsx';
import { currentRound, namesOf, shownRound } from './lib/event-model.ts';
import { EVENT_TEXT } from './texts.ts';

/**
 * `/events/{id}/manage` (docs/product.md, "Club events"), the organiser's page on a tablet: the
 * players, every round with its courts and live scores, the standings; 'Start event', 'Next
 * round' for a timed round, and 'Correct' on a finished game. Live over the event's room.
 */
export function EventManagePage() {
  return <LiveEvent>{(view) => <Manage view={view} />}</LiveEvent>;
}

function settingsLine(view: EventView): string {
  const { event } = view;
  return [
    EVENT_TEXT.formats[event.format],
    event.points_per_game !== null ? EVENT_TEXT.pointsTarget(event.points_per_game) : null,
    event.minutes_per_round !== null ? EVENT_TEXT.timed(event.minutes_per_round) : null,
    EVENT_TEXT.playerCount(view.players.length),
    view.club.name,
  ]
    .filter(Boolean)
    .join(' · ');
}

function Manage({ view }: { view: EventView }) {
  const { event } = view;
  const actions = useEventActions(event.id);
  const round = currentRound(view);
  const shown = shownRound(view);
  const act = (mutation: typeof actions.start, done: string) =>
    mutation.mutate(undefined, {
      onSuccess: () => toast.success(done),
      onError: (error) => toast.error(sayError(error, MESSAGES.genericError)),
    });
  const link =
    'inline-flex items-center rounded-lg bg-white/10 px-3 py-1.5 text-sm font-semibold text-white ring-1 ring-inset ring-white/30 hover:bg-white/20';

  return (
    <div data-testid="event-manage" data-status={event.status} className="min-h-screen bg-slate-100">
      <OrganiserHeader
        title={event.name}
        subtitle={settingsLine(view)}
        back={{ to: paths.events, label: EVENT_TEXT.listTitle }}
        actions={
          <>
            <a className={link} href={paths.eventDisplay(event.id)} target="_blank" rel="noreferrer">
              {EVENT_TEXT.openDisplay}
            </a>
            <a className={link} href={paths.eventPublic(event.id)} target="_blank" rel="noreferrer">
              {EVENT_TEXT.openPublic}
            </a>
            {event.status === 'finished' ? (
              <a className={link} href={paths.eventResults(event.id)}>
                {EVENT_TEXT.openResults}
              </a>
            ) : null}
            {event.status === 'draft' ? (
              <Button
                variant="secondary"
                loading={actions.start.isPending}
                onClick={() => act(actions.start, EVENT_TEXT.started)}
              >
                {EVENT_TEXT.start}
              </Button>
            ) : null}
            {event.status === 'running' && event.minutes_per_round !== null ? (
              <Button
                variant="secondary"
                title={EVENT_TEXT.nextRoundHint}
                loading={actions.nextRound.isPending}
                onClick={() => act(actions.nextRound, EVENT_TEXT.nextRoundStarted)}
              >
                {EVENT_TEXT.nextRound}
              </Button>
            ) : null}
          </>
        }
      />
      <main className="mx-auto grid max-w-7xl items-start gap-4 p-4 lg:grid-cols-[minmax(0,1.75fr)_minmax(0,1fr)] lg:p-6">
        <div className="flex min-w-0 flex-col gap-4">
          {event.status === 'draft' ? (
            <Card className="border-l-4 border-yellow-400 py-3 text-sm text-slate-700">
              {EVENT_TEXT.draftHint}
            </Card>
          ) : null}
          {event.status === 'finished' ? (
            <Card className="border-l-4 border-court-600 py-3 text-sm text-slate-700">
              {EVENT_TEXT.finishedHint}
            </Card>
          ) : null}
          {shown ? <RoundPanel view={view} round={shown} current={round?.number === shown.number} /> : null}
          <OtherRounds view={view} except={shown?.number ?? null} />
        </div>
        <div className="flex min-w-0 flex-col gap-4">
          <Card className="p-4">
            <div className="mb-2 flex items-center justify-between gap-2">
              <h2 className="text-base font-bold text-slate-900">
                {event.status === 'finished' ? EVENT_TEXT.finalStandings : EVENT_TEXT.standings}
              </h2>
              <EventStatusBadge status={event.status} />
            </div>
            <StandingsTable view={view} />
          </Card>
          <PlayersCard view={view} />
        </div>
      </main>
    </div>
  );
}

function RoundPanel({
  view,
  round,
  current,
  folded = false,
}: {
  view: EventView;
  round: EventRound;
  current: boolean;
  /** Inside a folded round, whose summary names it already. */
  folded?: boolean;
}) {
  const actions = useEventActions(view.event.id);
  const [correcting, setCorrecting] = useState<string | null>(null);
  return (
    <section
      data-testid="round-panel"
      data-round={round.number}
      data-current={current || undefined}
      className="flex flex-col gap-3"
    >
      {folded ? null : (
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 className="text-lg font-bold text-slate-900">
            {EVENT_TEXT.roundOf(round.number, view.event.rounds)}
            <span className="ml-2 text-sm font-semibold text-slate-600">
              {EVENT_TEXT.roundStatus[round.status]}
            </span>
          </h2>
          {current ? <RoundClock round={round} className="text-2xl font-black text-slate-900" /> : null}
        </div>
      )}
      <div className="grid gap-3 sm:grid-cols-2">
        {round.games.map((game) => (
          <GameCard key={`${game.court_id}-${game.match_id ?? ''}`} view={view} game={game}>
            {game.status === 'finished' && game.match_id ? (
              correcting === game.match_id ? (
                <CorrectionForm
                  view={view}
                  game={game}
                  saving={actions.correct.isPending}
                  error={
                    actions.correct.error ? sayError(actions.correct.error, MESSAGES.genericError) : null
                  }
                  onCancel={() => setCorrecting(null)}
                  onSave={(body) =>
                    actions.correct.mutate(
                      { matchId: game.match_id ?? '', body },
                      {
                        onSuccess: () => {
                          setCorrecting(null);
                          toast.success(EVENT_TEXT.savedCorrection);
                        },
                      },
                    )
                  }
                />
              ) : (
                <div className="flex justify-end border-t border-slate-100 px-2 py-1">
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => {
                      actions.correct.reset();
                      setCorrecting(game.match_id);
                    }}
                  >
                    {EVENT_TEXT.correct}
                  </Button>
                </div>
              )
            ) : null}
          </GameCard>
        ))}
      </div>
      <p className="text-sm text-slate-600">
        <span className="font-semibold">{EVENT_TEXT.sittingOut}:</span>{' '}
        {round.sitting_out.length > 0
          ? namesOf(view, round.sitting_out).join(', ')
          : EVENT_TEXT.nobodySitsOut}
      </p>
    </section>
  );
}

/** The other rounds, folded: finished ones can be opened to correct a game, planned ones to look ahead. */
function OtherRounds({ view, except }: { view: EventView; except: number | null }) {
  const others = view.rounds.filter((round) => round.number !== except);
  if (others.length === 0) return null;
  return (
    <div className="flex flex-col gap-2">
      {others.map((round) => (
        <details
          key={round.number}
          data-testid="round"
          data-round={round.number}
          className="rounded-xl bg-white ring-1 ring-slate-200"
        >
          <summary className="cursor-pointer px-4 py-2 text-sm font-semibold text-slate-800">
            {EVENT_TEXT.round(round.number)}
            <span className="ml-2 font-normal text-slate-600">{EVENT_TEXT.roundStatus[round.status]}</span>
          </summary>
          <div className="px-3 pb-3">
            <RoundPanel view={view} round={round} current={false} folded />
          </div>
        </details>
      ))}
    </div>
  );
}

function PlayersCard({ view }: { view: EventView }) {
  const next = view.next_sitting_out;
  const open = view.next_sitting_out_open ?? 0;
  return (
    <Card className="p-4">
      <h2 className="mb-2 text-base font-bold text-slate-900">
        {EVENT_TEXT.playersTitle} <span className="font-normal text-slate-500">({view.players.length})</span>
      </h2>
      <ol data-testid="event-players" className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
        {view.players.map((player) => (
          <li key={player.number} className="flex min-w-0 items-center gap-1.5">
            <span className="w-5 shrink-0 text-right text-xs font-bold text-slate-400">
              {player.number + 1}
            </span>
            <span className="truncate text-slate-800">{player.name}</span>
            {player.level !== null ? (
              <span
                data-testid="player-level"
                title={EVENT_TEXT.levelOf(player.name)}
                className="rounded bg-slate-100 px-1 text-xs font-semibold tabular-nums text-slate-600"
              >
                {player.level}
              </span>
            ) : null}
            {player.has_email ? (
              <span className="text-xs text-slate-400" title={EVENT_TEXT.mailed}>
                ✉
              </span>
            ) : null}
          </li>
        ))}
      </ol>
      {next && (next.length > 0 || open > 0) ? (
        <p data-testid="sitting-out-next" className="mt-3 text-sm text-slate-600">
          <span className="font-semibold">{EVENT_TEXT.sittingOutNext}:</span>{' '}
          {EVENT_TEXT.sittingOutNextNames(namesOf(view, next), open)}
        </p>
      ) : null}
    </Card>
  );
}
