import { QRCodeSVG } from 'qrcode.react';
import { publicUrl } from '../../../lib/public-url.ts';

/**
 * The one place the displays turn an app path into the address their QR codes carry (the court's
 * start and results codes, a TV's pairing code). Phones must be able to open it: PUBLIC_URL, or the
 * machine's network address when the TV opened the app on localhost (docs/operations.md, "The
 * public address").
 */
export function displayLink(path: string): string {
  return publicUrl(path);
}

/**
 * A QR code on a TV: level M (docs/product.md#constants-and-timings) without the library's level boost, a quiet zone of two
 * modules, dark on white so it scans from across a room. `size` is in CSS pixels of the SVG's box
 * (the box scales with its container).
 */
export function DisplayQr({
  path,
  label,
  className = '',
}: {
  path: string;
  label: string;
  className?: string;
}) {
  return (
    <div className={`aspect-square rounded-[1.5vmin] bg-white p-[1vmin] ${className}`}>
      <QRCodeSVG
        value={displayLink(path)}
        level="M"
        boostLevel={false}
        marginSize={2}
        title={label}
        role="img"
        aria-label={label}
        data-url={displayLink(path)}
        style={{ width: '100%', height: '100%' }}
      />
    </div>
  );
}
