import {
  EVENT_MINUTES_MAX,
  EVENT_MINUTES_MIN,
  EVENT_POINTS_PER_GAME,
  type EventCreateBody,
} from '@bandeja/contract';
import { MAX_EVENT_PLAYERS, MAX_EVENT_ROUNDS, MIN_EVENT_PLAYERS } from '@bandeja/scoring';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { clubCourtsQuery } from '../api/organiser.ts';
import { EVENT_TEXT } from '../texts.ts';

type Format = EventCreateBody['format'];
const FORMATS: Format[] = ['americano', 'mexicano', 'team_americano'];
const PAIRINGS = ['1+3v2+4', '1+4v2+3'] as const;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface PlayerRow {
  name: string;
  email: string;
}

export interface CreateEventErrors {
  name?: string;
  courts?: string;
  players?: string;
  newPlayer?: string;
  newEmail?: string;
  minutes?: string;
  rounds?: string;
}

/** The form's own checks, before the server's (the same rules, said at the field). */
export function checkEventForm(form: {
  name: string;
  format: Format;
  courtIds: number[];
  players: PlayerRow[];
  timing: 'points' | 'minutes';
  minutes: string;
  rounds: string;
}): CreateEventErrors {
  const errors: CreateEventErrors = {};
  if (!form.name.trim()) errors.name = EVENT_TEXT.errors.name;
  if (form.courtIds.length === 0) errors.courts = EVENT_TEXT.errors.courts;
  if (form.players.length < MIN_EVENT_PLAYERS) errors.players = EVENT_TEXT.errors.players(MIN_EVENT_PLAYERS);
  else if (form.players.length > MAX_EVENT_PLAYERS)
    errors.players = EVENT_TEXT.errors.tooMany(MAX_EVENT_PLAYERS);
  else if (form.format === 'team_americano' && form.players.length % 2 !== 0)
    errors.players = EVENT_TEXT.errors.teamsOdd;
  if (form.timing === 'minutes') {
    const minutes = Number(form.minutes);
    if (!Number.isInteger(minutes) || minutes < EVENT_MINUTES_MIN || minutes > EVENT_MINUTES_MAX)
      errors.minutes = EVENT_TEXT.errors.minutes(EVENT_MINUTES_MIN, EVENT_MINUTES_MAX);
  }
  if (form.rounds.trim()) {
    const rounds = Number(form.rounds);
    if (!Number.isInteger(rounds) || rounds < 1 || rounds > MAX_EVENT_ROUNDS)
      errors.rounds = EVENT_TEXT.errors.rounds(MAX_EVENT_ROUNDS);
  }
  return errors;
}

/**
 * 'New event' (docs/product.md, "Club events"): name, format, the club's courts as checkboxes,
 * players added one by one (name, optional email), points per game or minutes per round, rounds.
 */
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
  const [timing, setTiming] = useState<'points' | 'minutes'>('points');
  const [points, setPoints] = useState<(typeof EVENT_POINTS_PER_GAME)[number]>(21);
  const [minutes, setMinutes] = useState('15');
  const [rounds, setRounds] = useState('');
  const [pairing, setPairing] = useState<(typeof PAIRINGS)[number]>('1+3v2+4');
  const [errors, setErrors] = useState<CreateEventErrors>({});
  const ids = useId();

  const addPlayer = () => {
    const trimmed = newName.trim();
    const email = newEmail.trim();
    if (!trimmed) return setErrors({ ...errors, newPlayer: EVENT_TEXT.errors.playerName });
    if (players.some((player) => player.name.toLowerCase() === trimmed.toLowerCase()))
      return setErrors({ ...errors, newPlayer: EVENT_TEXT.errors.duplicate });
    if (email && !EMAIL.test(email)) return setErrors({ ...errors, newEmail: EVENT_TEXT.errors.email });
    setPlayers([...players, { name: trimmed, email }]);
    setNewName('');
    setNewEmail('');
    setErrors({ ...errors, newPlayer: undefined, newEmail: undefined, players: undefined });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkEventForm({ name, format, courtIds, players, timing, minutes, rounds });
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    onSubmit({
      name: name.trim(),
      clubId,
      format,
      courtIds,
      players: players.map((player) =>
        player.email ? { name: player.name, email: player.email } : { name: player.name },
      ),
      ...(timing === 'points' ? { pointsPerGame: points } : { minutesPerRound: Number(minutes) }),
      ...(rounds.trim() ? { rounds: Number(rounds) } : {}),
      ...(format === 'mexicano' ? { mexicanoPairing: pairing } : {}),
    });
  };

  const legend = 'text-sm font-semibold text-slate-800';
  const chip = (selected: boolean) =>
    `flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-sm ring-1 ring-inset transition ${
      selected
        ? 'bg-court-50 font-semibold text-court-800 ring-court-600'
        : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50'
    }`;

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
          <label className="mt-1 flex flex-col gap-1 text-sm font-medium text-slate-700">
            {EVENT_TEXT.mexicanoPairing}
            <select
              value={pairing}
              onChange={(event) => setPairing(event.target.value as (typeof PAIRINGS)[number])}
              className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-base"
            >
              {PAIRINGS.map((value) => (
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
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                addPlayer();
              }
            }}
            error={errors.newPlayer}
          />
          <TextField
            label={EVENT_TEXT.playerEmail}
            type="email"
            value={newEmail}
            onChange={(event) => setNewEmail(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                addPlayer();
              }
            }}
            error={errors.newEmail}
          />
          <Button variant="secondary" onClick={addPlayer} className="sm:mt-6">
            {EVENT_TEXT.addPlayer}
          </Button>
        </div>
        <p className="text-xs text-slate-500">
          {EVENT_TEXT.playerEmailHint}
          {format === 'team_americano' ? ` · ${EVENT_TEXT.teamsInListOrder}` : ''}
        </p>
        {players.length > 0 ? (
          <ol data-testid="new-event-players" className="grid gap-1.5 sm:grid-cols-2">
            {players.map((player, index) => (
              <li
                key={player.name}
                className="flex items-center justify-between gap-2 rounded-lg bg-slate-50 px-3 py-1.5 text-sm ring-1 ring-slate-200"
              >
                <span className="min-w-0 truncate">
                  <span className="mr-2 font-bold text-slate-400">{index + 1}</span>
                  {player.name}
                  {player.email ? <span className="ml-2 text-xs text-slate-500">✉</span> : null}
                </span>
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
      </fieldset>

      <fieldset className="flex flex-col gap-2">
        <legend className={legend}>{EVENT_TEXT.scoring}</legend>
        <div className="flex flex-wrap items-center gap-2">
          <label className={chip(timing === 'points')}>
            <input
              type="radio"
              name={`${ids}-timing`}
              checked={timing === 'points'}
              onChange={() => setTiming('points')}
              className="accent-court-700"
            />
            {EVENT_TEXT.pointsPerGame}
          </label>
          <label className={chip(timing === 'minutes')}>
            <input
              type="radio"
              name={`${ids}-timing`}
              checked={timing === 'minutes'}
              onChange={() => setTiming('minutes')}
              className="accent-court-700"
            />
            {EVENT_TEXT.minutesPerRound}
          </label>
        </div>
        {timing === 'points' ? (
          <div role="radiogroup" aria-label={EVENT_TEXT.pointsPerGame} className="flex gap-2">
            {EVENT_POINTS_PER_GAME.map((value) => (
              <label key={value} className={`${chip(points === value)} min-w-14 justify-center`}>
                <input
                  type="radio"
                  name={`${ids}-points`}
                  checked={points === value}
                  onChange={() => setPoints(value)}
                  className="sr-only"
                />
                {value}
              </label>
            ))}
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
