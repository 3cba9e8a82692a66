// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { syncServerClock } from '../../../lib/board/server-clock.ts';
import { renderWithProviders } from '../../../test-render.tsx';
import { ShotClock } from './shot-clock.tsx';

const SERVER_NOW = Date.parse('2026-11-23T10:00:00.000Z');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the shot clock on a screen (docs/broadcast.md)', () => {
  it('counts from the server commit time, not from a TV clock 45 s slow', () => {
    // The TV's own clock is 45 s behind the server's; the display's answer says the server's time.
    vi.setSystemTime(SERVER_NOW - 45_000);
    syncServerClock(new Date(SERVER_NOW).toISOString());
    const clock = {
      phase: 'point' as const,
      started_at: new Date(SERVER_NOW - 5_000).toISOString(),
      seconds: 20,
    };
    renderWithProviders(<ShotClock clock={clock} variant="tv" />);
    expect(screen.getByTestId('shot-clock-seconds').textContent).toBe('15');
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(screen.getByTestId('shot-clock-seconds').textContent).toBe('5');
  });

  it('says a discreet Time at zero, and shows minutes for the long phases', () => {
    vi.setSystemTime(SERVER_NOW);
    syncServerClock(new Date(SERVER_NOW).toISOString());
    const warmUp = {
      phase: 'warm_up' as const,
      started_at: new Date(SERVER_NOW - 60_000).toISOString(),
      seconds: 180,
    };
    const { rerender } = renderWithProviders(<ShotClock clock={warmUp} variant="bug" />);
    expect(screen.getByTestId('shot-clock').textContent).toContain('Warm-up');
    expect(screen.getByTestId('shot-clock-seconds').textContent).toBe('2:00');
    const over = {
      phase: 'point' as const,
      started_at: new Date(SERVER_NOW - 25_000).toISOString(),
      seconds: 20,
    };
    rerender(<ShotClock clock={over} variant="bug" />);
    expect(screen.getByTestId('shot-clock-seconds').textContent).toBe('Time');
    rerender(<ShotClock clock={null} variant="bug" />);
    expect(screen.queryByTestId('shot-clock')).toBeNull();
  });
});
