import { useEffect } from 'react';
import { DISPLAY_TEXT } from '../text.ts';
import { DisplayMessage } from './display-message.tsx';

/** The server could not be reached: say so, and try again every few seconds (a TV has no tap). */
export function RetryingMessage({ onRetry }: { onRetry: () => void }) {
  useEffect(() => {
    const timer = setInterval(onRetry, 5000);
    return () => clearInterval(timer);
  }, [onRetry]);
  return <DisplayMessage title={DISPLAY_TEXT.loadFailed} busy testId="display-retrying" />;
}
