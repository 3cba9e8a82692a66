import { SCREEN_MESSAGES } from '@bandeja/contract/plain';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { sayError } from '../../../lib/i18n/error-text.ts';
import { EVENT_TEXT } from '../texts.ts';

/** An event that does not exist (404), or could not be read (with Retry). */
export function EventMissing({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const gone = error instanceof ApiError && error.status === 404;
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 bg-slate-100 p-6 text-center">
      <h1 data-testid="event-missing" className="text-xl font-bold text-slate-900">
        {gone ? EVENT_TEXT.eventNotFound : sayError(error, SCREEN_MESSAGES.genericError)}
      </h1>
      {gone ? (
        <Link to="/" className="text-court-700 underline">
          {EVENT_TEXT.back}
        </Link>
      ) : (
        <Button onClick={onRetry}>{EVENT_TEXT.retry}</Button>
      )}
    </main>
  );
}
