import type { EventGame, EventView } from '@bandeja/contract';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { type Side, sideName } from '../lib/event-model.ts';
import { useGamePoints } from '../lib/use-game-points.ts';
import { EVENT_TEXT } from '../texts.ts';

const STATUS_STYLES: Record<EventGame['status'], string> = {
  scheduled: 'bg-slate-100 text-slate-600',
  ongoing: 'bg-court-600 text-white',
  finished: 'bg-slate-800 text-white',
};

/**
 * One game of a round on a light page: the court, its status, each side with its points (live
 * while it is played), and below it what the page adds (the organiser's 'Correct').
 */
export function GameCard({
  view,
  game,
  highlight = null,
  children,
}: {
  view: EventView;
  game: EventGame;
  highlight?: number | null;
  children?: ReactNode;
}) {
  const { points, version } = useGamePoints(game);
  const winner =
    game.status === 'finished' && points
      ? points.team1 > points.team2
        ? 'team1'
        : points.team2 > points.team1
          ? 'team2'
          : null
      : null;
  return (
    <article
      data-testid="event-game"
      data-court={game.court_id}
      data-state={game.status}
      data-version={version}
      className={`flex flex-col overflow-hidden rounded-xl bg-white ring-1 ${
        game.status === 'ongoing' ? 'ring-court-500' : 'ring-slate-200'
      }`}
    >
      <header className="flex items-center justify-between gap-2 border-b border-slate-100 px-3 py-1.5">
        <h3 className="truncate text-sm font-bold text-slate-800">{game.court_name}</h3>
        <span className="flex items-center gap-1.5">
          {game.corrected ? (
            <span className="rounded-full bg-amber-100 px-2 py-0.5 text-[11px] font-bold uppercase text-amber-800">
              {EVENT_TEXT.corrected}
            </span>
          ) : null}
          <span
            className={`rounded-full px-2 py-0.5 text-[11px] font-bold uppercase tracking-wide ${STATUS_STYLES[game.status]}`}
          >
            {EVENT_TEXT.gameStatus[game.status]}
          </span>
        </span>
      </header>
      {(['team1', 'team2'] as const).map((side) => (
        <SideLine
          key={side}
          view={view}
          game={game}
          side={side}
          points={points ? points[side] : null}
          won={winner === side}
          mine={highlight !== null && (side === 'team1' ? game.team1 : game.team2).includes(highlight)}
        />
      ))}
      {children}
    </article>
  );
}

function SideLine({
  view,
  game,
  side,
  points,
  won,
  mine,
}: {
  view: EventView;
  game: EventGame;
  side: Side;
  points: number | null;
  won: boolean;
  mine: boolean;
}) {
  return (
    <div
      className={`flex items-center justify-between gap-2 px-3 py-1.5 ${side === 'team2' ? 'border-t border-slate-100' : ''} ${
        mine ? 'bg-court-50' : ''
      }`}
    >
      <span className={`min-w-0 truncate text-sm ${won ? 'font-bold text-slate-900' : 'text-slate-700'}`}>
        {sideName(view, game, side)}
      </span>
      <span
        data-testid={`game-${side}-points`}
        className={`min-w-8 text-right text-xl font-black tabular-nums ${
          game.status === 'ongoing' ? 'text-court-700' : won ? 'text-slate-900' : 'text-slate-500'
        }`}
      >
        {points ?? '–'}
      </span>
    </div>
  );
}

/** The organiser's correction of a finished game: both sides' points, then the standings again. */
export function CorrectionForm({
  game,
  view,
  saving,
  error,
  onSave,
  onCancel,
}: {
  game: EventGame;
  view: EventView;
  saving: boolean;
  error: string | null;
  onSave: (points: { team1Points: number; team2Points: number }) => void;
  onCancel: () => void;
}) {
  const [team1, setTeam1] = useState(String(game.team1_points ?? 0));
  const [team2, setTeam2] = useState(String(game.team2_points ?? 0));
  const valid = [team1, team2].every((value) => /^\d{1,3}$/.test(value));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (valid) onSave({ team1Points: Number(team1), team2Points: Number(team2) });
  };
  const field = (side: Side, value: string, set: (value: string) => void) => (
    <label className="flex items-center justify-between gap-2 text-sm text-slate-700">
      <span className="min-w-0 truncate">{sideName(view, game, side)}</span>
      <input
        type="number"
        inputMode="numeric"
        min={0}
        max={999}
        value={value}
        onChange={(event) => set(event.target.value)}
        aria-label={`${EVENT_TEXT.points}: ${sideName(view, game, side)}`}
        className="w-16 rounded-md border border-slate-300 px-2 py-1 text-right text-base tabular-nums"
      />
    </label>
  );
  return (
    <form
      onSubmit={submit}
      aria-label={EVENT_TEXT.correctTitle(game.court_name)}
      className="flex flex-col gap-2 border-t border-amber-200 bg-amber-50 px-3 py-2"
    >
      {field('team1', team1, setTeam1)}
      {field('team2', team2, setTeam2)}
      <p className="text-xs text-amber-800">{EVENT_TEXT.corrections}</p>
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button variant="ghost" size="sm" onClick={onCancel}>
          {EVENT_TEXT.cancel}
        </Button>
        <Button type="submit" size="sm" loading={saving} disabled={!valid}>
          {EVENT_TEXT.save}
        </Button>
      </div>
    </form>
  );
}
