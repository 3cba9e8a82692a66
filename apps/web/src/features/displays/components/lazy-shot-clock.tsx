import { type ComponentProps, Suspense } from 'react';
import { lazyPart } from '../../../lib/lazy-part.ts';
import type { ShotClock as ShotClockComponent } from './shot-clock.tsx';

export const Loaded = lazyPart(() => import('./shot-clock.tsx').then((module) => module.ShotClock));

/**
 * The shot clock (docs/broadcast.md), loaded once a live score carries one: a club that plays
 * without it (the default) never loads its code.
 */
export function ShotClock(props: ComponentProps<typeof ShotClockComponent>) {
  if (!props.clock) return null;
  return (
    <Suspense fallback={null}>
      <Loaded {...props} />
    </Suspense>
  );
}
