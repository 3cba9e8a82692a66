// @vitest-environment jsdom
import type { CourtBoard } from '@bandeja/contract';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** The page's socket as the room sees it: listeners by event, and what the page emitted. */
const fake = vi.hoisted(() => {
  const listeners = new Map<string, Set<(...args: unknown[]) => void>>();
  const socket = {
    connected: false,
    emitted: [] as [string, unknown][],
    on(event: string, listener: (...args: unknown[]) => void) {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event)?.add(listener);
      return socket;
    },
    off(event: string, listener: (...args: unknown[]) => void) {
      listeners.get(event)?.delete(listener);
      return socket;
    },
    emit(event: string, payload: unknown) {
      socket.emitted.push([event, payload]);
      return socket;
    },
    connect() {
      return socket;
    },
    /** The server says `event` to this page. */
    hear(event: string, ...args: unknown[]) {
      for (const listener of [...(listeners.get(event) ?? [])]) listener(...args);
    },
    listening: (event: string) => listeners.get(event)?.size ?? 0,
  };
  return socket;
});

vi.mock('socket.io-client', () => ({ io: () => fake }));

const { useRoom } = await import('./socket.ts');

afterEach(() => {
  cleanup();
  fake.emitted.length = 0;
  fake.connected = false;
});

describe("a screen's socket room (useRoom)", () => {
  it('listens, joins on every connect, and on unmount leaves and stops listening', async () => {
    const boards: CourtBoard[] = [];
    const { unmount } = renderHook(() =>
      useRoom('court:3', (socket) => ({
        listeners: { courtBoard: (board) => boards.push(board) },
        join: () => socket.emit('joinCourt', { courtId: 3 }),
        leave: () => socket.emit('leaveCourt', { courtId: 3 }),
      })),
    );
    await waitFor(() => expect(fake.listening('courtBoard')).toBe(1));
    const connectListeners = fake.listening('connect');

    // Not connected yet: nothing is emitted until the socket connects, then it joins each time.
    expect(fake.emitted).toEqual([]);
    fake.connected = true;
    fake.hear('connect');
    fake.hear('connect');
    expect(fake.emitted).toEqual([
      ['joinCourt', { courtId: 3 }],
      ['joinCourt', { courtId: 3 }],
    ]);

    const board = { court: { id: 3 } } as CourtBoard;
    fake.hear('courtBoard', board);
    expect(boards).toEqual([board]);

    unmount();
    expect(fake.emitted.at(-1)).toEqual(['leaveCourt', { courtId: 3 }]);
    expect(fake.listening('courtBoard')).toBe(0);
    expect(fake.listening('connect')).toBe(connectListeners - 1);
    fake.hear('courtBoard', board);
    expect(boards).toHaveLength(1);
  });

  it('follows nothing while there is nothing to follow (open answers null)', async () => {
    const open = vi.fn(() => null);
    const connectListeners = fake.listening('connect');
    renderHook(() => useRoom('court:', open));
    await waitFor(() => expect(open).toHaveBeenCalled());
    expect(fake.listening('connect')).toBe(connectListeners);
    expect(fake.emitted).toEqual([]);
  });
});
