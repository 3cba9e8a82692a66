/**
 * 'Ret.' or 'W/O' (`finishMarkOf`) after the name of a team that lost a match by a retirement or a
 * walkover, on the wall's tiles and the overlay; nothing when `mark` is empty.
 */
export function FinishMark({ mark, testId, className }: { mark: string; testId: string; className: string }) {
  if (!mark) return null;
  return (
    <span data-testid={testId} className={`shrink-0 font-black uppercase ${className}`}>
      {mark}
    </span>
  );
}
