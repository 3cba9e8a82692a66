import { msg } from '@lingui/core/macro';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { i18n } from '../../../lib/i18n/i18n.ts';

/** The scoreboard's spinner while its first score loads (docs/product.md#public-scoreboard). */
export function LoadingScore() {
  return (
    <main
      data-testid="scoreboard-loading"
      className="flex min-h-dvh items-center justify-center bg-slate-950"
    >
      <Spinner label={i18n._(msg`Loading score`)} className="size-14" />
    </main>
  );
}
