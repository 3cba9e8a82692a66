/**
 * The names of the sockets' rooms (docs/api.md, "Socket.IO"): `match:{id}` (a scoreboard follows
 * one match), `court:{id}` (a court display follows its court: every match played on it),
 * `club:{id}` (the clubhouse wall), `display:{id}` (a paired TV hears its own configuration) and
 * `event:{id}` (a club event's standings). Who hears which message is `roomsOf` (bus.ts).
 */
export const MATCH_ROOM_PREFIX = 'match:';
export const matchRoom = (matchId: string): string => `${MATCH_ROOM_PREFIX}${matchId}`;
export const COURT_ROOM_PREFIX = 'court:';
export const courtRoom = (courtId: number): string => `${COURT_ROOM_PREFIX}${courtId}`;
export const CLUB_ROOM_PREFIX = 'club:';
export const clubRoom = (clubId: number): string => `${CLUB_ROOM_PREFIX}${clubId}`;
export const DISPLAY_ROOM_PREFIX = 'display:';
export const displayRoom = (displayId: number): string => `${DISPLAY_ROOM_PREFIX}${displayId}`;
/** A club event's room (`eventRoom` of the contract): its standings screens. */
export const EVENT_ROOM_PREFIX = 'event:';
/** The kinds of rooms (the metrics count each: src/metrics). */
export const ROOM_KINDS = ['match', 'court', 'club', 'display', 'event'] as const;
export type RoomKind = (typeof ROOM_KINDS)[number];

/** The kind of a room from its name; null for the room Socket.IO gives each socket (its id). */
export function roomKindOf(room: string): RoomKind | null {
  const colon = room.indexOf(':');
  if (colon < 0) return null;
  const kind = room.slice(0, colon);
  return ROOM_KINDS.find((candidate) => candidate === kind) ?? null;
}
/** The rooms whose screens take a snapshot when they join (and after Redis was away). */
export const isSnapshotRoom = (room: string): boolean =>
  room.startsWith(MATCH_ROOM_PREFIX) ||
  room.startsWith(COURT_ROOM_PREFIX) ||
  room.startsWith(CLUB_ROOM_PREFIX) ||
  room.startsWith(DISPLAY_ROOM_PREFIX) ||
  room.startsWith(EVENT_ROOM_PREFIX);
