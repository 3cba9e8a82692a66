import { type ComponentProps, lazy, Suspense } from 'react';
import type { ShotClock as ShotClockComponent } from './shot-clock.tsx';

const Loaded = lazy(() => import('./shot-clock.tsx').then((module) => ({ default: module.ShotClock })));

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
