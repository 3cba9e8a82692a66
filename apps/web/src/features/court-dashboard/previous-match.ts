import { MATCH_SLOT_MINUTES } from './constants.ts';

const timeFormat = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' });
const dayFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short' });

function validDate(iso: string | null): Date | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * 'HH:MM - HH:MM' (docs/product.md#court-dashboard): from the match's start to its real end (a
 * 5-minute match reads 18:00 - 18:05), with the day if not today. Only a match with no recorded end
 * shows its planned slot, start plus 90 minutes.
 */
export function matchSlot(startTime: string | null, endTime: string | null = null, now = new Date()): string {
  const start = validDate(startTime);
  if (!start) return '';
  const ended = validDate(endTime);
  const end =
    ended && ended.getTime() >= start.getTime()
      ? ended
      : new Date(start.getTime() + MATCH_SLOT_MINUTES * 60_000);
  const slot = `${timeFormat.format(start)} - ${timeFormat.format(end)}`;
  return start.toDateString() === now.toDateString() ? slot : `${dayFormat.format(start)}, ${slot}`;
}
