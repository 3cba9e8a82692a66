// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RETURN_AFTER_FINISH_MS, useReturnWhenFinished } from './use-return-when-finished.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('a tablet left on a finished control screen', () => {
  it('goes back to the court dashboard 2 minutes after the match finished, not before', () => {
    const onReturn = vi.fn();
    const { rerender } = renderHook(({ finished }) => useReturnWhenFinished(finished, onReturn), {
      initialProps: { finished: false },
    });
    vi.advanceTimersByTime(10 * 60_000);
    expect(onReturn).not.toHaveBeenCalled();

    rerender({ finished: true });
    expect(RETURN_AFTER_FINISH_MS).toBe(120_000);
    vi.advanceTimersByTime(RETURN_AFTER_FINISH_MS - 1);
    expect(onReturn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onReturn).toHaveBeenCalledTimes(1);
  });

  it('stays when an undo reopens the match within the window', () => {
    const onReturn = vi.fn();
    const { rerender } = renderHook(({ finished }) => useReturnWhenFinished(finished, onReturn), {
      initialProps: { finished: true },
    });
    vi.advanceTimersByTime(30_000);
    rerender({ finished: false });
    vi.advanceTimersByTime(RETURN_AFTER_FINISH_MS);
    expect(onReturn).not.toHaveBeenCalled();
  });
});
