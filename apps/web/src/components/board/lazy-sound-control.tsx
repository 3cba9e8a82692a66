import { type ComponentProps, Suspense } from 'react';
import { lazyPart } from '../../lib/lazy-part.ts';
import type { SoundControl as SoundControlComponent } from './sound-control.tsx';

export const Loaded = lazyPart(() => import('./sound-control.tsx').then((module) => module.SoundControl));

/** The sound switch, loaded with the announcer (after the board's first score). */
export function SoundControl(props: ComponentProps<typeof SoundControlComponent>) {
  if (!props.announcer) return null;
  return (
    <Suspense fallback={null}>
      <Loaded {...props} />
    </Suspense>
  );
}
