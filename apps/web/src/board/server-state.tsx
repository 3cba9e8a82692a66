import type { LiveScore } from '@bandeja/contract';
import type { BoardReads, BoardRoute, BoardRouteOf, BoardScreenName } from '@bandeja/contract/board-routes';
import type { QueryKey } from '@tanstack/react-query';
import { Loaded as SoundControl } from '../components/board/lazy-sound-control.tsx';
import { Loaded as SponsorStrip } from '../components/board/lazy-sponsor-strip.tsx';
import { Loaded as SponsorAirtime } from '../features/displays/airtime/lazy-sponsor-airtime.tsx';
import { clubDisplayKey } from '../features/displays/api/get-club-display.ts';
import { courtDisplayKey } from '../features/displays/api/get-court-display.ts';
import { parseClubDisplay, parseCourtDisplay } from '../features/displays/api/parse.ts';
import { DisplayMessage } from '../features/displays/components/display-message.tsx';
import { Loaded as ShotClock } from '../features/displays/components/lazy-shot-clock.tsx';
import { CourtIdle, CourtResult } from '../features/displays/court-display-page.tsx';
import { DISPLAY_TEXT } from '../features/displays/text.ts';
import { eventViewKey, parseEventView } from '../features/events/api/event-view.ts';
import { EVENT_DISPLAY_TEXT } from '../features/events/display-text.ts';
import { Message as EventMessage, EventQr } from '../features/events/event-display-page.tsx';
import { ShareMessage } from '../features/share/share-match-page.tsx';
import { brandingKey, parseBranding } from '../lib/board/club-branding.ts';
import { matchDetailsKey } from '../lib/board/match-details.ts';
import { sayCode } from '../lib/i18n/error-text.ts';
import { liveScoreKey, parseLiveScore } from '../lib/live-score.ts';
import { parsePublicCourt } from '../lib/resources/guards.ts';
import { queryKeys } from '../lib/resources/keys.ts';
import type { ServerScreen, ServerState } from './screen.ts';

/**
 * The board screens the server renders before any JavaScript (docs/displays.md, "The first
 * paint"), each with its first data: only the server's renderer imports this file, so none of it
 * weighs on a board's download. A screen not listed here is rendered by the client alone. Reads
 * that do not need each other's answer go together: the page's first byte waits for the longest
 * chain of reads, not for their sum.
 */

/** A query's entry: its key and its data, read once the page's language is active. */
type Entry = readonly [QueryKey, () => unknown];

/** The match's details (rules, event round) a live board shows beside its score. */
async function matchDetailsEntry(matchId: string, reads: BoardReads): Promise<Entry[]> {
  const details = await reads.match(matchId);
  if (details === null) return [];
  // The rules' parse loads after the first score on a phone (lib/board/match-details.ts).
  const { parseMatchDetails } = await import('../lib/board/match-details-parse.ts');
  return [[matchDetailsKey(matchId), () => parseMatchDetails(details)]];
}

/** The parts the displays load apart: the server has them all before it renders. */
const preloadDisplayParts = () =>
  Promise.all(
    [CourtIdle, CourtResult, SponsorStrip, SponsorAirtime, ShotClock, SoundControl].map((part) =>
      part.preload(),
    ),
  );

/** A court's display (the court display and the overlay): the court, its club, its live match. */
async function courtState(courtId: number, reads: BoardReads): Promise<ServerState | null> {
  const answer = await reads.courtDisplay(courtId);
  if (answer === null) return null;
  const display = await parseCourtDisplay(answer);
  const live = display.board.live;
  const [details] = await Promise.all([
    live ? matchDetailsEntry(live.match_id, reads) : [],
    preloadDisplayParts(),
  ]);
  return {
    queries: [[courtDisplayKey(courtId), () => display], ...details],
    club: display.club.language,
  };
}

/** A club's name, logo and language, or null for none. */
async function clubBrandingOf(clubId: number | null, reads: BoardReads) {
  const branding = clubId === null ? null : await reads.clubBranding(clubId);
  return branding === null ? null : parseBranding(branding);
}

/**
 * A match's public score and its club's name, logo and language (the scoreboard, the share page),
 * with the entries `alongside` reads from the score beside the club's.
 */
async function scoreState(
  matchId: string,
  reads: BoardReads,
  alongside: (score: LiveScore) => Promise<Entry[]> = async () => [],
): Promise<ServerState | null> {
  const answer = await reads.publicScore(matchId);
  if (answer === null) return null;
  const score = await parseLiveScore(answer);
  const [clubBranding, more] = await Promise.all([clubBrandingOf(score.club_id, reads), alongside(score)]);
  return {
    queries: [
      [liveScoreKey(matchId), () => score],
      ...(clubBranding === null ? [] : [[brandingKey(score.club_id), () => clubBranding] as const]),
      ...more,
    ],
    club: clubBranding?.language ?? null,
  };
}

export const SERVER_SCREENS: { [S in BoardScreenName]?: ServerScreen<BoardRouteOf<S> & BoardRoute> } = {
  scoreboard: {
    async state(route, reads) {
      // The match's details need only its id: read beside the score.
      const [found, details] = await Promise.all([
        scoreState(route.matchId, reads),
        matchDetailsEntry(route.matchId, reads),
      ]);
      return found === null ? null : { ...found, queries: [...found.queries, ...details] };
    },
    async notFound(route, reads) {
      const [{ NoScorePanel, parseCourt }, match] = await Promise.all([
        import('../features/scoreboard/components/load-states.tsx'),
        reads.match(route.matchId),
      ]);
      const courtId = match === null ? null : (await parseCourt(match)).courtId;
      return () => (
        <NoScorePanel matchId={route.matchId} exists={match !== null} signedIn={false} courtId={courtId} />
      );
    },
  },
  share: {
    // The court's name, under the result as on the image: read beside the club's.
    state: (route, reads) =>
      scoreState(route.matchId, reads, async ({ court_id: courtId }) => {
        const court = courtId === null ? null : await reads.publicCourt(courtId);
        return court === null
          ? []
          : [[queryKeys.court(String(courtId)), () => parsePublicCourt(court)] as const];
      }),
    notFound: async () => () => <ShareMessage message={sayCode('scoreNotFound')} />,
  },
  'court-display': {
    state: (route, reads) => courtState(route.courtId, reads),
    notFound: async () => () => <DisplayMessage title={DISPLAY_TEXT.unknownCourt} testId="display-unknown" />,
  },
  overlay: {
    state: (route, reads) => courtState(route.courtId, reads),
    // A stream's overlay shows nothing of its own, found or not: the stream goes on under it.
    notFound: async () => () => (
      <div data-testid="overlay" data-state="unknown" data-transparent="" className="h-dvh w-full" />
    ),
  },
  'club-display': {
    async state(route, reads) {
      const answer = await reads.clubDisplay(route.clubId);
      if (answer === null) return null;
      const display = await parseClubDisplay(answer);
      await preloadDisplayParts();
      return { queries: [[clubDisplayKey(route.clubId), () => display]], club: display.club.language };
    },
    notFound: async () => () => (
      <DisplayMessage title={DISPLAY_TEXT.unknownAddress} testId="display-unknown" />
    ),
  },
  'event-display': {
    async state(route, reads) {
      const answer = await reads.event(route.eventId);
      if (answer === null) return null;
      const view = await parseEventView(answer);
      await EventQr.preload();
      return { queries: [[eventViewKey(route.eventId), () => view]], club: view.club.language ?? null };
    },
    notFound: async () => () => <EventMessage title={EVENT_DISPLAY_TEXT.displayUnknown} />,
  },
};

/** The server screen of a route, if it has one. */
export function serverScreenOf(route: BoardRoute): ServerScreen<BoardRoute> | undefined {
  return SERVER_SCREENS[route.screen] as ServerScreen<BoardRoute> | undefined;
}
