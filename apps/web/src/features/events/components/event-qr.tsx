import { QrCode } from '../../../components/ui/qr-code.tsx';
import { publicUrl } from '../../../lib/public-url.ts';

/**
 * The QR code of an event's public page on the TV (loaded after the standings: not needed for the
 * first paint), so phones scan it from across the clubhouse.
 */
export function EventQr({ path, label }: { path: string; label: string }) {
  return (
    <div className="aspect-square h-full rounded-[1vh] bg-white p-[0.6vh]">
      <QrCode url={publicUrl(path)} label={label} />
    </div>
  );
}
