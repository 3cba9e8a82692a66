import { Suspense } from 'react';
import type { Branding } from '../../../lib/board/club-branding.ts';
import { lazyPart } from '../../../lib/lazy-part.ts';

export const Loaded = lazyPart(() => import('./sponsor-airtime.tsx').then((module) => module.default));

/**
 * Sponsors' airtime (docs/broadcast.md), loaded after the first paint of a club's display with
 * sponsor logos; it counts only on a paired TV (sponsor-airtime.tsx reads the device token). A
 * club without sponsors never loads it.
 */
export function SponsorAirtime({ branding }: { branding: Branding | undefined }) {
  if (!branding?.clubId || branding.sponsorLogos.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Loaded clubId={branding.clubId} />
    </Suspense>
  );
}
