import type { LiveScore, PressLinkView } from '@bandeja/contract';
import { HEADERS, SCREEN_MESSAGES, type ScoreAction } from '@bandeja/contract/plain';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { PageSpinner } from '../../components/ui/spinner.tsx';
import { apiRequest } from '../../lib/api-client.ts';
import { useWakeLock } from '../../lib/board/use-wake-lock.ts';
import { sayFailure } from '../../lib/i18n/error-text.ts';
import { i18n } from '../../lib/i18n/i18n.ts';
import { acceptScore, parseLiveScore, useLiveScore } from '../../lib/live-score.ts';
import { type SendAction, useActionOutbox } from '../../lib/outbox/use-action-outbox.ts';
import { queryKeys } from '../../lib/resources/keys.ts';
import { useMatchChannel } from '../../lib/socket.ts';
import { toast } from '../../lib/toast.tsx';
import { CONTROL_MESSAGES, offlineText } from '../court-control/messages.ts';

/** A short buzz when the server has taken the press: the phone stays in a pocket or a hand. */
const CONFIRM_VIBRATION_MS = 80;

function pressPath(matchId: string) {
  return `/press/${encodeURIComponent(matchId)}`;
}

/** A phone's press goes to its link's route with the link's token (docs/api.md, "Score from a phone"). */
function sendWith(token: string): SendAction {
  return (matchId, action, queued) =>
    apiRequest('POST', `${pressPath(matchId)}/${action}`, {
      parse: parseLiveScore,
      fallback: SCREEN_MESSAGES.actionFailed,
      headers: { [HEADERS.pressToken]: token, [HEADERS.idempotencyKey]: queued.key },
      body: { pressedAt: queued.pressedAt },
      signOutOnUnauthorized: false,
      signal: AbortSignal.timeout(8000),
    });
}

/**
 * `/press/{matchId}?t=…`: a phone as a WatchButton (docs/hardware.md, "On the court tablet and a
 * phone"). Two big buttons, our point and their point, and undo, for the link's match only; presses
 * go through the court tablet's outbox (lib/outbox) (kept while offline, sent once each with their press
 * times); the phone buzzes when one is taken and its screen stays on.
 */
export function PhonePressPage() {
  const { matchId = '' } = useParams();
  const [search] = useSearchParams();
  const token = search.get('t') ?? '';
  const view = useQuery({
    queryKey: queryKeys.matchPressView(matchId, token),
    queryFn: async () => {
      const answer = await apiRequest<PressLinkView>('GET', pressPath(matchId), {
        parse: (data) => data as PressLinkView,
        fallback: SCREEN_MESSAGES.genericError,
        headers: { [HEADERS.pressToken]: token },
        signOutOnUnauthorized: false,
      });
      if (!answer.success) throw new Error(sayFailure(answer));
      return answer.data;
    },
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (view.isError)
    return (
      <main className="flex min-h-dvh items-center justify-center bg-slate-950 p-6 text-center">
        <p role="alert" className="text-xl font-semibold text-white">
          {view.error.message}
        </p>
      </main>
    );
  if (!view.data) return <PageSpinner />;
  return <PressButtons view={view.data} token={token} />;
}

function PressButtons({ view, token }: { view: PressLinkView; token: string }) {
  const ours = view.team;
  const theirs = ours === 'team1' ? 'team2' : 'team1';
  const names = { team1: view.team1_name, team2: view.team2_name };
  // The match's score as every board has it, live, and each press's answer straight into it.
  const queryClient = useQueryClient();
  const score = useLiveScore(view.match_id).data ?? null;
  useMatchChannel(view.match_id);
  const accept = useCallback((answer: LiveScore) => acceptScore(queryClient, answer), [queryClient]);
  useWakeLock(true);
  const send = useCallback(
    (matchId: string, action: ScoreAction, queued: { key: string; pressedAt: number }) =>
      sendWith(token)(matchId, action, queued),
    [token],
  );
  const outbox = useActionOutbox(view.match_id, accept, {
    send,
    outboxKey: `press:${view.match_id}:${ours}`,
    onApplied: () => navigator.vibrate?.(CONFIRM_VIBRATION_MS),
    onBacklogSent: (count) => toast.success(CONTROL_MESSAGES.backlogSent(count)),
  });
  const game = score?.current_game;
  return (
    <main className="flex h-dvh flex-col gap-3 bg-slate-950 p-3 text-white" data-testid="phone-press">
      <header className="flex items-baseline justify-between gap-2 px-1">
        <p className="truncate text-sm font-semibold text-slate-300">
          {names[ours]} <span className="text-slate-500">·</span> {names[theirs]}
        </p>
        {game ? (
          <p className="shrink-0 font-mono text-lg font-bold" data-testid="phone-score">
            {ours === 'team1'
              ? `${game.team1_score}–${game.team2_score}`
              : `${game.team2_score}–${game.team1_score}`}
          </p>
        ) : null}
      </header>
      {outbox.offline || outbox.waiting.length > 0 ? (
        <p role="status" className="rounded-xl bg-amber-400 px-3 py-2 text-sm font-semibold text-slate-950">
          {offlineText(outbox.waiting.length)}
        </p>
      ) : null}
      <PointButton colour="bg-ball" team={names[ours]} onPress={() => outbox.press(`${ours}-point`)}>
        <Trans>Our point</Trans>
      </PointButton>
      <PointButton colour="bg-sky-500" team={names[theirs]} onPress={() => outbox.press(`${theirs}-point`)}>
        <Trans>Their point</Trans>
      </PointButton>
      <button
        type="button"
        aria-label={i18n._(msg`Undo the last point`)}
        className="min-h-20 rounded-3xl bg-slate-800 text-2xl font-bold ring-1 ring-white/20 active:bg-slate-700"
        onClick={() => outbox.press('undo')}
      >
        <Trans>Undo</Trans>
      </button>
    </main>
  );
}

/** One of the two big buttons: a point for a team, in its colour, the team's names under it. */
function PointButton({
  colour,
  team,
  onPress,
  children,
}: {
  colour: string;
  team: string;
  onPress: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={`flex flex-1 flex-col items-center justify-center rounded-3xl px-4 text-center font-black shadow-lg active:scale-[0.98] disabled:opacity-50 ${colour} text-slate-950`}
      onClick={onPress}
    >
      <span className="text-5xl">{children}</span>
      <span className="mt-2 max-w-full truncate text-lg font-semibold">{team}</span>
    </button>
  );
}
