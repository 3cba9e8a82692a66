import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { QrCard } from '../../../components/ui/qr-code.tsx';
import { i18n } from '../../../lib/i18n/i18n.ts';
import { Panel } from './panel.tsx';

/** The four steps, in the active language (read at render: docs/decisions/008-internationalisation.md). */
function steps() {
  return [
    { title: i18n._(msg`Scan`), text: i18n._(msg`Scan the QR code with your phone`) },
    { title: i18n._(msg`Search`), text: i18n._(msg`Find your match by player name`) },
    { title: i18n._(msg`Review`), text: i18n._(msg`Review the stats of your game`) },
    { title: i18n._(msg`Share`), text: i18n._(msg`Share the result with your friends`) },
  ];
}

/** 'Share your Match' (docs/product.md#court-dashboard): a QR code to the court's results, with its four steps. */
export function ShareMatchPanel({ url, qrSize }: { url: string; qrSize: number }) {
  return (
    <Panel title={<Trans>Share your Match</Trans>} className="flex flex-col items-center text-center">
      <div className="mt-3">
        <QrCard url={url} size={qrSize} label={i18n._(msg`QR code to the results of this court`)} />
      </div>
      <ol className="mt-4 flex w-full flex-col gap-2 text-left">
        {steps().map((step, index) => (
          <li key={step.title} className="flex items-start gap-2 text-sm">
            <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-ball text-xs font-bold text-court-800">
              {index + 1}
            </span>
            <span>
              <span className="font-bold text-slate-900">{step.title}</span>
              <span className="text-slate-600"> · {step.text}</span>
            </span>
          </li>
        ))}
      </ol>
    </Panel>
  );
}
