import { QrCode } from '../../../components/ui/qr-code.tsx';
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

/** A QR code on a TV: its box scales with its container. */
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
      <QrCode url={displayLink(path)} label={label} />
    </div>
  );
}
