import { useEffect, useState } from 'react';
import { IDENTIFY_SHOWN_MS, identifyText, useIdentifiedPresses } from '../../../lib/buttons/identify.ts';

/**
 * Identify mode on the court's TV (docs/api.md "Device health"): each press of the court's buttons
 * is shown for a few seconds over whatever the display shows ('Team 1 button — single press —
 * battery 87 %'), so the admin sees which button is which from the court.
 */
export function IdentifyNotice({ courtId }: { courtId: number }) {
  const [latest] = useIdentifiedPresses(courtId, { keep: 1, join: false });
  const [shown, setShown] = useState<string | null>(null);
  useEffect(() => {
    if (!latest) return;
    setShown(identifyText(latest));
    const timer = setTimeout(() => setShown(null), IDENTIFY_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [latest]);
  if (!shown) return null;
  return (
    <div
      role="status"
      data-testid="identify-notice"
      className="pointer-events-none fixed inset-x-0 top-6 z-50 mx-auto w-fit rounded-2xl bg-amber-400 px-8 py-4 text-3xl font-bold text-slate-950 shadow-2xl"
    >
      {shown}
    </div>
  );
}
