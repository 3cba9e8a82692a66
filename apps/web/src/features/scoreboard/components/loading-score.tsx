import { Spinner } from '../../../components/ui/spinner.tsx';

/** The scoreboard's spinner while its first score loads (docs/product.md#public-scoreboard). */
export function LoadingScore() {
  return (
    <main
      data-testid="scoreboard-loading"
      className="flex min-h-dvh items-center justify-center bg-slate-950"
    >
      <Spinner label="Loading score" className="size-14" />
    </main>
  );
}
