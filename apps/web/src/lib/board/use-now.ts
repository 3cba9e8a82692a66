import { useEffect, useState } from 'react';

/** The time, re-read every `tickMs` while `running` (the match timer ticks every second, docs/product.md#constants-and-timings). */
export function useNow(tickMs: number, running = true): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), tickMs);
    return () => clearInterval(timer);
  }, [tickMs, running]);
  return now;
}
