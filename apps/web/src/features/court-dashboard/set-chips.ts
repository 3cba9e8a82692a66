import type { MatchScoreSummary } from '@bandeja/contract';

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
