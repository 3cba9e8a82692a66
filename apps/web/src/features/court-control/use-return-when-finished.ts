import { useEffect } from 'react';

/**
 * How long a court tablet stays on a finished match's control screen before it goes back to the
 * court dashboard (docs/product.md#control-screen): past the 60 s undo window, long enough to read
 * the result and shake hands, short enough that the next players find the start QR code.
 */
export const RETURN_AFTER_FINISH_MS = 2 * 60_000;

/**
 * Calls `onReturn` once the match has been finished for RETURN_AFTER_FINISH_MS on this screen; a
 * match reopened by an undo (no longer finished) cancels it.
 */
export function useReturnWhenFinished(finished: boolean, onReturn: () => void): void {
  useEffect(() => {
    if (!finished) return;
    const timer = setTimeout(onReturn, RETURN_AFTER_FINISH_MS);
    return () => clearTimeout(timer);
  }, [finished, onReturn]);
}
