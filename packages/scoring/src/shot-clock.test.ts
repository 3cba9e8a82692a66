import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SHOT_CLOCK_SECONDS, shotClockRemaining, warmUpClock } from './shot-clock.ts';
import { shotClockOfLog } from './shot-clock-log.ts';
import { log, rulesOf, STEP_MS, times } from './test-utils.ts';
import type { MatchEvent } from './types.ts';

const rules = rulesOf({ goldenPointMode: 'one_deuce_golden', serviceConfig: { mode: 'team1' } });
const G1 = '1111';
const G2 = '2222';

/** The log of a notation, each event committed `lagMs` after its time (the server's write). */
function committed(notation: string, lagMs = 40) {
  return log(notation).map((event: MatchEvent) => ({ event, committedAt: event.at + lagMs }));
}

/** The commit time of the notation's last event. */
function lastCommit(notation: string, lagMs = 40): number {
  return (notation.length - 1) * STEP_MS + lagMs;
}

describe('the shot clock from the point log (docs/broadcast.md)', () => {
  it('runs the warm-up from the match creation until a point is committed', () => {
    expect(shotClockOfLog(rules, [], 5000)).toEqual({ phase: 'warm_up', startedAt: 5000, seconds: 180 });
    expect(shotClockOfLog(rules, [], null)).toBeNull();
  });

  it.each<[string, string, keyof typeof SHOT_CLOCK_SECONDS]>([
    ['20 s after a point inside a game', '12', 'point'],
    ['90 s at a change of ends (after the first game)', G1, 'change_ends'],
    ['20 s after a game without a change of ends', G1 + G2, 'point'],
    ['120 s at a set break', times(6, G1), 'set_break'],
    ['20 s after an undo: the point is replayed', '121u', 'point'],
    ['20 s after a tiebreak point', `${times(6, G1 + G2)}1`, 'point'],
  ])('%s', (_name, notation, phase) => {
    const clock = shotClockOfLog(rules, committed(notation), 0);
    expect(clock).toEqual({ phase, startedAt: lastCommit(notation), seconds: SHOT_CLOCK_SECONDS[phase] });
  });

  it('stops when the match is over', () => {
    expect(shotClockOfLog(rules, committed(times(12, G1)), 0)).toBeNull();
    expect(shotClockOfLog(rules, committed('12T'), 0)).toBeNull();
  });

  it('starts at the commit time, not at the press time of a point sent late', () => {
    const late = committed('12', 30_000);
    expect(shotClockOfLog(rules, late, 0)?.startedAt).toBe(STEP_MS + 30_000);
  });

  it('counts whole seconds down to zero and never below', () => {
    const clock = warmUpClock(0);
    expect(shotClockRemaining({ startedAt: 1000, seconds: 20 }, 1000)).toBe(20);
    expect(shotClockRemaining({ startedAt: 1000, seconds: 20 }, 1001)).toBe(20);
    expect(shotClockRemaining({ startedAt: 1000, seconds: 20 }, 2000)).toBe(19);
    expect(shotClockRemaining({ startedAt: 1000, seconds: 20 }, 21_000)).toBe(0);
    expect(shotClockRemaining(clock, 10 * 60_000)).toBe(0);
  });

  it("shows its full seconds, never more, while the screen's estimate of the server's time is before its start", () => {
    expect(shotClockRemaining({ startedAt: 1000, seconds: 20 }, 999)).toBe(20);
    expect(shotClockRemaining({ startedAt: 1000, seconds: 20 }, 0)).toBe(20);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e12 }),
        fc.integer({ min: 1, max: 600 }),
        fc.integer(),
        (startedAt, seconds, offset) => {
          const left = shotClockRemaining({ startedAt, seconds }, startedAt + offset);
          return left >= 0 && left <= seconds;
        },
      ),
    );
  });

  it('drifts at most 0.5 s from the point log over a whole set, read every 100 ms', () => {
    // A screen reading the server's time every 100 ms: the clock it shows at each reading is the
    // log's (phase and start) and its seconds left are the exact time left, rounded up.
    const notation = times(6, G1);
    const entries = committed(notation);
    for (let count = 1; count <= entries.length; count += 1) {
      const prefix = entries.slice(0, count);
      const clock = shotClockOfLog(rules, prefix, 0);
      if (clock === null) continue;
      const commit = prefix[prefix.length - 1]?.committedAt ?? 0;
      expect(Math.abs(clock.startedAt - commit)).toBeLessThanOrEqual(500);
      for (let elapsed = 0; elapsed <= clock.seconds * 1000; elapsed += 100) {
        const exact = clock.seconds - elapsed / 1000;
        const shown = shotClockRemaining(clock, commit + elapsed);
        expect(shown - exact).toBeGreaterThanOrEqual(0);
        expect(shown - exact).toBeLessThan(1);
      }
    }
  });
});
