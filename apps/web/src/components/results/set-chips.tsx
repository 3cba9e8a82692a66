/** A set's games as a chip reads them: team 1's first. */
interface SetGames {
  team1: number;
  team2: number;
}

const TONES = {
  /** On a light card's grey row (the court dashboard's previous matches). */
  dark: {
    set: 'rounded-md bg-court-800 px-2 py-0.5 font-score text-sm font-semibold text-white',
    mark: 'rounded-md bg-amber-100 px-2 py-0.5 font-score text-sm font-semibold text-amber-900',
  },
  /** On a white card (the results' match cards). */
  light: {
    set: 'rounded-lg bg-court-50 px-3 py-1 font-score text-sm font-bold text-court-800 ring-1 ring-court-100',
    mark: 'rounded-lg bg-amber-50 px-3 py-1 font-score text-sm font-bold text-amber-900 ring-1 ring-amber-200',
  },
} as const;

/**
 * A finished match's sets, one chip each, then its finish mark ('Ret.', 'W/O') when it did not end
 * on the score. `item`: list items, for a list of its own; otherwise spans in a row.
 */
export function SetChips({
  sets,
  mark,
  tone,
  item = false,
}: {
  sets: readonly SetGames[];
  mark: string;
  tone: keyof typeof TONES;
  item?: boolean;
}) {
  const Chip = item ? 'li' : 'span';
  return (
    <>
      {sets.map((set, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a set is its position in the match
        <Chip key={index} data-testid="set-chip" className={TONES[tone].set}>
          {set.team1}-{set.team2}
        </Chip>
      ))}
      {mark ? (
        <Chip data-testid="finish-mark" className={TONES[tone].mark}>
          {mark}
        </Chip>
      ) : null}
    </>
  );
}
