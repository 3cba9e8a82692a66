import { describe, expect, it } from 'vitest';
import { AirtimeMeter, airtimeStorageKey } from './airtime-meter.ts';

/** A local storage in memory, shared by the meters of one test (one TV, reloaded). */
function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

function meter(storage = memoryStorage()) {
  let next = 0;
  return new AirtimeMeter(7, { storage, newId: () => `beat-${++next}` });
}

/** Ticks every second from `from` to `to` (ms) with the same logos on screen. */
function show(m: AirtimeMeter, logos: number[], from: number, to: number) {
  for (let at = from; at <= to; at += 1000) m.tick(new Set(logos), at);
}

describe("a TV's airtime meter (docs/broadcast.md)", () => {
  it('counts a showing as one impression, in slices of at most 60 s', () => {
    const m = meter();
    show(m, [1], 0, 150_000);
    m.tick(new Set(), 151_000);
    expect(m.pending(10).map((beat) => [beat.sponsor_id, beat.seconds, beat.impression])).toEqual([
      [1, 60, true],
      [1, 60, false],
      [1, 30, false],
    ]);
  });

  it('counts nothing while the logo is not visible, and a new impression when it is back', () => {
    const m = meter();
    show(m, [1, 2], 0, 8000);
    show(m, [3], 9000, 17_000);
    show(m, [1, 2], 18_000, 26_000);
    m.tick(new Set(), 27_000);
    expect(m.pending(10).map((beat) => [beat.sponsor_id, beat.seconds, beat.impression])).toEqual([
      [1, 8, true],
      [2, 8, true],
      [3, 8, true],
      [1, 8, true],
      [2, 8, true],
    ]);
  });

  it('does not count a gap in its ticks (a frozen or sleeping screen) as shown', () => {
    const m = meter();
    show(m, [1], 0, 5000);
    show(m, [1], 65_000, 70_000);
    m.tick(new Set(), 71_000);
    expect(m.pending(10).map((beat) => [beat.seconds, beat.impression])).toEqual([
      [5, true],
      [5, true],
    ]);
  });

  it('keeps its queue and the open showing across a reload, each heartbeat with its own id', () => {
    const storage = memoryStorage();
    const before = meter(storage);
    show(before, [1], 0, 20_000);
    before.tick(new Set(), 21_000);
    show(before, [2], 22_000, 30_000);
    // Reloaded while logo 2 was on screen: the new page finds both.
    const after = new AirtimeMeter(7, { storage, newId: () => 'later' });
    const beats = after.pending(10);
    expect(beats.map((beat) => [beat.sponsor_id, beat.seconds])).toEqual([
      [1, 20],
      [2, 8],
    ]);
    expect(new Set(beats.map((beat) => beat.id)).size).toBe(2);
    expect(storage.getItem(airtimeStorageKey(7))).toContain(beats[0]?.id);
  });

  it('cuts the showings on screen before a send without a new impression', () => {
    const m = meter();
    show(m, [1], 0, 12_000);
    m.cut();
    show(m, [1], 13_000, 20_000);
    m.tick(new Set(), 21_000);
    expect(m.pending(10).map((beat) => [beat.seconds, beat.impression])).toEqual([
      [12, true],
      [8, false],
    ]);
  });

  it('forgets what the server acknowledged, keeps the rest for later (offline)', () => {
    const m = meter();
    show(m, [1, 2], 0, 10_000);
    m.tick(new Set(), 11_000);
    const [first, second] = m.pending(10);
    m.acknowledge([first?.id ?? '']);
    expect(m.pending(10)).toEqual([second]);
  });
});
