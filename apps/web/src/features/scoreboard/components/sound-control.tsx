import type { Announcer, SoundState } from '../lib/announcer.ts';

/**
 * Browsers may block sound until the page is tapped: then a visible 'Tap to enable sound' (any tap
 * on the page also enables it). Otherwise a small switch to mute and unmute the calls.
 */
export function SoundControl({ announcer, sound }: { announcer: Announcer; sound: SoundState }) {
  if (sound === 'unknown') return null;
  if (sound === 'blocked') {
    return (
      <button
        type="button"
        data-testid="sound-control"
        data-sound={sound}
        onClick={() => void announcer.enable()}
        className="animate-pulse rounded-full bg-ball px-[2vmin] py-[0.8vmin] text-[clamp(0.85rem,2.4vmin,1.8rem)] font-bold text-slate-950 shadow-lg"
      >
        <span aria-hidden>🔈 </span>Tap to enable sound
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
      className="rounded-full bg-white/10 px-[1.6vmin] py-[0.6vmin] text-[clamp(0.75rem,2vmin,1.5rem)] font-semibold text-slate-200 hover:bg-white/20"
    >
      <span aria-hidden>{on ? '🔊 ' : '🔇 '}</span>
      {on ? 'Sound on' : 'Sound off'}
    </button>
  );
}
