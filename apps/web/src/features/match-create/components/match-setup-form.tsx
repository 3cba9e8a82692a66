import type { MatchCreateBody } from '@bandeja/contract';
import { MESSAGES } from '@bandeja/contract/plain';
import { DEUCE_MODES, describeDeuceMode, describeServiceMode, SERVICE_MODES } from '@bandeja/scoring';
import { zodResolver } from '@hookform/resolvers/zod';
import { type FormEvent, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { activeMatchIdOf, createMatch } from '../api/create-match.ts';
import {
  DEFAULT_DEUCE_MODE,
  DEFAULT_SERVICE_MODE,
  defaultPlayerName,
  EMPTY_SETUP,
  FIXED_FORMAT,
  type MatchSetupInput,
  type MatchSetupValues,
  matchSetupSchema,
  PLAYER_FIELDS,
  type PlayerField as PlayerFieldSpec,
} from '../match-setup-schema.ts';
import { OptionGroup } from './option-group.tsx';
import { PlayerField } from './player-field.tsx';

const DEUCE_OPTIONS = DEUCE_MODES.map((mode) => ({
  value: mode,
  label: describeDeuceMode(mode),
  ...(mode === DEFAULT_DEUCE_MODE ? { note: 'Default' } : {}),
}));

const SERVICE_OPTIONS = SERVICE_MODES.map((mode) => ({
  value: mode,
  label: describeServiceMode(mode),
  ...(mode === DEFAULT_SERVICE_MODE ? { note: 'Default' } : {}),
}));

const SERVER_FIELDS = {
  1: 'settings.serviceConfig.team1Server',
  2: 'settings.serviceConfig.team2Server',
} as const;

/** The court id as the API takes it (a JSON number); null when the URL holds no court id. */
function courtIdOf(court: string): number | null {
  return /^\d+$/.test(court) ? Number(court) : null;
}

/**
 * The Match Setup form (spec §2, §5): four names, game rule, service mode, each team's first
 * server and an optional email, validated on change with the spec's messages.
 */
export function MatchSetupForm({
  court,
  onCreated,
  onCourtBusy,
}: {
  court: string;
  onCreated: (matchId: string) => void;
  onCourtBusy: (matchId: string) => void;
}) {
  const form = useForm<MatchSetupInput, unknown, MatchSetupValues>({
    resolver: zodResolver(matchSetupSchema),
    defaultValues: EMPTY_SETUP,
    mode: 'onChange',
  });
  const [failure, setFailure] = useState<string | null>(null);
  const [goldenPointMode, serviceMode, team1Server, team2Server] = useWatch({
    control: form.control,
    name: ['settings.goldenPointMode', 'settings.serviceConfig.mode', SERVER_FIELDS[1], SERVER_FIELDS[2]],
  });
  const servers = { 1: team1Server ?? 1, 2: team2Server ?? 1 };
  const { errors, isSubmitting } = form.formState;

  const handleToggleServer = (team: 1 | 2) => {
    form.setValue(SERVER_FIELDS[team], servers[team] === 1 ? 2 : 1, { shouldDirty: true });
  };

  const errorOf = (field: PlayerFieldSpec) => errors[field.key]?.name?.message;

  const handleValid = async (values: MatchSetupValues) => {
    setFailure(null);
    const courtId = courtIdOf(court);
    if (courtId === null) {
      setFailure(MESSAGES.courtNotFound);
      return;
    }
    const body: MatchCreateBody = {
      team1Player1: values.team1Player1,
      team1Player2: values.team1Player2,
      team2Player1: values.team2Player1,
      team2Player2: values.team2Player2,
      settings: { ...values.settings, ...FIXED_FORMAT },
      courtId,
      ...(values.email ? { email: values.email } : {}),
    };
    try {
      const answer = await createMatch(body);
      if (answer.success) {
        onCreated(answer.data.id);
        return;
      }
      const busyWith = answer.status === 409 ? activeMatchIdOf(answer.body) : null;
      if (busyWith) onCourtBusy(busyWith);
      else setFailure(answer.message || MESSAGES.createMatch);
    } catch {
      setFailure(MESSAGES.createMatch);
    }
  };

  const handleStart = (event: FormEvent<HTMLFormElement>) => {
    // Blank names are sent as 'Player 1' / 'Player 2' (spec §5); the fields show what is sent.
    for (const field of PLAYER_FIELDS) {
      if (form.getValues(field.name).trim() === '') form.setValue(field.name, defaultPlayerName(field));
    }
    return form.handleSubmit(handleValid)(event);
  };

  return (
    <form className="flex flex-col gap-5" onSubmit={handleStart} noValidate>
      <div className="grid gap-4 md:grid-cols-2">
        {([1, 2] as const).map((team) => (
          <fieldset key={team} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
            <legend className="float-left mb-2 flex w-full items-center justify-between text-base font-bold text-court-800">
              <span>Team {team}</span>
              <span className="text-xs font-medium text-slate-500">1st / 2nd: who serves first</span>
            </legend>
            <div className="clear-left flex flex-col gap-3">
              {PLAYER_FIELDS.filter((field) => field.team === team).map((field) => (
                <PlayerField
                  key={field.name}
                  team={team}
                  player={field.player}
                  servesFirst={servers[team] === field.player}
                  onToggleServer={() => handleToggleServer(team)}
                  error={errorOf(field)}
                  {...form.register(field.name)}
                />
              ))}
            </div>
          </fieldset>
        ))}
      </div>

      <div className="grid gap-5 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 md:grid-cols-2">
        <OptionGroup
          legend="Game rule"
          options={DEUCE_OPTIONS}
          selected={goldenPointMode ?? DEFAULT_DEUCE_MODE}
          inputProps={form.register('settings.goldenPointMode')}
        />
        <OptionGroup
          legend="First serve"
          options={SERVICE_OPTIONS}
          selected={serviceMode ?? DEFAULT_SERVICE_MODE}
          inputProps={form.register('settings.serviceConfig.mode')}
        />
      </div>

      <div className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
        <TextField
          label="Email (optional)"
          type="email"
          inputMode="email"
          autoComplete="email"
          hint="To receive your performance after the match"
          error={errors.email?.message}
          {...form.register('email')}
        />
      </div>

      {failure ? (
        <p
          role="alert"
          className="rounded-lg bg-red-50 px-4 py-3 text-sm font-medium text-red-700 ring-1 ring-red-200"
        >
          {failure}
        </p>
      ) : null}
      <Button type="submit" size="lg" loading={isSubmitting} className="w-full">
        Start Match
      </Button>
    </form>
  );
}
