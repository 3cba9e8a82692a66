import type { FinishedMatchItem, MatchStatisticsPayload } from '@bandeja/contract';
import { MESSAGES } from '@bandeja/contract/plain';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { sayError, sayFailure } from '../../../lib/i18n/error-text.ts';
import { i18n } from '../../../lib/i18n/i18n.ts';
import { matchStatisticsQuery } from '../../../lib/resources/matches.ts';
import { toast } from '../../../lib/toast.tsx';
import { sendStatisticsEmail } from '../api/send-statistics-email.ts';
import { type PickablePlayer, type PlayerNumber, playersOf } from '../match-display.ts';
import { PlayerStatisticsView } from './player-statistics-view.tsx';
import { StatsModal } from './stats-modal.tsx';

type Step =
  | { kind: 'form' }
  | { kind: 'loading' }
  | { kind: 'view'; statistics: MatchStatisticsPayload; player: PickablePlayer };

/**
 * The results stats flow of docs/product.md#states: modal open → validated → loading overlay → statistics view.
 * The mail is sent alongside; its outcome is told in a toast.
 */
export function StatsFlow({ match, onDone }: { match: FinishedMatchItem; onDone: () => void }) {
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>({ kind: 'form' });
  const players = playersOf(match);

  async function handleSubmit(choice: { playerNumber: PlayerNumber; email: string }) {
    setStep({ kind: 'loading' });
    const player = players.find((candidate) => candidate.number === choice.playerNumber);
    const mail = sendStatisticsEmail(match.id, choice).then((result) => {
      if (result.success) toast.success(i18n._(msg`Statistics sent to ${result.data.email}`));
      else toast.error(sayFailure(result));
    });
    try {
      const statistics = await queryClient.fetchQuery(matchStatisticsQuery(match.id));
      if (!player) throw new Error('unknown player');
      setStep({ kind: 'view', statistics, player });
    } catch (error) {
      toast.error(sayError(error, MESSAGES.fetchMatchStats));
      onDone();
    }
    await mail;
  }

  switch (step.kind) {
    case 'form':
      return <StatsModal players={players} onCancel={onDone} onSubmit={handleSubmit} />;
    case 'loading':
      return (
        <div
          className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-3 bg-slate-900/60 text-white"
          data-testid="stats-loading"
        >
          <Spinner label={i18n._(msg`Loading statistics`)} className="border-white/30 border-t-white" />
          <p className="font-medium">
            <Trans>Loading statistics…</Trans>
          </p>
        </div>
      );
    case 'view':
      return <PlayerStatisticsView statistics={step.statistics} player={step.player} onClose={onDone} />;
  }
}
