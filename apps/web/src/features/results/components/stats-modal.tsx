import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { ModalForm } from '../../../components/ui/modal-form.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { i18n } from '../../../lib/i18n/i18n.ts';
import { textTable } from '../../../lib/i18n/text-table.ts';
import type { PickablePlayer, PlayerNumber } from '../match-display.ts';

export const STATS_MODAL_TEXT = textTable({
  title: msg`View Player Statistics`,
  selectPlayer: msg`Please select a player`,
  required: msg`* Required`,
  selectHint: msg`Please select a player to view statistics`,
  invalidEmail: msg`Please enter a valid email address`,
  emailHelp: msg`We'll send the statistics to your email address`,
});

/** docs/product.md#validation: non-empty and containing '@'. */
function isEmail(value: string): boolean {
  return value.trim().length > 0 && value.includes('@');
}

/**
 * 'View Player Statistics' (docs/product.md#results-and-history, docs/product.md#validation): pick a player and give an email. Both are checked on
 * 'View Statistics'; nothing is sent until both pass.
 */
export function StatsModal({
  players,
  onCancel,
  onSubmit,
}: {
  players: PickablePlayer[];
  onCancel: () => void;
  onSubmit: (choice: { playerNumber: PlayerNumber; email: string }) => void;
}) {
  const [playerNumber, setPlayerNumber] = useState<PlayerNumber | null>(null);
  const [email, setEmail] = useState('');
  const [playerError, setPlayerError] = useState(false);
  const [emailError, setEmailError] = useState(false);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const missingPlayer = playerNumber === null;
    const badEmail = !isEmail(email);
    setPlayerError(missingPlayer);
    setEmailError(badEmail);
    if (playerNumber === null || badEmail) return;
    onSubmit({ playerNumber, email: email.trim() });
  }

  function handlePick(number: PlayerNumber) {
    setPlayerNumber(number);
    setPlayerError(false);
  }

  return (
    <ModalForm
      title={STATS_MODAL_TEXT.title}
      submitLabel={i18n._(msg`View Statistics`)}
      submitting={false}
      onSubmit={handleSubmit}
      onClose={onCancel}
      formClassName="flex flex-col gap-5"
    >
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-slate-700">
          <Trans>Select Player</Trans>{' '}
          {playerError ? (
            <span className="font-semibold text-red-600">{STATS_MODAL_TEXT.required}</span>
          ) : null}
        </legend>
        <div
          role="radiogroup"
          aria-label={i18n._(msg`Player`)}
          aria-invalid={playerError || undefined}
          className={`grid grid-cols-1 gap-2 rounded-xl p-1 sm:grid-cols-2 ${playerError ? 'ring-2 ring-red-300' : ''}`}
        >
          {players.map((player) => {
            const selected = player.number === playerNumber;
            return (
              // biome-ignore lint/a11y/useSemanticElements: a card-like radio, with its initial and team
              <button
                key={player.number}
                type="button"
                role="radio"
                aria-checked={selected}
                onClick={() => handlePick(player.number)}
                className={`flex items-center gap-3 rounded-xl px-3 py-2.5 text-left ring-1 transition ${
                  selected ? 'bg-court-50 ring-2 ring-court-600' : 'bg-white ring-slate-200 hover:bg-slate-50'
                }`}
              >
                <span
                  aria-hidden
                  className={`flex size-10 shrink-0 items-center justify-center rounded-full text-lg font-bold ${
                    player.team === 'Team 1' ? 'bg-court-700 text-white' : 'bg-ball text-court-900'
                  }`}
                >
                  {player.name.charAt(0).toUpperCase()}
                </span>
                <span className="min-w-0">
                  <span className="block truncate font-semibold text-slate-900">{player.name}</span>
                  <span className="block text-xs text-slate-500">
                    {player.team === 'Team 1' ? i18n._(msg`Team 1`) : i18n._(msg`Team 2`)}
                  </span>
                </span>
              </button>
            );
          })}
        </div>
        {playerError ? (
          <div className="mt-2">
            <p role="alert" className="text-sm font-medium text-red-600">
              {STATS_MODAL_TEXT.selectPlayer}
            </p>
            <p className="text-sm text-slate-500">{STATS_MODAL_TEXT.selectHint}</p>
          </div>
        ) : null}
      </fieldset>

      <TextField
        label={i18n._(msg`Email`)}
        type="email"
        inputMode="email"
        autoComplete="email"
        placeholder="you@example.com"
        value={email}
        onChange={(event) => {
          setEmail(event.target.value);
          setEmailError(false);
        }}
        error={emailError ? STATS_MODAL_TEXT.invalidEmail : undefined}
        hint={STATS_MODAL_TEXT.emailHelp}
      />
    </ModalForm>
  );
}
