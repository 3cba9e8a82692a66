import type { Announcement } from '@bandeja/scoring';

/**
 * Plays the engine's announcements (`announce(rules, previous, next)`) as the files under
 * `/audios/`, one call at a time, on one audio element (a phone's browser unlocks an element, not
 * the page, when the user taps it).
 *
 * Queueing:
 * - a score call (interruptible) waits `settleMs` before it starts, and any newer call replaces it,
 *   so a burst of presses speaks only the final score;
 * - a new call cuts an interruptible call in progress;
 * - game, set and match calls are never cut: newer calls wait for them, and only the newest score
 *   call waits behind them.
 *
 * Browsers that block autoplay refuse `play()` until the user taps the page: the state becomes
 * 'blocked' and the screen shows 'Tap to enable sound', whose handler calls `enable()`.
 */
export type SoundState = 'unknown' | 'enabled' | 'blocked' | 'muted';

/** What the announcer needs of an audio element (HTMLAudioElement has it; tests pass a fake). */
export interface ClipElement {
  src: string;
  currentTime: number;
  onended: ((this: GlobalEventHandlers, event: Event) => unknown) | null;
  onerror: OnErrorEventHandler;
  play(): Promise<void>;
  pause(): void;
}

export interface AnnouncerOptions {
  settleMs: number;
  /**
   * The longest a clip may take (the clips last one to three seconds): a clip that neither ends nor
   * fails by then (a download that stalls, a media pipeline that stops) is skipped, so one stuck
   * clip never silences the screen for the rest of the match.
   */
  clipLimitMs?: number;
  /** Folder of the clips, with a trailing slash; a function when it follows the screen's language. */
  baseUrl?: string | (() => string);
  createElement?: () => ClipElement;
  /** A tiny silent sound to probe and unlock playback with (a blob: URL in the browser). */
  silentSource?: () => string;
  /** Runs `callback` after `ms`; returns a function that cancels it. */
  schedule?: (callback: () => void, ms: number) => () => void;
  storage?: Pick<Storage, 'getItem' | 'setItem'> | null;
}

interface Playing {
  announcement: Announcement;
  index: number;
}

const MUTE_KEY = 'bandeja.scoreboard.sound';

export class Announcer {
  private readonly options: Required<Omit<AnnouncerOptions, 'storage'>> & {
    storage: AnnouncerOptions['storage'];
  };
  private element: ClipElement | null = null;
  private current: Playing | null = null;
  private pending: Announcement[] = [];
  /** Cancels the pending settle delay; null when no score call is settling. */
  private settleTimer: (() => void) | null = null;
  /** Cancels the limit of the clip in progress; null when none plays. */
  private clipTimer: (() => void) | null = null;
  /** Bumped whenever playback is cut, so late events of a cut clip are ignored. */
  private generation = 0;
  private soundState: SoundState;
  private readonly listeners = new Set<() => void>();

  constructor(options: AnnouncerOptions) {
    this.options = {
      clipLimitMs: 10_000,
      baseUrl: '/audios/',
      createElement: () => new Audio(),
      silentSource: silentWavUrl,
      schedule: (callback, ms) => {
        const timer = setTimeout(callback, ms);
        return () => clearTimeout(timer);
      },
      ...options,
      storage: options.storage === undefined ? safeLocalStorage() : options.storage,
    };
    this.soundState = this.options.storage?.getItem(MUTE_KEY) === 'off' ? 'muted' : 'unknown';
  }

  get state(): SoundState {
    return this.soundState;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getState = (): SoundState => this.soundState;

  /** Finds out, without a sound, whether the browser lets this page play audio. */
  probe(): void {
    if (this.soundState !== 'unknown') return;
    void this.playSilence().then((allowed) => {
      if (this.soundState === 'unknown') this.setState(allowed ? 'enabled' : 'blocked');
    });
  }

  /** From a tap: unlocks playback (and unmutes). Resolves to whether sound is now on. */
  async enable(): Promise<boolean> {
    this.options.storage?.setItem(MUTE_KEY, 'on');
    const allowed = await this.playSilence();
    this.setState(allowed ? 'enabled' : 'blocked');
    return allowed;
  }

  mute(): void {
    this.options.storage?.setItem(MUTE_KEY, 'off');
    this.stopAll();
    this.setState('muted');
  }

  say(announcement: Announcement): void {
    if (announcement.clips.length === 0) return;
    if (this.soundState === 'muted' || this.soundState === 'blocked') return;
    // Only the newest score is worth saying; game, set and match calls stay queued.
    this.pending = this.pending.filter((item) => !item.interruptible);
    this.pending.push(announcement);
    if (this.current?.announcement.interruptible) this.cut();
    if (announcement.interruptible) {
      this.settleTimer?.();
      this.settleTimer = this.options.schedule(() => {
        this.settleTimer = null;
        this.pump();
      }, this.options.settleMs);
    }
    this.pump();
  }

  /** Stops everything (the page is leaving). */
  dispose(): void {
    this.stopAll();
  }

  private stopAll(): void {
    this.pending = [];
    this.settleTimer?.();
    this.settleTimer = null;
    this.cut();
  }

  private cut(): void {
    this.stopClipTimer();
    this.generation += 1;
    this.current = null;
    this.element?.pause();
  }

  private pump(): void {
    if (this.current) return;
    const next = this.pending[0];
    if (!next) return;
    // A score call waits for the burst to settle; a game, set or match call starts at once.
    if (next.interruptible && this.settleTimer !== null) return;
    this.pending.shift();
    this.current = { announcement: next, index: 0 };
    this.playCurrent();
  }

  private playCurrent(): void {
    const playing = this.current;
    const clip = playing?.announcement.clips[playing.index];
    if (!playing || clip === undefined) {
      this.current = null;
      this.pump();
      return;
    }
    const generation = this.generation;
    const element = this.audio();
    const advance = () => {
      if (generation !== this.generation || this.current !== playing) return;
      this.stopClipTimer();
      playing.index += 1;
      this.playCurrent();
    };
    element.onended = advance;
    // A missing or broken file skips to the next clip rather than silencing the screen.
    element.onerror = advance;
    const { baseUrl } = this.options;
    element.src = `${typeof baseUrl === 'function' ? baseUrl() : baseUrl}${clip}.mp3`;
    element.currentTime = 0;
    this.stopClipTimer();
    this.clipTimer = this.options.schedule(advance, this.options.clipLimitMs);
    element.play().then(
      () => {
        if (this.soundState === 'unknown') this.setState('enabled');
      },
      (error: unknown) => {
        if (generation !== this.generation) return;
        if (isNotAllowed(error)) {
          this.stopAll();
          this.setState('blocked');
        } else {
          advance();
        }
      },
    );
  }

  private stopClipTimer(): void {
    this.clipTimer?.();
    this.clipTimer = null;
  }

  private async playSilence(): Promise<boolean> {
    if (this.current) return true;
    const element = this.audio();
    element.onended = null;
    element.onerror = null;
    element.src = this.options.silentSource();
    try {
      await element.play();
      return true;
    } catch (error) {
      // Anything but a refusal (e.g. an old browser without the format) does not block sound.
      return !isNotAllowed(error);
    }
  }

  private audio(): ClipElement {
    this.element ??= this.options.createElement();
    return this.element;
  }

  private setState(state: SoundState): void {
    if (state === this.soundState) return;
    this.soundState = state;
    for (const listener of this.listeners) listener();
  }
}

function isNotAllowed(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'name' in error && error.name === 'NotAllowedError';
}

function safeLocalStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

let silentUrl: string | null = null;
/** 50 ms of silence as a WAV blob (the page's CSP allows blob: media, not data:). */
function silentWavUrl(): string {
  if (silentUrl) return silentUrl;
  const sampleRate = 8000;
  const samples = sampleRate / 20;
  const buffer = new ArrayBuffer(44 + samples);
  const view = new DataView(buffer);
  const ascii = (offset: number, text: string) => {
    for (let i = 0; i < text.length; i += 1) view.setUint8(offset + i, text.charCodeAt(i));
  };
  ascii(0, 'RIFF');
  view.setUint32(4, 36 + samples, true);
  ascii(8, 'WAVE');
  ascii(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate, true); // byte rate: 8-bit mono
  view.setUint16(32, 1, true);
  view.setUint16(34, 8, true);
  ascii(36, 'data');
  view.setUint32(40, samples, true);
  for (let i = 0; i < samples; i += 1) view.setUint8(44 + i, 128); // 8-bit silence is 128
  silentUrl = URL.createObjectURL(new Blob([buffer], { type: 'audio/wav' }));
  return silentUrl;
}
