import type { Announcer, SoundState } from '../../lib/board/announcer.ts';
import { SOUND_BUTTON, SoundLabel } from './sound-label.tsx';
import { BOARD_TEXT } from './text.ts';

/**
 * Browsers may block sound until the page is tapped: then a visible 'Tap to enable sound' (any tap
 * on the page also enables it). Otherwise a small switch to mute and unmute the calls.
 */
export function SoundControl({ announcer, sound }: { announcer: Announcer | null; sound: SoundState }) {
  if (sound === 'unknown' || !announcer) return null;
  if (sound === 'blocked') {
    return (
      <button
        type="button"
        data-testid="sound-control"
        data-sound={sound}
        onClick={() => void announcer.enable()}
        className={`${SOUND_BUTTON} motion-safe:animate-pulse bg-ball text-slate-950 shadow-lg`}
      >
        <SpeakerIcon on={false} />
        <SoundLabel shown={BOARD_TEXT.tapForSound} />
      </button>
    );
  }
  const on = sound === 'enabled';
  return (
    <button
      type="button"
      data-testid="sound-control"
      data-sound={sound}
      aria-pressed={on}
      onClick={() => (on ? announcer.mute() : void announcer.enable())}
      className={`${SOUND_BUTTON} bg-white/10 text-slate-200 hover:bg-white/20`}
    >
      <SpeakerIcon on={on} />
      <SoundLabel shown={on ? BOARD_TEXT.soundOn : BOARD_TEXT.soundOff} />
    </button>
  );
}

/** A speaker, with waves when on and a cross when off (no emoji: TV browsers often lack the font). */
function SpeakerIcon({ on }: { on: boolean }) {
  return (
    <svg
      aria-hidden
      viewBox="0 0 24 24"
      className="size-[1.2em]"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M4 9h4l5-4v14l-5-4H4z" fill="currentColor" strokeLinejoin="round" />
      {on ? (
        <path d="M16 9a4 4 0 0 1 0 6M18.5 6.5a7.5 7.5 0 0 1 0 11" strokeLinecap="round" />
      ) : (
        <path d="M16 9l5 6M21 9l-5 6" strokeLinecap="round" />
      )}
    </svg>
  );
}
