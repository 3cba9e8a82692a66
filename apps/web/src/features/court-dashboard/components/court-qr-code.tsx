import { QRCodeSVG } from 'qrcode.react';

/**
 * A QR code at error-correction level M (docs/product.md#constants-and-timings). `boostLevel` is off so the level stays M, and a
 * quiet zone of two modules keeps it scannable on any background.
 */
export function CourtQrCode({ url, size, label }: { url: string; size: number; label: string }) {
  return (
    <div className="inline-flex rounded-xl bg-white p-2 shadow-sm ring-1 ring-slate-200">
      <QRCodeSVG
        value={url}
        size={size}
        level="M"
        boostLevel={false}
        marginSize={2}
        title={label}
        role="img"
        aria-label={label}
      />
    </div>
  );
}
