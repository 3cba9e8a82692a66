import type { ClubDisplay } from '@bandeja/contract';
import { CLUB_WALL_MAX_COURTS } from '@bandeja/contract/plain';
import type { CSSProperties } from 'react';
import { brandingOf } from '../../lib/board/club-branding.ts';
import { useServerNow } from '../../lib/board/server-clock.ts';
import { useClubDisplay } from './api/get-club-display.ts';
import { DisplayFrame } from './components/display-frame.tsx';
import { DisplayNotReady } from './components/retrying-message.tsx';
import { WallTile } from './components/wall-tile.tsx';
import { courtPhase } from './lib/court-board.ts';
import { useClubChannel } from './lib/use-club-channel.ts';
import { DISPLAY_TEXT } from './text.ts';

/** Columns and rows of the wall for a number of courts: the tiles as wide as legibility needs. */
export function wallGrid(courts: number): { columns: number; rows: number } {
  const columns = courts <= 1 ? 1 : courts <= 4 ? 2 : 3;
  return { columns, rows: Math.max(1, Math.ceil(courts / columns)) };
}

/**
 * The clubhouse wall (docs/displays.md): /display/club/{clubId}, every court of the club live on one
 * 1920×1080 screen (up to 12), through one subscription to the club's socket room.
 */
export function ClubDisplayPage({ clubId }: { clubId: number }) {
  const query = useClubDisplay(clubId);
  useClubChannel(clubId);
  if (query.data) return <Wall display={query.data} />;
  return <DisplayNotReady query={query} unknownTitle={DISPLAY_TEXT.unknownAddress} />;
}

function Wall({ display }: { display: ClubDisplay }) {
  const branding = brandingOf(display.club);
  const now = useServerNow(1000);
  const courts = display.courts.slice(0, CLUB_WALL_MAX_COURTS);
  const { columns, rows } = wallGrid(courts.length);
  // The tiles share what the frame leaves: 100vh less its margins, header, gaps (and sponsors).
  const spare = branding.sponsorLogos.length > 0 ? 66 : 78;
  const tile = `${(spare - (rows - 1) * 1.6) / rows}vh`;
  return (
    <DisplayFrame branding={branding} title={DISPLAY_TEXT.wallTitle} testId="club-display">
      {courts.length === 0 ? (
        <p className="m-auto text-[4vh] font-semibold text-slate-400">{DISPLAY_TEXT.noCourts}</p>
      ) : (
        // A phone (below 600 px): one column that scrolls, a tile a third of the screen high; a TV:
        // the grid fills the screen (docs/displays.md).
        <div
          className="grid min-h-0 flex-1 grid-cols-[repeat(var(--columns),minmax(0,1fr))] grid-rows-[repeat(var(--rows),minmax(0,1fr))] gap-[1.6vh] max-[600px]:grid-cols-1 max-[600px]:grid-rows-none max-[600px]:auto-rows-[30vh] max-[600px]:[--tile:30vh]!"
          style={{ '--columns': columns, '--rows': rows, '--tile': tile } as CSSProperties}
        >
          {courts.map((board) => (
            <WallTile
              key={board.court.id}
              board={board}
              phase={courtPhase(board, branding.resultDisplayMinutes, now)}
              now={now}
            />
          ))}
        </div>
      )}
    </DisplayFrame>
  );
}
