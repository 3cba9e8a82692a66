import {
  EVENT_LEVEL_MAX,
  EVENT_LEVEL_MIN,
  EVENT_MEXICANO_PAIRINGS,
  EVENT_MINUTES_MAX,
  EVENT_MINUTES_MIN,
  EVENT_POINTS_PER_GAME,
  type EventCreateBody,
  type EventMexicanoPairing,
  type EventPointsPerGame,
  type PlayerName,
} from '@bandeja/contract';
import { MAX_EVENT_ROUNDS } from '@bandeja/scoring';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, type KeyboardEvent, type ReactNode, useId, useState } from 'react';
import { RosterSuggestions } from '../../../components/roster/roster-suggestions.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { clubCourtsQuery } from '../../../lib/resources/club-list.ts';
import { clubPlayerNamesQuery } from '../../../lib/resources/club-players.ts';
import { EVENT_TEXT } from '../texts.ts';
import {
  byLevel,
  type CreateEventErrors,
  checkEventForm,
  checkNewPlayer,
  eventBody,
  FIRST_ROUND_ORDERS,
  type FirstRoundOrder,
  type Format,
  isValidLevel,
  type PlayerRow,
} from './event-form-checks.ts';

const FORMATS: Format[] = ['americano', 'mexicano', 'team_americano'];

/**
 * 'New event' (docs/product.md, "Club events"): name, format, the club's courts as checkboxes,
 * players added one by one (a guest's name, or a club player picked from the roster as the name is
 * typed; optional email), points per game or minutes per round, rounds.
 * A Mexicano's round 1 is drawn at random or goes by level: then each listed player has a level
 * field (a number pad on a tablet).
 */
/** A game ends at a number of points, or a round after a number of minutes. */
const TIMINGS = ['points', 'minutes'] as const;
type Timing = (typeof TIMINGS)[number];

export function CreateEventForm({
  clubId,
  submitting,
  serverError,
  onSubmit,
}: {
  clubId: number;
  submitting: boolean;
  serverError: string | null;
  onSubmit: (body: EventCreateBody) => void;
}) {
  const courts = useQuery(clubCourtsQuery(clubId));
  const [name, setName] = useState('');
  const [format, setFormat] = useState<Format>('americano');
  const [courtIds, setCourtIds] = useState<number[]>([]);
  const [players, setPlayers] = useState<PlayerRow[]>([]);
  const [newName, setNewName] = useState('');
  const [newEmail, setNewEmail] = useState('');
  const [timing, setTiming] = useState<Timing>('points');
  const [points, setPoints] = useState<EventPointsPerGame>(21);
  const [minutes, setMinutes] = useState('15');
  const [rounds, setRounds] = useState('');
  const [pairing, setPairing] = useState<EventMexicanoPairing>('1+3v2+4');
  const [firstRound, setFirstRound] = useState<FirstRoundOrder>('random');
  const [errors, setErrors] = useState<CreateEventErrors>({});
  const ids = useId();

  /** Adds the player typed: a guest by the name, or the roster player picked (docs/players.md). */
  const addPlayer = (picked?: PlayerName) => {
    const row = { name: picked?.name ?? newName.trim(), email: newEmail.trim() };
    const problem = checkNewPlayer(row, players);
    if (problem.newPlayer || problem.newEmail) return setErrors({ ...errors, ...problem });
    setPlayers([...players, { ...row, level: '', ...(picked ? { playerId: picked.id } : {}) }]);
    setNewName('');
    setNewEmail('');
    setErrors({ ...errors, newPlayer: undefined, newEmail: undefined, players: undefined });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const fields = { name, format, firstRound, courtIds, players, timing, points, minutes, rounds, pairing };
    const found = checkEventForm(fields, clubId);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    onSubmit(eventBody(fields, clubId));
  };

  const levels = byLevel(format, firstRound);
  const setLevel = (player: PlayerRow, level: string) => {
    const next = players.map((other) => (other === player ? { ...other, level } : other));
    setPlayers(next);
    // The complaint goes once every level is right, as the organiser types the last one.
    if (errors.levels && next.every(isValidLevel)) setErrors({ ...errors, levels: undefined });
  };

  // Enter in the new player's name or email adds the player instead of submitting the form.
  const addOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    addPlayer();
  };
  const legend = 'text-sm font-semibold text-slate-800';

  return (
    <form noValidate onSubmit={submit} aria-label={EVENT_TEXT.newEvent} className="flex flex-col gap-5">
      <TextField
        label={EVENT_TEXT.name}
        placeholder={EVENT_TEXT.namePlaceholder}
        value={name}
        maxLength={100}
        onChange={(event) => setName(event.target.value)}
        error={errors.name}
      />

      <fieldset className="flex flex-col gap-2">
        <legend className={legend}>{EVENT_TEXT.format}</legend>
        <div className="grid gap-2 sm:grid-cols-3">
          {FORMATS.map((value) => (
            <label key={value} className={`${chip(format === value)} flex-col items-start gap-0.5`}>
              <span className="flex items-center gap-2">
                <input
                  type="radio"
                  name={`${ids}-format`}
                  value={value}
                  checked={format === value}
                  onChange={() => setFormat(value)}
                  className="accent-court-700"
                />
                {EVENT_TEXT.formats[value]}
              </span>
              <span className="text-xs font-normal text-slate-500">{EVENT_TEXT.formatHints[value]}</span>
            </label>
          ))}
        </div>
        {format === 'mexicano' ? (
          <div
            role="radiogroup"
            aria-label={EVENT_TEXT.firstRound}
            className="mt-1 flex flex-wrap items-center gap-2"
          >
            <span className="text-sm font-medium text-slate-700">{EVENT_TEXT.firstRound}</span>
            <RadioChips
              name={`${ids}-first-round`}
              options={FIRST_ROUND_ORDERS}
              selected={firstRound}
              onSelect={(value) => {
                setFirstRound(value);
                setErrors({ ...errors, levels: undefined });
              }}
              label={(value) => EVENT_TEXT.firstRoundOrders[value]}
            />
          </div>
        ) : null}
        {format === 'mexicano' ? (
          <label className="mt-1 flex flex-col gap-1 text-sm font-medium text-slate-700">
            {EVENT_TEXT.mexicanoPairing}
            <select
              value={pairing}
              onChange={(event) => setPairing(event.target.value as EventMexicanoPairing)}
              className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-base"
            >
              {EVENT_MEXICANO_PAIRINGS.map((value) => (
                <option key={value} value={value}>
                  {EVENT_TEXT.pairings[value]}
                </option>
              ))}
            </select>
          </label>
        ) : null}
      </fieldset>

      <fieldset
        className="flex flex-col gap-2"
        aria-describedby={errors.courts ? `${ids}-courts` : undefined}
      >
        <legend className={legend}>{EVENT_TEXT.courts}</legend>
        {courts.data && courts.data.length === 0 ? (
          <p className="text-sm text-slate-500">{EVENT_TEXT.noCourts}</p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          {(courts.data ?? []).map((court) => {
            const checked = courtIds.includes(court.id);
            return (
              <label key={court.id} className={chip(checked)}>
                <input
                  type="checkbox"
                  checked={checked}
                  onChange={() =>
                    setCourtIds(checked ? courtIds.filter((id) => id !== court.id) : [...courtIds, court.id])
                  }
                  className="accent-court-700"
                />
                {court.name}
              </label>
            );
          })}
        </div>
        {errors.courts ? (
          <p id={`${ids}-courts`} role="alert" className="text-sm text-red-600">
            {errors.courts}
          </p>
        ) : null}
      </fieldset>

      <fieldset className="flex flex-col gap-2">
        <legend className={legend}>
          {EVENT_TEXT.players}{' '}
          <span className="font-normal text-slate-500">({EVENT_TEXT.playerCount(players.length)})</span>
        </legend>
        <div className="grid items-start gap-2 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto]">
          <TextField
            label={EVENT_TEXT.playerName}
            value={newName}
            maxLength={100}
            onChange={(event) => setNewName(event.target.value)}
            onKeyDown={addOnEnter}
            error={errors.newPlayer}
          />
          <TextField
            label={EVENT_TEXT.playerEmail}
            type="email"
            value={newEmail}
            onChange={(event) => setNewEmail(event.target.value)}
            onKeyDown={addOnEnter}
            error={errors.newEmail}
          />
          <Button variant="secondary" onClick={() => addPlayer()} className="sm:mt-6">
            {EVENT_TEXT.addPlayer}
          </Button>
        </div>
        {newName.trim() ? (
          <RosterSuggestions
            roster={(search) => clubPlayerNamesQuery(clubId, search)}
            typed={newName}
            onPick={addPlayer}
          />
        ) : null}
        <p className="text-xs text-slate-500">
          {EVENT_TEXT.playerEmailHint}
          {format === 'team_americano' ? ` · ${EVENT_TEXT.teamsInListOrder}` : ''}
        </p>
        {levels ? (
          <p className="text-xs text-slate-500">{EVENT_TEXT.levelHint(EVENT_LEVEL_MIN, EVENT_LEVEL_MAX)}</p>
        ) : null}
        {players.length > 0 ? (
          <ol data-testid="new-event-players" className="grid gap-1.5 sm:grid-cols-2">
            {players.map((player, index) => (
              <li
                key={player.name}
                className="flex items-center justify-between gap-2 rounded-lg bg-slate-50 px-3 py-1.5 text-sm ring-1 ring-slate-200"
              >
                <span className="min-w-0 flex-1 truncate">
                  <span className="mr-2 font-bold text-slate-400">{index + 1}</span>
                  {player.name}
                  {player.email ? <span className="ml-2 text-xs text-slate-500">✉</span> : null}
                  {player.playerId !== undefined ? (
                    <span className="ml-2 text-xs font-semibold text-court-700">{EVENT_TEXT.clubPlayer}</span>
                  ) : null}
                </span>
                {levels ? (
                  <input
                    type="number"
                    inputMode="decimal"
                    min={EVENT_LEVEL_MIN}
                    max={EVENT_LEVEL_MAX}
                    step={0.5}
                    aria-label={EVENT_TEXT.levelOf(player.name)}
                    aria-invalid={errors.levels && !isValidLevel(player) ? true : undefined}
                    value={player.level}
                    onChange={(event) => setLevel(player, event.target.value)}
                    className={`w-16 rounded-md border bg-white px-2 py-1 text-center text-base tabular-nums ${
                      errors.levels && !isValidLevel(player) ? 'border-red-500' : 'border-slate-300'
                    }`}
                  />
                ) : null}
                <button
                  type="button"
                  aria-label={EVENT_TEXT.removePlayer(player.name)}
                  onClick={() => setPlayers(players.filter((other) => other !== player))}
                  className="rounded px-1.5 text-slate-500 hover:bg-slate-200 hover:text-slate-900"
                >
                  ×
                </button>
              </li>
            ))}
          </ol>
        ) : null}
        {errors.players ? (
          <p role="alert" className="text-sm text-red-600">
            {errors.players}
          </p>
        ) : null}
        {levels && errors.levels ? (
          <p role="alert" className="text-sm text-red-600">
            {errors.levels}
          </p>
        ) : null}
      </fieldset>

      <fieldset className="flex flex-col gap-2">
        <legend className={legend}>{EVENT_TEXT.scoring}</legend>
        <div className="flex flex-wrap items-center gap-2">
          <RadioChips
            name={`${ids}-timing`}
            options={TIMINGS}
            selected={timing}
            onSelect={setTiming}
            label={(value) => (value === 'points' ? EVENT_TEXT.pointsPerGame : EVENT_TEXT.minutesPerRound)}
          />
        </div>
        {timing === 'points' ? (
          <div role="radiogroup" aria-label={EVENT_TEXT.pointsPerGame} className="flex gap-2">
            <RadioChips
              name={`${ids}-points`}
              options={EVENT_POINTS_PER_GAME}
              selected={points}
              onSelect={setPoints}
              compact
            />
          </div>
        ) : (
          <TextField
            label={EVENT_TEXT.minutes}
            type="number"
            inputMode="numeric"
            min={EVENT_MINUTES_MIN}
            max={EVENT_MINUTES_MAX}
            value={minutes}
            onChange={(event) => setMinutes(event.target.value)}
            error={errors.minutes}
            className="max-w-40"
          />
        )}
      </fieldset>

      <TextField
        label={EVENT_TEXT.rounds}
        type="number"
        inputMode="numeric"
        min={1}
        max={MAX_EVENT_ROUNDS}
        value={rounds}
        onChange={(event) => setRounds(event.target.value)}
        hint={EVENT_TEXT.roundsHint}
        error={errors.rounds}
        className="max-w-60"
      />

      {serverError ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700 ring-1 ring-red-200">
          {serverError}
        </p>
      ) : null}
      <div>
        <Button type="submit" size="lg" loading={submitting}>
          {EVENT_TEXT.create}
        </Button>
      </div>
    </form>
  );
}

/** The look of one choice of a group: a chip, filled when chosen. */
function chip(selected: boolean): string {
  return `flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-sm ring-1 ring-inset transition ${
    selected
      ? 'bg-court-50 font-semibold text-court-800 ring-court-600'
      : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50'
  }`;
}

/**
 * A radio group's choices shown as chips, each said by `label` (by default the value itself);
 * `compact`: number chips without their radio dot.
 */
function RadioChips<V extends string | number>({
  name,
  options,
  selected,
  onSelect,
  label = String,
  compact = false,
}: {
  name: string;
  options: readonly V[];
  selected: V;
  onSelect: (value: V) => void;
  label?: (value: V) => ReactNode;
  compact?: boolean;
}) {
  return options.map((value) => (
    <label
      key={value}
      className={compact ? `${chip(selected === value)} min-w-14 justify-center` : chip(selected === value)}
    >
      <input
        type="radio"
        name={name}
        value={value}
        checked={selected === value}
        onChange={() => onSelect(value)}
        className={compact ? 'sr-only' : 'accent-court-700'}
      />
      {label(value)}
    </label>
  ));
}
