import { lazy, Suspense } from 'react';
import type { Branding } from '../../../lib/board/club-branding.ts';

const Loaded = lazy(() => import('./sponsor-airtime.tsx'));

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
