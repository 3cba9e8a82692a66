import { QRCodeSVG } from 'qrcode.react';
import { useHydrated } from '../../lib/use-hydrated.ts';

/**
 * Every QR code of the app: level M (docs/product.md#constants-and-timings) without the library's
 * level boost, and a quiet zone of two modules, dark on white so it scans on any background and
 * from across a room. The address it carries is in `data-url` too (tests and support read it).
 * `size` in CSS pixels; without it the code fills its box (a TV's code scales with the screen).
 */
export function QrCode({
  url,
  label,
  size,
  className,
}: {
  url: string;
  label: string;
  size?: number;
  className?: string;
}) {
  const box = size === undefined ? { width: '100%', height: '100%' } : { width: size, height: size };
  // Its address is the page's (lib/public-url.ts), which the server does not know: an empty box of
  // the same size until the client has taken the page over.
  if (!useHydrated()) return <svg role="img" aria-label={label} className={className} style={box} />;
  return (
    <QRCodeSVG
      value={url}
      level="M"
      boostLevel={false}
      marginSize={2}
      title={label}
      role="img"
      aria-label={label}
      data-url={url}
      className={className}
      {...(size === undefined ? { style: { width: '100%', height: '100%' } } : { size })}
    />
  );
}

/** A QR code in a white card, for a tablet or a phone page (start a match, results, score from a phone). */
export function QrCard({ url, size, label }: { url: string; size: number; label: string }) {
  return (
    <div className="inline-flex rounded-xl bg-white p-2 shadow-sm ring-1 ring-slate-200">
      <QrCode url={url} size={size} label={label} />
    </div>
  );
}
