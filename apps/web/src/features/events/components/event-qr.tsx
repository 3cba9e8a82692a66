import { QRCodeSVG } from 'qrcode.react';
import { publicUrl } from '../../../lib/public-url.ts';

/**
 * The QR code of an event's public page on the TV (loaded after the standings: not needed for the
 * first paint), dark on white with a quiet zone, so phones scan it from across the clubhouse.
 */
export function EventQr({ path, label }: { path: string; label: string }) {
  const url = publicUrl(path);
  return (
    <div className="aspect-square h-full rounded-[1vh] bg-white p-[0.6vh]">
      <QRCodeSVG
        value={url}
        level="M"
        boostLevel={false}
        marginSize={2}
        title={label}
        role="img"
        aria-label={label}
        data-url={url}
        style={{ width: '100%', height: '100%' }}
      />
    </div>
  );
}
