import type { ClubBoard, ClubDisplay, CourtBoard, LiveScore } from '@bandeja/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useSocket } from '../../../lib/socket.ts';
import { clubDisplayKey } from '../api/get-club-display.ts';
import { foldScore, mergeBoard } from './court-board.ts';

/**
 * The clubhouse wall's one subscription (`club:{id}`): every court's board on joining, a court's
 * board when a match starts, moves or is deleted, and every score of the club's matches.
 */
export function useClubChannel(clubId: number): void {
  const queryClient = useQueryClient();
  useSocket(`club:${clubId}`, (socket) => {
    const key = clubDisplayKey(clubId);
    const update = (change: (courts: CourtBoard[]) => CourtBoard[]) =>
      queryClient.setQueryData<ClubDisplay>(key, (display) =>
        display ? { ...display, courts: change(display.courts) } : display,
      );
    const join = () => socket.emit('joinClub', { clubId });
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
    socket.on('connect', join);
    socket.on('clubBoard', takeClub);
    socket.on('courtBoard', takeBoard);
    socket.on('scoreUpdate', takeScore);
    if (socket.connected) join();
    return () => {
      if (socket.connected) socket.emit('leaveClub', { clubId });
      socket.off('connect', join);
      socket.off('clubBoard', takeClub);
      socket.off('courtBoard', takeBoard);
      socket.off('scoreUpdate', takeScore);
    };
  });
}
