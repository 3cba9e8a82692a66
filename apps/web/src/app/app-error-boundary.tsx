import { msg } from '@lingui/core/macro';
import { Component, type ReactNode, useEffect } from 'react';
import { Button } from '../components/ui/button.tsx';
import { i18n } from '../lib/i18n/i18n.ts';

/** When the page last reloaded itself for a missing chunk (session storage survives the reload). */
const RELOADED_AT_KEY = 'bandeja:chunk-reload-at';
/** A second failure sooner than this after a reload is shown, not reloaded again (no loop). */
const RELOAD_AGAIN_AFTER_MS = 10_000;

/**
 * A screen's code that can no longer be downloaded: typically a tab left open across a deploy (a
 * TV or tablet runs for days) asking for a chunk the new build no longer has, or a network blip.
 */
function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload/i.test(
      error.message,
    )
  );
}

function reloadedRecently(): boolean {
  const at = Number(sessionStorage.getItem(RELOADED_AT_KEY));
  return Number.isFinite(at) && Date.now() - at < RELOAD_AGAIN_AFTER_MS;
}

/** An unattended screen (a court TV) tries again by itself this long after an error. */
export const UNATTENDED_RELOAD_MS = 30_000;

function ErrorScreen({ error, unattended }: { error: unknown; unattended: boolean }) {
  const reload = isChunkLoadError(error) && !reloadedRecently();
  useEffect(() => {
    if (!reload) return;
    // The fresh page gets the current build's index.html and chunks.
    sessionStorage.setItem(RELOADED_AT_KEY, String(Date.now()));
    window.location.reload();
  }, [reload]);
  useEffect(() => {
    if (!unattended) return;
    const timer = setTimeout(() => window.location.reload(), UNATTENDED_RELOAD_MS);
    return () => clearTimeout(timer);
  }, [unattended]);
  if (reload) return null;
  return (
    <main
      data-testid="app-error"
      className="flex min-h-dvh items-center justify-center bg-slate-100 p-6 text-slate-900"
    >
      <div role="alert" className="w-full max-w-md rounded-2xl bg-white p-6 text-center shadow-xl">
        <h1 className="text-2xl font-bold">{i18n._(msg`Something went wrong`)}</h1>
        <p className="mt-2 text-slate-600">
          {i18n._(msg`This screen could not be shown. Reload the page to try again.`)}
        </p>
        <Button className="mt-6" onClick={() => window.location.reload()}>
          {i18n._(msg`Reload`)}
        </Button>
      </div>
    </main>
  );
}

/**
 * Any screen that fails to render (or to download) shows a way back instead of a blank page, and
 * a chunk missing after a deploy reloads the page once by itself, so unattended screens recover;
 * an `unattended` screen (a court display) also reloads itself after UNATTENDED_RELOAD_MS. A new
 * `resetKey` (going to another address) tries again.
 */
export function AppErrorBoundary({
  children,
  resetKey,
  unattended = false,
}: {
  children: ReactNode;
  resetKey?: string;
  unattended?: boolean;
}) {
  return (
    <Boundary resetKey={resetKey} unattended={unattended}>
      {children}
    </Boundary>
  );
}

interface BoundaryProps {
  children: ReactNode;
  resetKey: string | undefined;
  unattended: boolean;
}

/**
 * React's error boundary, written here rather than taken from react-error-boundary: this is all of
 * it the app uses, and it is in every board's first script (docs/decisions/007-board-app.md).
 */
class Boundary extends Component<BoundaryProps, { failed: { error: unknown } | null }> {
  override state: { failed: { error: unknown } | null } = { failed: null };

  static getDerivedStateFromError(error: unknown): { failed: { error: unknown } } {
    return { failed: { error } };
  }

  override componentDidUpdate(previous: BoundaryProps): void {
    // Another address (a new resetKey) tries again.
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: null });
  }

  override render(): ReactNode {
    const { failed } = this.state;
    if (failed) return <ErrorScreen error={failed.error} unattended={this.props.unattended} />;
    return this.props.children;
  }
}
