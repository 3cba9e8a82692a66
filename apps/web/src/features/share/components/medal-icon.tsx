import { msg } from '@lingui/core/macro';
import { i18n } from '../../../lib/i18n/i18n.ts';
/** A gold medal on a blue ribbon, as on the result card (drawn: no emoji font needed). */
export function MedalIcon({ className = 'size-7' }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 48" role="img" aria-label={i18n._(msg`Gold medal`)} className={className}>
      <title>{i18n._(msg`Gold medal`)}</title>
      <path d="M6 0h9l9 22h-9z" fill="#1f4fb8" />
      <path d="M34 0h-9l-9 22h9z" fill="#2f6fed" />
      <defs>
        <linearGradient id="medal-gold" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#fde68a" />
          <stop offset="0.5" stopColor="#f5c542" />
          <stop offset="1" stopColor="#c98a0b" />
        </linearGradient>
      </defs>
      <circle cx="20" cy="32" r="14" fill="url(#medal-gold)" />
      <circle cx="20" cy="32" r="10.5" fill="none" stroke="rgba(120,72,0,0.45)" strokeWidth="1.2" />
      <path
        d="m20 25.5 1.9 4 4.3.5-3.2 2.9.9 4.3-3.9-2.2-3.9 2.2.9-4.3-3.2-2.9 4.3-.5z"
        fill="rgba(255,250,230,0.95)"
      />
    </svg>
  );
}
