/**
 * A booking's players as stored in `bookings.players` (docs/decisions/009-bookings.md): each one
 * `{ name, playerId }`, where playerId is the roster player the booking system's reference named.
 * Bookings stored before references hold plain names; they read as players without a roster id.
 */
export interface BookedPlayer {
  name: string;
  playerId: number | null;
}

export interface BookedTeams {
  team1: BookedPlayer[];
  team2: BookedPlayer[];
}

function bookedPlayerOf(entry: unknown): BookedPlayer[] {
  if (typeof entry === 'string') return [{ name: entry, playerId: null }];
  if (typeof entry !== 'object' || entry === null) return [];
  const { name, playerId } = entry as { name?: unknown; playerId?: unknown };
  if (typeof name !== 'string') return [];
  return [{ name, playerId: typeof playerId === 'number' ? playerId : null }];
}

export function bookedTeamsOf(stored: unknown): BookedTeams {
  const teams = stored as { team1?: unknown; team2?: unknown } | null;
  const team = (value: unknown) => (Array.isArray(value) ? value.flatMap(bookedPlayerOf) : []);
  return { team1: team(teams?.team1), team2: team(teams?.team2) };
}
