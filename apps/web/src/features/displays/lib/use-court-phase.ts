import type { CourtBoard } from '@bandeja/contract';
import { useEffect, useState } from 'react';
import { serverNow } from '../../../lib/board/server-clock.ts';
import { type CourtPhase, courtPhase } from './court-board.ts';

/**
 * What a court's screen shows now (`courtPhase`), judged again when a shown result's time is up
 * (a new match needs no timer: it is pushed) and when a match finishes (by the time it arrives, not
 * the time of the previous render). Idle while the board is not loaded.
 */
export function useCourtPhase(board: CourtBoard | undefined, resultMinutes: number): CourtPhase {
  const [now, setNow] = useState(serverNow);
  const phase: CourtPhase = board ? courtPhase(board, resultMinutes, now) : { kind: 'idle', last: null };
  const until = phase.kind === 'result' ? phase.until : null;
  useEffect(() => {
    if (until === null) return;
    const timer = setTimeout(() => setNow(serverNow()), Math.max(0, until - serverNow()) + 50);
    return () => clearTimeout(timer);
  }, [until]);
  const lastEnd = board?.last?.end_time ?? null;
  useEffect(() => {
    if (lastEnd !== null) setNow(serverNow());
  }, [lastEnd]);
  return phase;
}
