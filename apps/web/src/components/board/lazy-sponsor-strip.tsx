import { type ComponentProps, Suspense } from 'react';
import { lazyPart } from '../../lib/lazy-part.ts';
import type { SponsorStrip as SponsorStripComponent } from './sponsor-strip.tsx';

export const Loaded = lazyPart(() => import('./sponsor-strip.tsx').then((module) => module.SponsorStrip));

/**
 * The sponsor strip, loaded once the club's branding has logos: the branding comes from its own
 * request after the first score, and a club without sponsors never loads it (decision 007).
 */
export function SponsorStrip(props: ComponentProps<typeof SponsorStripComponent>) {
  if (!props.branding?.sponsorLogos.length) return null;
  return (
    <Suspense fallback={null}>
      <Loaded {...props} />
    </Suspense>
  );
}
