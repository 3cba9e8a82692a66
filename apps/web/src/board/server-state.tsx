import type { BoardRoute, BoardRouteOf, BoardScreenName } from '@bandeja/contract/board-routes';
import { brandingKey, parseBranding } from '../lib/board/club-branding.ts';
import { matchDetailsKey } from '../lib/board/match-details.ts';
import { liveScoreKey, parseLiveScore } from '../lib/live-score.ts';
import type { ServerScreen } from './screen.ts';

/**
 * The board screens the server renders before any JavaScript (docs/displays.md, "The first
 * paint"), each with its first data: only the server's renderer imports this file, so none of it
 * weighs on a board's download. A screen not listed here is rendered by the client alone.
 */
export const SERVER_SCREENS: { [S in BoardScreenName]?: ServerScreen<BoardRouteOf<S> & BoardRoute> } = {
  scoreboard: {
    async state(route, api) {
      const answer = await api(`/scores/public/${encodeURIComponent(route.matchId)}`);
      if (answer === null) return null;
      const score = await parseLiveScore(answer);
      const [details, branding] = await Promise.all([
        api(`/matches/${encodeURIComponent(route.matchId)}`),
        score.club_id === null ? null : api(`/clubs/${score.club_id}/branding`),
      ]);
      const clubBranding = branding === null ? null : await parseBranding(branding);
      // The rules' parse loads after the first score on a phone (lib/board/match-details.ts).
      const { parseMatchDetails } = await import('../lib/board/match-details-parse.ts');
      return {
        queries: [
          [liveScoreKey(route.matchId), () => score],
          ...(details === null
            ? []
            : [[matchDetailsKey(route.matchId), () => parseMatchDetails(details)] as const]),
          ...(clubBranding === null ? [] : [[brandingKey(score.club_id), () => clubBranding] as const]),
        ],
        club: clubBranding?.language ?? null,
      };
    },
    async notFound(route, api) {
      const [{ NoScorePanel, parseCourt }, match] = await Promise.all([
        import('../features/scoreboard/components/load-states.tsx'),
        api(`/matches/${encodeURIComponent(route.matchId)}`),
      ]);
      const courtId = match === null ? null : (await parseCourt(match)).courtId;
      return () => (
        <NoScorePanel matchId={route.matchId} exists={match !== null} signedIn={false} courtId={courtId} />
      );
    },
  },
};

/** The server screen of a route, if it has one. */
export function serverScreenOf(route: BoardRoute): ServerScreen<BoardRoute> | undefined {
  return SERVER_SCREENS[route.screen] as ServerScreen<BoardRoute> | undefined;
}
