// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { Announcer, type ClipElement } from './announcer.ts';

/** An audio element that records what it was asked to play; the test ends clips by hand. */
class FakeElement implements ClipElement {
  src = '';
  currentTime = 0;
  onended: ClipElement['onended'] = null;
  onerror: ClipElement['onerror'] = null;
  paused = true;
  started: string[] = [];
  refuse: 'NotAllowedError' | null = null;

  play(): Promise<void> {
    if (this.refuse) return Promise.reject(Object.assign(new Error('refused'), { name: this.refuse }));
    this.paused = false;
    if (!this.src.startsWith('silence')) this.started.push(clipOf(this.src));
    return Promise.resolve();
  }

  pause(): void {
    this.paused = true;
  }

  /** The clip in progress plays to its end. */
  end(): void {
    this.paused = true;
    this.onended?.call(window, new Event('ended'));
  }

  get playing(): string | null {
    return this.paused ? null : clipOf(this.src);
  }
}

function clipOf(src: string): string {
  return src.replace('/audios/', '').replace('.mp3', '');
}

/** A clock the test advances by hand. */
function manualClock() {
  let now = 0;
  const timers = new Set<{ at: number; callback: () => void }>();
  return {
    schedule(callback: () => void, ms: number) {
      const timer = { at: now + ms, callback };
      timers.add(timer);
      return () => timers.delete(timer);
    },
    advance(ms: number) {
      now += ms;
      for (const timer of [...timers].sort((a, b) => a.at - b.at)) {
        if (timer.at <= now) {
          timers.delete(timer);
          timer.callback();
        }
      }
    },
  };
}

function setup() {
  const element = new FakeElement();
  const clock = manualClock();
  const announcer = new Announcer({
    settleMs: 200,
    createElement: () => element,
    silentSource: () => 'silence.wav',
    schedule: clock.schedule,
    storage: null,
  });
  return { element, clock, announcer };
}

const score = (...clips: string[]) => ({ clips, interruptible: true });
const call = (...clips: string[]) => ({ clips, interruptible: false });
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('announcer queue', () => {
  it('speaks a score call once the burst has settled', () => {
    const { element, clock, announcer } = setup();
    announcer.say(score('15-0'));
    expect(element.started).toEqual([]);
    clock.advance(200);
    expect(element.started).toEqual(['15-0']);
  });

  it('speaks only the final score after rapid presses', () => {
    const { element, clock, announcer } = setup();
    announcer.say(score('15-0'));
    clock.advance(100);
    announcer.say(score('30-0'));
    clock.advance(100);
    announcer.say(score('40-0'));
    clock.advance(200);
    expect(element.started).toEqual(['40-0']);
  });

  it('a new score cuts the score call in progress', () => {
    const { element, clock, announcer } = setup();
    announcer.say(score('15-0'));
    clock.advance(200);
    expect(element.playing).toBe('15-0');
    announcer.say(score('15-15'));
    expect(element.playing).toBeNull();
    clock.advance(200);
    expect(element.started).toEqual(['15-0', '15-15']);
  });

  it('a game call is not cut: the newest score waits behind it', () => {
    const { element, clock, announcer } = setup();
    announcer.say(call('game', 'change-ends'));
    expect(element.playing).toBe('game');
    announcer.say(score('15-0'));
    announcer.say(score('30-0'));
    clock.advance(500);
    expect(element.playing).toBe('game');
    element.end();
    expect(element.playing).toBe('change-ends');
    element.end();
    expect(element.started).toEqual(['game', 'change-ends', '30-0']);
  });

  it('set and match calls queue behind each other, never dropped', () => {
    const { element, announcer } = setup();
    announcer.say(call('game-and-set'));
    announcer.say(call('game-set-match'));
    element.end();
    expect(element.started).toEqual(['game-and-set', 'game-set-match']);
  });

  it('a game call cuts a score call in progress', () => {
    const { element, clock, announcer } = setup();
    announcer.say(score('40-15'));
    clock.advance(200);
    announcer.say(call('game'));
    expect(element.playing).toBe('game');
    expect(element.started).toEqual(['40-15', 'game']);
  });

  it('plays the clips of one call in order', () => {
    const { element, clock, announcer } = setup();
    announcer.say(score('30-40', 'break-point'));
    clock.advance(200);
    element.end();
    expect(element.started).toEqual(['30-40', 'break-point']);
  });

  it('a refused play (autoplay blocked) turns the state to blocked and drops the queue', async () => {
    const { element, announcer } = setup();
    element.refuse = 'NotAllowedError';
    announcer.say(call('game'));
    await flush();
    expect(announcer.state).toBe('blocked');
    announcer.say(call('game'));
    expect(element.started).toEqual([]);
  });

  it('probing without a gesture finds out whether sound is allowed', async () => {
    const { element, announcer } = setup();
    element.refuse = 'NotAllowedError';
    announcer.probe();
    await flush();
    expect(announcer.state).toBe('blocked');
    element.refuse = null;
    await expect(announcer.enable()).resolves.toBe(true);
    expect(announcer.state).toBe('enabled');
  });

  it('says nothing while muted', () => {
    const { element, clock, announcer } = setup();
    announcer.mute();
    announcer.say(call('game'));
    clock.advance(1000);
    expect(element.started).toEqual([]);
    expect(announcer.state).toBe('muted');
  });

  it('a clip that neither ends nor fails within its limit is skipped: the match call after it still plays', () => {
    const { element, clock, announcer } = setup();
    announcer.say(call('game', 'change-ends'));
    announcer.say(call('game-set-match'));
    clock.advance(9_999);
    expect(element.playing).toBe('game');
    clock.advance(1);
    expect(element.playing).toBe('change-ends');
    element.end();
    expect(element.started).toEqual(['game', 'change-ends', 'game-set-match']);
    // A clip that ended in time leaves no limit behind to skip the next one early.
    clock.advance(9_999);
    expect(element.playing).toBe('game-set-match');
  });

  it('a missing file skips to the next clip', () => {
    const { element, clock, announcer } = setup();
    announcer.say(score('15-40', 'break-point'));
    clock.advance(200);
    element.onerror?.call(window, new Event('error'));
    expect(element.started).toEqual(['15-40', 'break-point']);
  });
});
