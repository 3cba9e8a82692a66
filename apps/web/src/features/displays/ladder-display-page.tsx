import type { LadderEntry } from '@bandeja/contract';
import { useClubBranding } from '../../lib/board/club-branding.ts';
import { formatRating } from '../../lib/rating-band.ts';
import { useLadder } from './api/get-ladder.ts';
import { DisplayFrame } from './components/display-frame.tsx';
import { DisplayNotReady } from './components/retrying-message.tsx';
import { LADDER_TEXT } from './ladder-text.ts';
import { DISPLAY_TEXT } from './text.ts';

/** How many rungs fit a 1920×1080 screen legibly: two columns of ten. */
const SHOWN = 20;
const PER_COLUMN = 10;

function Rung({ entry }: { entry: LadderEntry }) {
  return (
    <li
      data-testid="ladder-rung"
      className="grid grid-cols-[4vw_1fr_auto] items-center gap-[1.5vw] rounded-[1.2vh] bg-slate-900 px-[1.5vw] py-[1.1vh] ring-1 ring-slate-800"
    >
      <span className="font-score text-[4vh] font-extrabold text-court-300 tabular-nums">{entry.rank}</span>
      <span className="min-w-0 truncate text-[3.6vh] font-bold">{entry.name}</span>
      <span className="flex flex-col items-end">
        <span className="font-score text-[4vh] font-extrabold tabular-nums">{formatRating(entry)}</span>
        {entry.provisional ? (
          <span className="text-[1.8vh] font-semibold uppercase tracking-wide text-amber-300">
            {LADDER_TEXT.provisional}
          </span>
        ) : null}
      </span>
    </li>
  );
}

/**
 * The club ladder on a TV (docs/rating.md, "The ladder"): /display/club/{clubId}/ladder, the top
 * twenty of the club's public players by club rating, each with its band, in the club's frame.
 */
export function LadderDisplayPage({ clubId }: { clubId: number }) {
  const ladder = useLadder(clubId, 'public');
  const branding = useClubBranding(clubId).data;
  if (ladder.isError || !ladder.data)
    return <DisplayNotReady query={ladder} unknownTitle={DISPLAY_TEXT.unknownAddress} />;
  const shown = ladder.data.players.slice(0, SHOWN);
  const columns = [shown.slice(0, PER_COLUMN), shown.slice(PER_COLUMN)].filter((rungs) => rungs.length > 0);
  return (
    <DisplayFrame branding={branding} title={LADDER_TEXT.title} testId="ladder-display">
      {shown.length === 0 ? (
        <p className="m-auto max-w-[60vw] text-center text-[4vh] font-semibold text-slate-400">
          {LADDER_TEXT.empty}
        </p>
      ) : (
        <div className="flex min-h-0 flex-1 flex-col gap-[1.5vh]">
          <div className="grid min-h-0 flex-1 grid-cols-2 gap-[2vw] max-[600px]:grid-cols-1">
            {columns.map((rungs) => (
              <ol key={rungs[0]?.rank} className="flex flex-col gap-[1vh]">
                {rungs.map((entry) => (
                  <Rung key={entry.player_id} entry={entry} />
                ))}
              </ol>
            ))}
          </div>
          <p className="text-[2vh] text-slate-400">{LADDER_TEXT.explain}</p>
        </div>
      )}
    </DisplayFrame>
  );
}
