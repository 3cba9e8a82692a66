import { type ComponentProps, Suspense } from 'react';
import { lazyPart } from '../../lib/lazy-part.ts';
import type { SoundControl as SoundControlComponent } from './sound-control.tsx';
import { SOUND_BUTTON, SoundLabel } from './sound-label.tsx';

export const Loaded = lazyPart(() => import('./sound-control.tsx').then((module) => module.SoundControl));

/**
 * The sound switch, loaded with the announcer (after the board's first score). Its place is kept
 * from the first paint on, empty, so that its coming shifts nothing (docs/displays.md, "The first
 * paint").
 */
export function SoundControl(props: ComponentProps<typeof SoundControlComponent>) {
  const place = (
    <span aria-hidden className={`${SOUND_BUTTON} invisible`}>
      <span className="size-[1.2em]" />
      <SoundLabel shown={null} />
    </span>
  );
  if (!props.announcer || props.sound === 'unknown') return place;
  return (
    <Suspense fallback={place}>
      <Loaded {...props} />
    </Suspense>
  );
}
