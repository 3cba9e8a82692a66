import type { KeyAction } from '@bandeja/contract/plain';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { LearnKeysDialog } from '../../../components/court-keys/learn-keys-dialog.tsx';
import { PhoneLinks } from '../../../components/press-links/phone-links.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { useCourtKeys } from '../../../lib/court-keys/use-court-keys.ts';
import { i18n } from '../../../lib/i18n/i18n.ts';

/**
 * The court tablet's Bluetooth keys and phones (docs/hardware.md, "On the court tablet and a
 * phone"): while the control screen is open, the court's keys score through `onAction` (the
 * outbox, like a tap); 'Learn keys' asks for the key of each action in turn and stores them on the
 * court (the admin's courts list has the same dialog); 'Score from a phone' shows a QR code per team.
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
  const [phones, setPhones] = useState(false);
  const [learning, setLearning] = useState(false);

  useCourtKeys({ courtId, enabled: !phones && !learning, onAction });

  return (
    <section className="flex flex-wrap items-center gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <p className="min-w-0 flex-1 text-sm text-slate-600">
        <Trans>
          Bluetooth keys score here: PageUp or A for team 1, PageDown or B for team 2, U or Backspace to undo,
          or the keys you teach this court.
        </Trans>
      </p>
      <Button variant="secondary" onClick={() => setLearning(true)} disabled={courtId === null}>
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

      {learning && courtId !== null ? (
        <LearnKeysDialog courtId={courtId} onClose={() => setLearning(false)} />
      ) : null}
    </section>
  );
}
