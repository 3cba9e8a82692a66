import type { CourtBoard, CourtDisplay, LiveScore } from '@bandeja/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useRoom } from '../../../lib/socket.ts';
import { courtDisplayKey } from '../api/get-court-display.ts';
import { foldScore, mergeBoard } from './court-board.ts';

/**
 * Follows a court for ever through its socket room (`court:{id}`): the board on joining (and
 * rejoining after a reconnection), a new match the moment it is created, every score of the
 * court's matches. Each message is written into the court display's query.
 */
export function useCourtChannel(courtId: number, onLost?: () => void): void {
  const queryClient = useQueryClient();
  useRoom(`court:${courtId}`, (socket) => {
    const key = courtDisplayKey(courtId);
    const update = (change: (board: CourtBoard) => CourtBoard) =>
      queryClient.setQueryData<CourtDisplay>(key, (display) =>
        display ? { ...display, board: change(display.board) } : display,
      );
    const takeBoard = (board: CourtBoard) => {
      if (board.court.id === courtId) update((current) => mergeBoard(current, board));
    };
    const takeScore = (score: LiveScore) => update((board) => foldScore(board, score));
    return {
      listeners: {
        courtBoard: takeBoard,
        scoreUpdate: takeScore,
        matchFinished: (payload) => takeScore(payload.score),
        // The court was deleted while followed.
        error: (error) => {
          if (error.courtId === courtId) onLost?.();
        },
      },
      join: () => socket.emit('joinCourt', { courtId }),
      leave: () => socket.emit('leaveCourt', { courtId }),
    };
  });
}
