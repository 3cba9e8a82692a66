import { i18n } from './i18n/i18n.ts';

/**
 * A club rating as players read it, '4.3 ± 0.4' (docs/rating.md, "Display"): the level and its band
 * as the server rounded them, with the reader's decimal mark ('4,3 ± 0,4' in Spanish).
 */
export function formatRating(rating: { level: number; band: number }): string {
  const decimal = new Intl.NumberFormat(i18n.locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return `${decimal.format(rating.level)} ± ${decimal.format(rating.band)}`;
}
