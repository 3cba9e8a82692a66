import type { PlayerName } from '@bandeja/contract';
import { MESSAGES, SLOT_MINUTES } from '@bandeja/contract/plain';
import {
  DEUCE_MODES,
  type DeuceMode,
  defaultRules,
  MATCH_TYPES,
  type MatchType,
  presetsFor,
  SERVICE_MODES,
  type ServiceMode,
  type Sport,
} from '@bandeja/scoring';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import { type FieldErrors, useForm, useWatch } from 'react-hook-form';
import { RosterSuggestions } from '../../../components/roster/roster-suggestions.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { CheckboxField } from '../../../components/ui/checkbox-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { sayCode, sayFailure } from '../../../lib/i18n/error-text.ts';
import { i18n } from '../../../lib/i18n/i18n.ts';
import { describeDeuceMode, describeServiceMode } from '../../../lib/i18n/rule-labels.ts';
import { addCourtPlayer, courtPlayersQuery } from '../api/court-players.ts';
import { activeMatchIdOf, createMatch } from '../api/create-match.ts';
import {
  bestOfChoices,
  choiceIn,
  choiceOf,
  createBodyOf,
  defaultPlayerName,
  type FormatChoice,
  initialSetup,
  type MatchSetupInput,
  type MatchSetupValues,
  matchSetupResolver,
  PLAYER_KEYS,
  type PlayerField as PlayerFieldSpec,
  playerFieldsOf,
  presetOf,
  SET_LENGTH_CHOICES,
} from '../match-setup-schema.ts';
import { SETUP_TEXT } from '../texts.ts';
import { OptionGroup } from './option-group.tsx';
import { PlayerField } from './player-field.tsx';

const SERVER_FIELDS = {
  1: 'settings.serviceConfig.team1Server',
  2: 'settings.serviceConfig.team2Server',
} as const;

/** The court id as the API takes it (a JSON number); null when the URL holds no court id. */
function courtIdOf(court: string): number | null {
  return /^\d+$/.test(court) ? Number(court) : null;
}

/** The message of the first error under `settings` (the engine's verdict points at one field). */
function settingsError(
  errors: FieldErrors<MatchSetupInput>,
  key: keyof NonNullable<MatchSetupInput['settings']>,
) {
  const error = errors.settings?.[key];
  return error && 'message' in error && typeof error.message === 'string' ? error.message : undefined;
}

const card = 'rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200';

/**
 * The Match Setup form (docs/product.md#match-creation, docs/product.md#validation; docs/api.md "Match formats"): singles or doubles, the names,
 * the format (a preset in one tap, then each option: sets, set length, deciding set, game rule,
 * court slot) with the court's sport's defaults, who serves first and an optional email; checked on
 * change with the contract's messages.
 */
export function MatchSetupForm({
  court,
  courtToken,
  sport,
  clubShotClock = false,
  onCreated,
  onCourtBusy,
}: {
  court: string;
  /** The court token of the QR code that opened the page (docs/api.md); none for a signed-in manager. */
  courtToken: string | null;
  sport: Sport;
  /** The club's setting for new matches: the shot clock box's first state (docs/broadcast.md). */
  clubShotClock?: boolean;
  onCreated: (matchId: string) => void;
  onCourtBusy: (matchId: string) => void;
}) {
  const form = useForm<MatchSetupInput, unknown, MatchSetupValues>({
    resolver: matchSetupResolver(sport),
    defaultValues: initialSetup(sport, { shotClock: clubShotClock }),
    mode: 'onChange',
  });
  const [failure, setFailure] = useState<string | null>(null);
  const [matchType = 'doubles', settings = {}] = useWatch({
    control: form.control,
    name: ['matchType', 'settings'],
  });
  const choice = choiceIn(settings);
  const preset = presetOf(sport, choice);
  const servers = {
    1: settings.serviceConfig?.team1Server ?? 1,
    2: settings.serviceConfig?.team2Server ?? 1,
  };
  const { errors, isSubmitting } = form.formState;
  const defaults = defaultRules(sport);

  /** Sets the format and checks the form again (a change may clear or raise an error elsewhere). */
  function chooseFormat(next: FormatChoice) {
    const dirty = { shouldDirty: true };
    form.setValue('settings.bestOfSets', next.bestOfSets, dirty);
    form.setValue('settings.gamesPerSet', next.gamesPerSet, dirty);
    form.setValue('settings.tiebreakAt', next.tiebreakAt, dirty);
    form.setValue('settings.superTiebreak', next.superTiebreak, dirty);
    form.setValue('settings.slotMinutes', next.slotMinutes, dirty);
    void form.trigger();
  }

  const handleMatchType = (type: MatchType) => {
    form.setValue('matchType', type, { shouldDirty: true });
    // A second player serving first does not exist in singles.
    if (type === 'singles') {
      form.setValue(SERVER_FIELDS[1], 1);
      form.setValue(SERVER_FIELDS[2], 1);
    }
    void form.trigger();
  };

  const handleToggleServer = (team: 1 | 2) => {
    form.setValue(SERVER_FIELDS[team], servers[team] === 1 ? 2 : 1, { shouldDirty: true });
  };

  // The name field whose roster suggestions show (docs/players.md): the one last focused.
  const [picking, setPicking] = useState<PlayerFieldSpec['key'] | null>(null);
  const named = useWatch({ control: form.control, name: PLAYER_KEYS });
  const rosterCourtId = courtIdOf(court);

  /** A name typed is a guest's: it no longer names the roster player picked before. */
  const nameInput = (field: PlayerFieldSpec) => {
    const registered = form.register(field.name);
    return {
      ...registered,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        form.setValue(`${field.key}.playerId`, undefined);
        return registered.onChange(event);
      },
      onFocus: () => setPicking(field.key),
    };
  };

  const pickRosterPlayer = (field: PlayerFieldSpec, player: PlayerName) => {
    form.setValue(field.name, player.name, { shouldValidate: true, shouldDirty: true });
    form.setValue(`${field.key}.playerId`, player.id);
    setPicking(null);
  };

  // A player's name refused, or the whole player (a second player in singles).
  const errorOf = (field: PlayerFieldSpec) => errors[field.key]?.name?.message ?? errors[field.key]?.message;

  const handleValid = async (values: MatchSetupValues) => {
    setFailure(null);
    const courtId = courtIdOf(court);
    if (courtId === null) {
      setFailure(sayCode('courtNotFound'));
      return;
    }
    try {
      const body = createBodyOf(values, courtId);
      const answer = await createMatch(courtToken ? { ...body, courtToken } : body);
      if (answer.success) {
        onCreated(answer.data.id);
        return;
      }
      const busyWith = answer.status === 409 ? activeMatchIdOf(answer.body) : null;
      if (busyWith) onCourtBusy(busyWith);
      else setFailure(sayFailure(answer, MESSAGES.createMatch));
    } catch {
      setFailure(sayCode('createMatch'));
    }
  };

  const handleStart = (event: FormEvent<HTMLFormElement>) => {
    // Blank names are sent as 'Player 1' / 'Player 2' (docs/product.md#validation); the fields show what is sent.
    for (const field of playerFieldsOf(matchType)) {
      if ((form.getValues(field.name) ?? '').trim() === '')
        form.setValue(field.name, defaultPlayerName(field));
    }
    return form.handleSubmit(handleValid)(event);
  };

  const setLengths = SET_LENGTH_CHOICES.some((length) => length.gamesPerSet === choice.gamesPerSet)
    ? SET_LENGTH_CHOICES
    : [...SET_LENGTH_CHOICES, { gamesPerSet: choice.gamesPerSet, tiebreakAt: choice.tiebreakAt }];

  return (
    <form className="flex flex-col gap-5" onSubmit={handleStart} noValidate>
      <div className={card}>
        <OptionGroup
          name="match-type"
          compact
          legend={SETUP_TEXT.matchType}
          hint={SETUP_TEXT.matchTypeHint}
          columns={2}
          options={MATCH_TYPES.map((type) => ({ key: type, label: SETUP_TEXT.matchTypes[type] }))}
          selected={matchType}
          onSelect={handleMatchType}
          error={errors.matchType?.message}
        />
        {matchType === 'doubles' ? (
          <CheckboxField
            data-testid="setup-mixed"
            className="mt-3"
            label={SETUP_TEXT.mixed}
            hint={SETUP_TEXT.mixedHint}
            {...form.register('settings.mixed')}
          />
        ) : null}
        <CheckboxField
          data-testid="setup-shot-clock"
          className="mt-3"
          label={SETUP_TEXT.shotClock}
          hint={SETUP_TEXT.shotClockHint}
          {...form.register('settings.shotClock')}
        />
      </div>

      <div className="grid gap-4 md:grid-cols-2">
        {([1, 2] as const).map((team) => (
          <fieldset key={team} className={card}>
            <legend className="float-left mb-2 flex w-full items-center justify-between text-base font-bold text-court-800">
              <span>
                <Trans>Team {team}</Trans>
              </span>
              {matchType === 'doubles' ? (
                <span className="text-xs font-medium text-slate-500">{SETUP_TEXT.whoServesFirst}</span>
              ) : null}
            </legend>
            <div className="clear-left flex flex-col gap-3">
              {playerFieldsOf(matchType)
                .filter((field) => field.team === team)
                .map((field) => (
                  <PlayerField
                    key={field.name}
                    team={team}
                    player={field.player}
                    label={matchType === 'singles' ? SETUP_TEXT.player : undefined}
                    servesFirst={servers[team] === field.player}
                    onToggleServer={matchType === 'doubles' ? () => handleToggleServer(team) : undefined}
                    error={errorOf(field)}
                    rosterPlayer={named[PLAYER_KEYS.indexOf(field.key)]?.playerId !== undefined}
                    {...nameInput(field)}
                  >
                    {picking === field.key && rosterCourtId !== null ? (
                      <RosterSuggestions
                        roster={(search) => courtPlayersQuery(rosterCourtId, courtToken, search)}
                        onAdd={(name) => addCourtPlayer(rosterCourtId, courtToken, name)}
                        typed={named[PLAYER_KEYS.indexOf(field.key)]?.name ?? ''}
                        onPick={(player) => pickRosterPlayer(field, player)}
                      />
                    ) : null}
                  </PlayerField>
                ))}
            </div>
          </fieldset>
        ))}
      </div>

      <section aria-labelledby="format-title" className={`${card} flex flex-col gap-5`}>
        <div>
          <h2 id="format-title" className="text-base font-bold text-court-800">
            {SETUP_TEXT.format}
          </h2>
          <p className="mt-0.5 text-xs text-slate-500">{SETUP_TEXT.sportDefaults[sport]}</p>
        </div>
        <OptionGroup
          name="preset"
          legend={SETUP_TEXT.presets}
          hint={preset ? SETUP_TEXT.formatHint : SETUP_TEXT.customFormat}
          columns={1}
          options={presetsFor(sport).map((candidate) => ({
            key: candidate.id,
            label: candidate.name,
            description: candidate.description,
          }))}
          selected={preset?.id ?? null}
          onSelect={(id) => {
            const chosen = presetsFor(sport).find((candidate) => candidate.id === id);
            if (chosen) chooseFormat(choiceOf(chosen));
          }}
        />
        <div className="grid gap-5 md:grid-cols-2">
          <OptionGroup
            name="best-of"
            compact
            legend={SETUP_TEXT.bestOf}
            hint={SETUP_TEXT.bestOfHint}
            columns={sport === 'TENNIS' ? 3 : 2}
            options={bestOfChoices(sport).map((sets) => ({
              key: String(sets),
              label: SETUP_TEXT.bestOfLabel(sets),
            }))}
            selected={String(choice.bestOfSets)}
            onSelect={(key) => chooseFormat({ ...choice, bestOfSets: key === '1' ? 1 : key === '5' ? 5 : 3 })}
            error={settingsError(errors, 'bestOfSets')}
          />
          <OptionGroup
            name="set-length"
            compact
            legend={SETUP_TEXT.setLength}
            hint={SETUP_TEXT.setLengthHint}
            columns={2}
            options={setLengths.map((length) => ({
              key: String(length.gamesPerSet),
              label: SETUP_TEXT.setLengthLabel(length.gamesPerSet),
              description: SETUP_TEXT.tiebreakAtLabel(length.tiebreakAt),
            }))}
            selected={String(choice.gamesPerSet)}
            onSelect={(key) => {
              const length = setLengths.find((candidate) => String(candidate.gamesPerSet) === key);
              if (length) chooseFormat({ ...choice, ...length });
            }}
            error={settingsError(errors, 'gamesPerSet') ?? settingsError(errors, 'tiebreakAt')}
          />
          <OptionGroup
            name="deciding-set"
            compact
            legend={SETUP_TEXT.decidingSet}
            hint={SETUP_TEXT.decidingSetHint}
            columns={2}
            options={[
              { key: 'full', label: SETUP_TEXT.fullSet },
              { key: 'tiebreak', label: SETUP_TEXT.matchTiebreak },
            ]}
            selected={choice.superTiebreak ? 'tiebreak' : 'full'}
            onSelect={(key) => chooseFormat({ ...choice, superTiebreak: key === 'tiebreak' })}
            error={settingsError(errors, 'superTiebreak')}
          />
          <OptionGroup
            name="slot"
            compact
            legend={SETUP_TEXT.slot}
            hint={SETUP_TEXT.slotHint}
            columns={4}
            options={[...SLOT_MINUTES, null].map((minutes) => ({
              key: String(minutes),
              label: SETUP_TEXT.slotLabel(minutes),
            }))}
            selected={String(choice.slotMinutes)}
            onSelect={(key) =>
              chooseFormat({
                ...choice,
                slotMinutes: SLOT_MINUTES.find((minutes) => String(minutes) === key) ?? null,
              })
            }
            error={settingsError(errors, 'slotMinutes')}
          />
        </div>
      </section>

      <div className={`${card} grid gap-5 md:grid-cols-2`}>
        <OptionGroup<DeuceMode>
          name="game-rule"
          legend={SETUP_TEXT.gameRule}
          hint={SETUP_TEXT.gameRuleHint}
          options={DEUCE_MODES.map((mode) => ({
            key: mode,
            label: describeDeuceMode(mode),
            ...(mode === defaults.goldenPointMode ? { note: SETUP_TEXT.defaultNote } : {}),
          }))}
          selected={settings.goldenPointMode ?? defaults.goldenPointMode}
          onSelect={(mode) => form.setValue('settings.goldenPointMode', mode, { shouldDirty: true })}
          error={settingsError(errors, 'goldenPointMode')}
        />
        <OptionGroup<ServiceMode>
          name="first-serve"
          legend={SETUP_TEXT.firstServe}
          options={SERVICE_MODES.map((mode) => ({
            key: mode,
            label: describeServiceMode(mode),
            ...(mode === defaults.serviceMode ? { note: SETUP_TEXT.defaultNote } : {}),
          }))}
          selected={settings.serviceConfig?.mode ?? defaults.serviceMode}
          onSelect={(mode) => form.setValue('settings.serviceConfig.mode', mode, { shouldDirty: true })}
          error={settingsError(errors, 'serviceConfig')}
        />
      </div>

      <div className={card}>
        <TextField
          label={i18n._(msg`Email (optional)`)}
          type="email"
          inputMode="email"
          autoComplete="email"
          hint={i18n._(msg`To receive your performance after the match`)}
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
        <Trans>Start Match</Trans>
      </Button>
    </form>
  );
}
