import type { CourtKeyMap, KeyAction } from '@bandeja/contract/plain';
import { KEY_ACTIONS, SCREEN_MESSAGES } from '@bandeja/contract/plain';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { PhoneLinks } from '../../../components/press-links/phone-links.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { apiRequest } from '../../../lib/api-client.ts';
import { courtKeysKey, useCourtKeys } from '../../../lib/court-keys/use-court-keys.ts';
import { sayFailure } from '../../../lib/i18n/error-text.ts';
import { i18n } from '../../../lib/i18n/i18n.ts';
import { describeScoreAction } from '../../../lib/i18n/rule-labels.ts';
import { toast } from '../../../lib/toast.tsx';

/** A key's name as the tablet shows it: 'Gamepad:0' and 'PageDown' as they are, a letter in capitals. */
const shownKey = (name: string) => (name.length === 1 ? name.toUpperCase() : name);

/**
 * The court tablet's Bluetooth keys and phones (docs/hardware.md, "On the court tablet and a
 * phone"): while the control screen is open, the court's keys score through `onAction` (the
 * outbox, like a tap); 'Learn keys' asks for the key of each action in turn and stores them on the
 * court; 'Score from a phone' shows a QR code per team.
 */
export function KeysAndPhones({
  matchId,
  courtId,
  teamNames,
  onAction,
}: {
  matchId: string;
  courtId: number | null;
  teamNames: { team1: string; team2: string };
  onAction: (action: KeyAction) => void;
}) {
  const queryClient = useQueryClient();
  const [phones, setPhones] = useState(false);
  /** While learning: the keys learned so far, in KEY_ACTIONS order. */
  const [learned, setLearned] = useState<string[] | null>(null);
  const [saving, setSaving] = useState(false);
  const step = learned === null ? null : (KEY_ACTIONS[learned.length] ?? null);

  useCourtKeys({
    courtId,
    enabled: !phones && learned === null,
    onAction,
    onLearn: step === null ? null : (name) => setLearned((keys) => (keys ? [...keys, name] : keys)),
  });

  const save = async (keys: CourtKeyMap | null) => {
    if (courtId === null) return;
    setSaving(true);
    const answer = await apiRequest('PUT', `/courts/${courtId}/keys`, {
      body: { keys },
      parse: (data) => (data as { keys: CourtKeyMap | null }).keys,
      fallback: SCREEN_MESSAGES.actionFailed,
    });
    setSaving(false);
    if (!answer.success) {
      toast.error(sayFailure(answer));
      return;
    }
    queryClient.setQueryData(courtKeysKey(courtId), answer.data);
    setLearned(null);
    toast.success(i18n._(msg`Keys saved`));
  };

  const learnedMap = (): CourtKeyMap =>
    Object.fromEntries(KEY_ACTIONS.map((action, index) => [action, [learned?.[index] ?? '']])) as CourtKeyMap;

  return (
    <section className="flex flex-wrap items-center gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <p className="min-w-0 flex-1 text-sm text-slate-600">
        <Trans>
          Bluetooth keys score here: PageUp or A for team 1, PageDown or B for team 2, U or Backspace to undo,
          or the keys you teach this court.
        </Trans>
      </p>
      <Button variant="secondary" onClick={() => setLearned([])} disabled={courtId === null}>
        <Trans>Learn keys</Trans>
      </Button>
      <Button variant="secondary" onClick={() => setPhones(true)}>
        <Trans>Score from a phone</Trans>
      </Button>

      <Modal open={phones} title={i18n._(msg`Score from a phone`)} onClose={() => setPhones(false)} size="lg">
        <p className="mb-4 text-sm text-slate-600">
          <Trans>Each team scans its code: the phone scores this match only, until it ends.</Trans>
        </p>
        {phones ? <PhoneLinks matchId={matchId} teamNames={teamNames} /> : null}
      </Modal>

      <Modal
        open={learned !== null}
        title={i18n._(msg`Learn keys`)}
        onClose={() => setLearned(null)}
        footer={
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" disabled={saving} onClick={() => void save(null)}>
              <Trans>Use the default keys</Trans>
            </Button>
            <Button disabled={saving || step !== null} onClick={() => void save(learnedMap())}>
              <Trans>Save keys</Trans>
            </Button>
          </div>
        }
      >
        <ol className="flex flex-col gap-2" data-testid="key-learning">
          {KEY_ACTIONS.map((action, index) => {
            const key = learned?.[index];
            const label = describeScoreAction(action);
            return (
              <li
                key={action}
                className={`flex items-center justify-between rounded-xl px-3 py-2 ring-1 ${
                  action === step ? 'bg-amber-50 ring-amber-300' : 'ring-slate-200'
                }`}
              >
                <span className="font-semibold text-slate-800">{label}</span>
                <span className="font-mono text-slate-700">
                  {key ? shownKey(key) : action === step ? i18n._(msg`Press the key for ${label} now`) : '…'}
                </span>
              </li>
            );
          })}
        </ol>
      </Modal>
    </section>
  );
}
