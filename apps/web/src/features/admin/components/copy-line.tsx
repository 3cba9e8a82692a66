import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Button } from '../../../components/ui/button.tsx';
import { sayCode } from '../../../lib/i18n/error-text.ts';
import { i18n } from '../../../lib/i18n/i18n.ts';
import { toast } from '../../../lib/toast.tsx';

async function copy(text: string, what: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(i18n._(msg`${what} copied`));
  } catch {
    toast.error(sayCode('copyFailed', { what: what.toLowerCase() }));
  }
}

/** A value to hand over (a secret, a URL) with its Copy button. */
export function CopyLine({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-col gap-1">
      <span className="text-sm font-medium text-slate-700">{label}</span>
      <div className="flex items-center gap-2">
        <code className="min-w-0 flex-1 break-all rounded-lg bg-slate-100 px-3 py-2 font-score text-sm text-slate-900">
          {value}
        </code>
        <Button
          size="sm"
          variant="secondary"
          onClick={() => void copy(value, label)}
          aria-label={i18n._(msg`Copy ${label}`)}
        >
          <Trans>Copy</Trans>
        </Button>
      </div>
    </div>
  );
}
