import { lazy, Suspense } from 'react';
import type { Branding } from '../../../lib/board/club-branding.ts';
import { displayToken } from '../api/display-self.ts';

const Loaded = lazy(() => import('./sponsor-airtime.tsx'));

/**
 * Sponsors' airtime (docs/broadcast.md), loaded only where it counts: on a paired TV (it has a
 * device token) of a club with sponsor logos. A page opened by its address, a phone or a club
 * without sponsors never loads it.
 */
export function SponsorAirtime({ branding }: { branding: Branding | undefined }) {
  const token = displayToken.get();
  if (!token || !branding?.clubId || branding.sponsorLogos.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Loaded clubId={branding.clubId} token={token} />
    </Suspense>
  );
}
