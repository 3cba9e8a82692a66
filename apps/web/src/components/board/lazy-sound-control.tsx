import { type ComponentProps, lazy, Suspense } from 'react';
import type { SoundControl as SoundControlComponent } from './sound-control.tsx';

const Loaded = lazy(() => import('./sound-control.tsx').then((module) => ({ default: module.SoundControl })));

/** The sound switch, loaded with the announcer (after the board's first score). */
export function SoundControl(props: ComponentProps<typeof SoundControlComponent>) {
  if (!props.announcer) return null;
  return (
    <Suspense fallback={null}>
      <Loaded {...props} />
    </Suspense>
  );
}
