import type { ClubBoard, ClubDisplay, CourtBoard, LiveScore } from '@bandeja/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useRoom } from '../../../lib/socket.ts';
import { clubDisplayKey } from '../api/get-club-display.ts';
import { foldScore, mergeBoard } from './court-board.ts';

/**
 * The clubhouse wall's one subscription (`club:{id}`): every court's board on joining, a court's
 * board when a match starts, moves or is deleted, and every score of the club's matches.
 */
export function useClubChannel(clubId: number): void {
  const queryClient = useQueryClient();
  useRoom(`club:${clubId}`, (socket) => {
    const key = clubDisplayKey(clubId);
    const update = (change: (courts: CourtBoard[]) => CourtBoard[]) =>
      queryClient.setQueryData<ClubDisplay>(key, (display) =>
        display ? { ...display, courts: change(display.courts) } : display,
      );
    const takeClub = (club: ClubBoard) => {
      if (club.club_id !== clubId) return;
      update((courts) =>
        club.courts.map((board) =>
          mergeBoard(
            courts.find((court) => court.court.id === board.court.id),
            board,
          ),
        ),
      );
    };
    const takeBoard = (board: CourtBoard) =>
      update((courts) => {
        const current = courts.find((court) => court.court.id === board.court.id);
        const others = courts.filter((court) => court.court.id !== board.court.id);
        // A court moved to another club leaves the wall; a new one joins it in id order.
        if (board.court.club_id !== clubId) return others;
        return [...others, mergeBoard(current, board)].sort((a, b) => a.court.id - b.court.id);
      });
    const takeScore = (score: LiveScore) =>
      update((courts) => courts.map((board) => foldScore(board, score)));
    return {
      listeners: { clubBoard: takeClub, courtBoard: takeBoard, scoreUpdate: takeScore },
      join: () => socket.emit('joinClub', { clubId }),
      leave: () => socket.emit('leaveClub', { clubId }),
    };
  });
}
