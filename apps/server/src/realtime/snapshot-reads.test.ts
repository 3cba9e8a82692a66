import { describe, expect, it } from 'vitest';
import { ServerBusyError, SnapshotReads } from './snapshot-reads.ts';

/** Reads start on the next turn of the event loop: this waits for it (and the one after). */
const turn = async () => {
  await new Promise((resolve) => setImmediate(resolve));
  await new Promise((resolve) => setImmediate(resolve));
};

/** A read the test finishes by hand: which matches were read, in order, and how many at once. */
function controlledReads() {
  const pending: { matchId: string; finish: (value: string) => void }[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const read = (matchId: string) =>
    new Promise<string>((resolve) => {
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
      pending.push({
        matchId,
        finish: (value) => {
          inFlight -= 1;
          resolve(value);
        },
      });
    });
  return {
    read,
    started: () => pending.map((entry) => entry.matchId),
    maxInFlight: () => maxInFlight,
    /** Finishes the oldest read, then lets the next ones start. */
    async finishNext(value: string) {
      const next = pending.shift();
      if (!next) throw new Error('no read pending');
      next.finish(value);
      await turn();
    },
  };
}

describe('snapshot reads for the sockets', () => {
  it('shares one read among everyone who asks in the same turn', async () => {
    const reads = controlledReads();
    const snapshots = new SnapshotReads(reads.read, { concurrency: 1, maxWaiting: 10 });
    const asks = Array.from({ length: 50 }, () => snapshots.get('m1'));
    await turn();
    expect(reads.started()).toEqual(['m1']);
    await reads.finishNext('m1 v7');
    expect(await Promise.all(asks)).toEqual(Array(50).fill('m1 v7'));
    expect(snapshots.reads).toBe(1);
  });

  it('keeps one read in flight per match: those who ask while it runs share the next one', async () => {
    const reads = controlledReads();
    const snapshots = new SnapshotReads(reads.read, { concurrency: 4, maxWaiting: 10 });
    const first = snapshots.get('m1');
    await turn();
    const later: Promise<string>[] = [];
    for (let round = 0; round < 5; round += 1) {
      later.push(...Array.from({ length: 4 }, () => snapshots.get('m1')));
      await turn();
    }
    expect(reads.started()).toEqual(['m1']);
    await reads.finishNext('v1');
    expect(await first).toBe('v1');
    // The next read started after those asks: it sees what was committed before they joined.
    expect(reads.started()).toEqual(['m1']);
    await reads.finishNext('v2');
    expect(new Set(await Promise.all(later))).toEqual(new Set(['v2']));
    expect(reads.maxInFlight()).toBe(1);
    expect(snapshots.reads).toBe(2);
  });

  it('reads different matches at most `concurrency` at a time, in order', async () => {
    const reads = controlledReads();
    const snapshots = new SnapshotReads(reads.read, { concurrency: 2, maxWaiting: 10 });
    const answers = ['a', 'b', 'c', 'd'].map((id) => snapshots.get(id));
    await turn();
    expect(reads.started()).toEqual(['a', 'b']);
    await reads.finishNext('A');
    expect(reads.started()).toEqual(['b', 'c']);
    await reads.finishNext('B');
    await reads.finishNext('C');
    await reads.finishNext('D');
    expect(await Promise.all(answers)).toEqual(['A', 'B', 'C', 'D']);
    expect(reads.maxInFlight()).toBe(2);
  });

  it('refuses a new match when too many wait, and serves it again once the line moves', async () => {
    const reads = controlledReads();
    const snapshots = new SnapshotReads(reads.read, { concurrency: 1, maxWaiting: 2 });
    const running = snapshots.get('a');
    await turn();
    const waiting = [snapshots.get('b'), snapshots.get('c')];
    await expect(snapshots.get('d')).rejects.toBeInstanceOf(ServerBusyError);
    // A match already waiting is shared, not refused.
    const sharedWithB = snapshots.get('b');
    await reads.finishNext('A');
    await running;
    const d = snapshots.get('d');
    await reads.finishNext('B');
    await reads.finishNext('C');
    await reads.finishNext('D');
    expect(await Promise.all([...waiting, sharedWithB, d])).toEqual(['B', 'C', 'B', 'D']);
  });

  it('hands a failed read’s error to whoever shared it; the next read is a fresh one', async () => {
    let attempt = 0;
    const snapshots = new SnapshotReads(
      async () => {
        attempt += 1;
        if (attempt === 1) throw new Error('database unreachable');
        return 'v1';
      },
      { concurrency: 1, maxWaiting: 10 },
    );
    const failed = [snapshots.get('m1'), snapshots.get('m1')];
    for (const ask of failed) await expect(ask).rejects.toThrow('database unreachable');
    expect(await snapshots.get('m1')).toBe('v1');
  });
});
