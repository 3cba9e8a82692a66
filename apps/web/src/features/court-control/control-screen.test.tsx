// @vitest-environment jsdom
import { type LiveScore, type MatchSettings, settingsOfRules } from '@bandeja/contract';
import type { ScoreAction } from '@bandeja/contract/plain';
import { defaultRules } from '@bandeja/scoring';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n/i18n.ts';
import { queuedAction } from '../../lib/outbox/action-outbox.ts';
import { renderWithProviders } from '../../test-render.tsx';
import { LiveScorePanel } from './components/live-score-panel.tsx';
import { MatchControlPanel } from './components/match-control-panel.tsx';
import { OutboxBanner } from './components/outbox-banner.tsx';
import { usePendingScore } from './use-pending-score.ts';

afterEach(cleanup);

const set = { team1: 0, team2: 0, tiebreak: null };

/** A live score as the server sends it: 15-0 in the first game, unless `overrides` say otherwise. */
function liveScore(overrides: Partial<LiveScore> = {}): LiveScore {
  return {
    status: 'ongoing',
    winner: null,
    finish_reason: null,
    server_defined: true,
    server: 'team1',
    currentSet: 0,
    set_scores: { set1: set, set2: set, set3: set, set4: set, set5: set },
    sets_won: { team1: 0, team2: 0 },
    current_game: {
      team1_score: '15',
      team2_score: '0',
      server: 1,
      is_golden_point: false,
      is_tiebreak: false,
      is_super_tiebreak: false,
      team1_tiebreak_score: 0,
      team2_tiebreak_score: 0,
      current_game: 1,
      current_set: 1,
      deuce_count: 0,
    },
    last_point_score: 'team1',
    last_point_type: 'point',
    situation: { kind: 'none', team: null },
    change_ends: false,
    version: 1,
    match_id: 'm1',
    team1_name: 'Ana & Bea',
    team2_name: 'Carla & Dani',
    match_duration: 5400,
    start_time: '2026-11-23T10:00:00.000Z',
    end_time: null,
    updated_at: '2026-11-23T10:00:00.000Z',
    court_id: 1,
    club_id: 1,
    deuce_mode: 'regular_deuce',
    match_type: 'doubles',
    ...overrides,
  };
}

function renderPanel(score: LiveScore, busyWith: ScoreAction | null = null) {
  const onAction = vi.fn<(action: ScoreAction) => void>();
  const onStart = vi.fn<() => void>();
  const { user } = renderWithProviders(
    <MatchControlPanel score={score} busyWith={busyWith} onAction={onAction} onStart={onStart} />,
  );
  return { onAction, onStart, user };
}

describe('the control screen: a tap sends its action', () => {
  it("sends team 1's and team 2's point, each from its own button", async () => {
    const { onAction, user } = renderPanel(liveScore());
    await user.click(screen.getByRole('button', { name: /Team 1 point/ }));
    await user.click(screen.getByRole('button', { name: /Team 2 point/ }));
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(onAction.mock.calls).toEqual([['team1-point'], ['team2-point'], ['undo']]);
  });

  it('names each point button after its team', () => {
    renderPanel(liveScore());
    expect(screen.getByRole('button', { name: /Team 1 point/ }).textContent).toContain('Ana & Bea');
    expect(screen.getByRole('button', { name: /Team 2 point/ }).textContent).toContain('Carla & Dani');
  });

  it('asks before a reset, sends it only once confirmed and nothing on cancel', async () => {
    const { onAction, user } = renderPanel(liveScore());
    await user.click(screen.getByRole('button', { name: 'Reset game' }));
    expect(screen.getByRole('dialog', { name: 'Reset game?' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onAction).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Reset set' }));
    const dialog = screen.getByRole('dialog', { name: 'Reset set?' });
    const confirm = [...dialog.querySelectorAll('button')].find(
      (button) => button.textContent === 'Reset set',
    );
    if (!confirm) throw new Error('no confirm button in the dialog');
    await user.click(confirm);
    expect(onAction.mock.calls).toEqual([['reset-set']]);
  });

  it('takes no second point while an action is under way (no double point from a double tap)', async () => {
    const { onAction, user } = renderPanel(liveScore(), 'team1-point');
    for (const name of [/Team 1 point/, /Team 2 point/]) {
      const button = screen.getByRole('button', { name }) as HTMLButtonElement;
      expect(button.disabled).toBe(true);
      await user.click(button);
    }
    expect(onAction).not.toHaveBeenCalled();
  });

  it('in warm-up takes points and offers Start match, which starts the clock without a point', async () => {
    const { onAction, onStart, user } = renderPanel(
      liveScore({ status: 'pending', start_time: null, version: 0 }),
    );
    await user.click(screen.getByRole('button', { name: 'Start match' }));
    expect(onStart).toHaveBeenCalledTimes(1);
    expect(onAction).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: /Team 2 point/ }));
    expect(onAction.mock.calls).toEqual([['team2-point']]);
  });

  it('takes no point or reset on a finished match', async () => {
    const { onAction, user } = renderPanel(
      liveScore({ status: 'finished', winner: 'team1', end_time: '2000-01-01T10:00:00.000Z' }),
    );
    for (const name of [/Team 1 point/, /Team 2 point/, 'Reset game', 'Reset set']) {
      await user.click(screen.getByRole('button', { name }));
    }
    expect(onAction).not.toHaveBeenCalled();
    // Its end is long past the undo window: no Undo either.
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
  });
});

describe('the control screen: what Undo takes back', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("marks the match's last point 'Undo takes this back' only while the undo window is open", async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    vi.setSystemTime(Date.parse('2026-11-23T11:00:00.000Z'));
    const onAction = vi.fn<(action: ScoreAction) => void>();
    const panel = (score: LiveScore) => (
      <I18nProvider i18n={i18n}>
        <MatchControlPanel score={score} busyWith={null} onAction={onAction} />
      </I18nProvider>
    );
    const { rerender } = render(panel(liveScore()));
    // The match point arrives: the match is finished now, its undo window open for 60 s.
    const finishedNow = liveScore({
      version: 2,
      status: 'finished',
      winner: 'team1',
      last_point_type: 'match',
      end_time: '2026-11-23T11:00:00.000Z',
    });
    rerender(panel(finishedNow));
    expect(screen.getByTestId('undo-takes-back').textContent).toBe('Undo takes this back');
    expect(screen.getByRole('button', { name: 'Undo' })).toBeTruthy();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(61_000);
    });
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
    expect(screen.queryByText('Undo takes this back')).toBeNull();
    // The point itself stays listed.
    expect(screen.getByRole('list', { name: 'Last points' }).textContent).toContain('Ana & Bea');
  });
});

describe('the control screen: actions queued while offline', () => {
  it('says how many actions wait on the tablet while offline', () => {
    renderWithProviders(
      <OutboxBanner offline waiting={[queuedAction('team1-point'), queuedAction('undo')]} />,
    );
    const banner = screen.getByRole('status');
    expect(banner.textContent).toContain('Offline — 2 actions waiting');
    expect(banner.textContent).toContain('Kept on this tablet and sent in order when the connection returns');
    // The pressed actions are listed as pending: not in the score the server confirmed.
    expect(screen.getByTestId('outbox-pending').textContent).toBe('Pending: Team 1 point · Undo');
  });

  it('says that presses will be kept when offline with nothing waiting yet', () => {
    renderWithProviders(<OutboxBanner offline waiting={[]} />);
    expect(screen.getByRole('status').textContent).toBe(
      'Offline — actions you press are kept and sent when the connection returns',
    );
  });

  it('shows the backlog being sent once back online, and nothing once it is sent', () => {
    const { rerender } = renderWithProviders(
      <OutboxBanner offline={false} waiting={[queuedAction('team2-point')]} />,
    );
    expect(screen.getByRole('status').textContent).toContain('Sending 1 action…');
    expect(screen.getByTestId('outbox-pending').textContent).toBe('Pending: Team 2 point');
    rerender(
      <I18nProvider i18n={i18n}>
        <OutboxBanner offline={false} waiting={[]} />
      </I18nProvider>,
    );
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('the control screen: the score of the actions kept on the tablet', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  /** A padel match, team 1 serving first. */
  const settings: MatchSettings = {
    ...settingsOfRules(defaultRules('PADEL'), {
      presetId: null,
      coinToss: null,
      mixed: false,
      shotClock: false,
    }),
    serviceConfig: { mode: 'team1', team1Server: 1, team2Server: 1 },
  };

  /** The screen as the page composes it: the pending score, else the server's. */
  function Screen({ confirmed, queue }: { confirmed: LiveScore; queue: ReturnType<typeof queuedAction>[] }) {
    const pending = usePendingScore('m1', settings, confirmed, queue);
    return <LiveScorePanel score={pending ?? confirmed} pending={pending !== null} bestOfSets={3} />;
  }

  const points = (team: 'team1' | 'team2') => screen.getByTestId(`${team}-game`).textContent;

  it("shows the engine's score of the queued points, dimmed as pending, and the server's once it answers", async () => {
    // The server's log holds team 1's first point (version 1: 15-0).
    const reads: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      reads.push(url);
      const body = { success: true, data: { events: [{ kind: 'point', team: 'team1', at: 1 }] } };
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    });
    const confirmed = liveScore();
    const queue = [queuedAction('team1-point'), queuedAction('team2-point')];
    const { rerender, queryClient } = renderWithProviders(<Screen confirmed={confirmed} queue={queue} />);
    // 15-0, then a point each kept on the tablet: 30-15, as the engine counts it.
    await waitFor(() =>
      expect(screen.getByTestId('pending-score').textContent).toBe('Pending: saved on this tablet'),
    );
    expect(reads).toEqual(['/api/matches/m1/log']);
    expect(points('team1')).toBe('30');
    expect(points('team2')).toBe('15');
    expect(screen.getByRole('region', { name: 'Live Score' }).dataset.pending).toBe('true');

    // Back online: the server has both points (version 3) and nothing waits: its score, not dimmed.
    const answered = liveScore({
      version: 3,
      current_game: { ...confirmed.current_game, team1_score: '30', team2_score: '15' },
    });
    rerender(
      <QueryClientProvider client={queryClient}>
        <I18nProvider i18n={i18n}>
          <Screen confirmed={answered} queue={[]} />
        </I18nProvider>
      </QueryClientProvider>,
    );
    expect(screen.queryByTestId('pending-score')).toBeNull();
    expect(screen.getByRole('region', { name: 'Live Score' }).dataset.pending).toBeUndefined();
    expect(points('team1')).toBe('30');
  });

  it('shows no pending score when the log is not the one the shown score was made from', async () => {
    const reads: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      reads.push(url);
      const body = { success: true, data: { events: [] } };
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    });
    renderWithProviders(<Screen confirmed={liveScore()} queue={[queuedAction('team1-point')]} />);
    // The log read (empty: version 0) is not the shown score's (version 1).
    await waitFor(() => expect(reads).toHaveLength(1));
    await act(async () => {});
    expect(screen.queryByTestId('pending-score')).toBeNull();
    expect(points('team1')).toBe('15');
  });
});
