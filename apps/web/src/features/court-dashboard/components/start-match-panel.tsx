import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { QrCard } from '../../../components/ui/qr-code.tsx';
import { i18n } from '../../../lib/i18n/i18n.ts';
import { Panel } from './panel.tsx';

// Functions, not constants: the steps are read in the language chosen at render time.
const STEPS = () => [
  i18n._(msg`Scan QR to Start a Match`),
  i18n._(msg`Fill in team and match settings`),
  i18n._(msg`Start playing!`),
];

const WATCH_BUTTON_STEPS = () => [
  i18n._(msg`Ask for the WatchButton at reception`),
  i18n._(msg`Choose the Captain who wears it`),
  i18n._(msg`Put it on the wrist`),
  i18n._(msg`Score: press the button when your team wins a point`),
  i18n._(msg`Enjoy the results on screen`),
];

/** Centre panel 'Start New Match · {court name}' (docs/product.md#court-dashboard): steps, WatchButton instructions, QR code. */
export function StartMatchPanel({
  court,
  url,
  qrSize,
}: {
  court: string;
  /** null until the court's start token is loaded. */
  url: string | null;
  qrSize: number;
}) {
  return (
    <Panel
      title={<Trans>Start New Match · {court}</Trans>}
      titleSize="xl"
      className="flex flex-col items-center text-center"
    >
      <ol className="mt-4 grid w-full grid-cols-3 gap-2 text-sm font-semibold text-slate-800">
        {STEPS().map((step, index) => (
          <li key={step} className="flex flex-col items-center gap-1.5">
            <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-court-700 text-sm text-white">
              {index + 1}
            </span>
            <span className="leading-tight">{step}</span>
          </li>
        ))}
      </ol>
      <div className="mt-4">
        {url ? (
          <QrCard url={url} size={qrSize} label={i18n._(msg`QR code to start a match on this court`)} />
        ) : (
          <div
            style={{ width: qrSize + 16, height: qrSize + 16 }}
            className="flex items-center justify-center rounded-xl bg-white p-4 text-sm text-slate-500 shadow-sm ring-1 ring-slate-200"
          >
            <Trans>Loading the start code…</Trans>
          </div>
        )}
      </div>
      <div className="mt-4 w-full rounded-xl bg-court-50 p-3 text-left ring-1 ring-court-100">
        <h3 className="text-sm font-bold text-court-800">
          <Trans>Scoring with the WatchButton</Trans>
        </h3>
        <ol className="mt-1.5 flex flex-col gap-1 text-sm text-slate-700">
          {WATCH_BUTTON_STEPS().map((step, index) => (
            <li key={step} className="flex gap-2">
              <span className="font-bold text-court-600">{index + 1}.</span>
              <span>{step}</span>
            </li>
          ))}
        </ol>
      </div>
    </Panel>
  );
}
