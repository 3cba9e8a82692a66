import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
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

/** Whether a display's load failed because its address names nothing (never was, or deleted). */
export function isUnknownAddress(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/**
 * A display before its first answer: loading; an address that names nothing (`unknownTitle`);
 * or a server out of reach, asked again every few seconds.
 */
export function DisplayNotReady({
  query,
  unknownTitle,
}: {
  query: Pick<UseQueryResult, 'isError' | 'error' | 'refetch'>;
  unknownTitle: string;
}) {
  if (!query.isError) return <DisplayMessage title={DISPLAY_TEXT.loading} busy />;
  return isUnknownAddress(query.error) ? (
    <DisplayMessage title={unknownTitle} testId="display-unknown" />
  ) : (
    <RetryingMessage onRetry={() => void query.refetch()} />
  );
}
