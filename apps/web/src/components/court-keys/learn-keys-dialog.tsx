import type { CourtKeyMap } from '@bandeja/contract/plain';
import { KEY_ACTIONS, SCREEN_MESSAGES } from '@bandeja/contract/plain';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { apiRequest } from '../../lib/api-client.ts';
import { courtKeysKey, useCourtKeys } from '../../lib/court-keys/use-court-keys.ts';
import { sayFailure } from '../../lib/i18n/error-text.ts';
import { i18n } from '../../lib/i18n/i18n.ts';
import { describeScoreAction } from '../../lib/i18n/rule-labels.ts';
import { toast } from '../../lib/toast.tsx';
import { Button } from '../ui/button.tsx';
import { Modal } from '../ui/modal.tsx';

/** A key's name as the tablet shows it: 'Gamepad:0' and 'PageDown' as they are, a letter in capitals. */
const shownKey = (name: string) => (name.length === 1 ? name.toUpperCase() : name);

/**
 * 'Learn keys' for a court (docs/hardware.md, "On the court tablet and a phone"): asks for the key
 * of each action in turn ('press the key for Team 1 point now') and stores them on the court
 * (PUT /courts/{id}/keys), or puts the court back on the default keys. The same dialog on the court
 * tablet's control screen and in the admin's courts list; while it is open, keys are learned, never
 * scored (the page's own listener is off: `useCourtKeys` with `enabled: false`).
 */
export function LearnKeysDialog({ courtId, onClose }: { courtId: number; onClose: () => void }) {
  const queryClient = useQueryClient();
  /** The keys learned so far, in KEY_ACTIONS order. */
  const [learned, setLearned] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const step = KEY_ACTIONS[learned.length] ?? null;

  useCourtKeys({
    courtId,
    enabled: false,
    onAction: () => {},
    onLearn: step === null ? null : (name) => setLearned((keys) => [...keys, name]),
  });

  const save = async (keys: CourtKeyMap | null) => {
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
    toast.success(i18n._(msg`Keys saved`));
    onClose();
  };

  const learnedMap = (): CourtKeyMap =>
    Object.fromEntries(KEY_ACTIONS.map((action, index) => [action, [learned[index] ?? '']])) as CourtKeyMap;

  return (
    <Modal
      open
      title={i18n._(msg`Learn keys`)}
      onClose={onClose}
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
          const key = learned[index];
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
  );
}
