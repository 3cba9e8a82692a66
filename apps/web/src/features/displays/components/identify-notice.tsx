import { lazy, Suspense } from 'react';
import { useIdentifiedPresses } from '../../../lib/buttons/identify.ts';

// The notice's text and drawing load with the first press: most TVs never see identify mode.
const IdentifyPress = lazy(() => import('./identify-press.tsx'));

/**
 * Identify mode on the court's TV (docs/api.md "Device health"): each press of the court's buttons
 * is shown for a few seconds over whatever the display shows ('Team 1 button — single press —
 * battery 87 %'), so the admin sees which button is which from the court.
 */
export function IdentifyNotice({ courtId }: { courtId: number }) {
  const [latest] = useIdentifiedPresses(courtId, { keep: 1, join: false });
  if (!latest) return null;
  return (
    <Suspense fallback={null}>
      <IdentifyPress press={latest} />
    </Suspense>
  );
}
