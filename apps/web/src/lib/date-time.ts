/**
 * A date with its time as the app writes it: en-GB day, month and year, 24-hour time
 * (docs/product.md#admin-area). `month: 'short'` spells the month ('23 Nov 2026, 18:05').
 */
export function dateTimeText(iso: string, month: '2-digit' | 'short' = '2-digit'): string {
  return new Date(iso).toLocaleString('en-GB', {
    day: '2-digit',
    month,
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
}
