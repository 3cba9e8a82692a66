import { MATCH_SLOT_MINUTES } from './constants.ts';

const timeFormat = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' });
const dayFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short' });

/** 'HH:MM - HH:MM': the start time to start time plus 90 minutes (docs/product.md#court-dashboard), with the day if not today. */
export function matchSlot(startTime: string | null, now = new Date()): string {
  if (!startTime) return '';
  const start = new Date(startTime);
  if (Number.isNaN(start.getTime())) return '';
  const end = new Date(start.getTime() + MATCH_SLOT_MINUTES * 60_000);
  const slot = `${timeFormat.format(start)} - ${timeFormat.format(end)}`;
  return start.toDateString() === now.toDateString() ? slot : `${dayFormat.format(start)}, ${slot}`;
}
