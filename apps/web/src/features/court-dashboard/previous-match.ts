import type { MatchScoreSummary } from '@bandeja/contract';
import { MATCH_SLOT_MINUTES } from './constants.ts';

const SET_NUMBERS = [1, 2, 3, 4, 5] as const;

/** The sets of a match summary (spec §3): a set pair of 0-0 ends the list. */
export function setChips(score: MatchScoreSummary | null): { team1: number; team2: number }[] {
  if (!score) return [];
  const sets: { team1: number; team2: number }[] = [];
  for (const n of SET_NUMBERS) {
    const team1 = score[`team1_set${n}`];
    const team2 = score[`team2_set${n}`];
    if (team1 === 0 && team2 === 0) break;
    sets.push({ team1, team2 });
  }
  return sets;
}

const timeFormat = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' });
const dayFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short' });

/** 'HH:MM - HH:MM': the start time to start time plus 90 minutes (spec §2), with the day if not today. */
export function matchSlot(startTime: string | null, now = new Date()): string {
  if (!startTime) return '';
  const start = new Date(startTime);
  if (Number.isNaN(start.getTime())) return '';
  const end = new Date(start.getTime() + MATCH_SLOT_MINUTES * 60_000);
  const slot = `${timeFormat.format(start)} - ${timeFormat.format(end)}`;
  return start.toDateString() === now.toDateString() ? slot : `${dayFormat.format(start)}, ${slot}`;
}
