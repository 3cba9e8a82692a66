import type { ButtonIdentified } from '@bandeja/contract';
import { useEffect, useState } from 'react';
import { identifyText } from '../../../lib/buttons/identify-text.ts';

/** How long the TV shows one identify press. */
const IDENTIFY_SHOWN_MS = 6000;

/** One identify press over the court's display, for a few seconds (identify-notice.tsx loads it). */
export default function IdentifyPress({ press }: { press: ButtonIdentified }) {
  const [shown, setShown] = useState<string | null>(null);
  useEffect(() => {
    setShown(identifyText(press));
    const timer = setTimeout(() => setShown(null), IDENTIFY_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [press]);
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
