import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { FORMER_PLAYER_NAME, joinTeamName, type MatchPlayer } from '@bandeja/contract';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { bookedTeamsOf } from '../db/booked-players.ts';
import type { DbOrTx } from '../db/client.ts';
import { bookings, eventGames, events, matches, webhookDeliveries } from '../db/schema.ts';
import { outboxDirOf, shareImagesDirOf } from '../system/data-dir.ts';

/** The matches whose players name this roster player (matches.players[].playerId). */
export function namesPlayer(playerId: number) {
  return sql`${matches.players} @> ${JSON.stringify([{ playerId }])}::jsonb`;
}

/** A match's players with the erased ones renamed 'Former player', and its team names joined again. */
async function renameInMatch(
  db: DbOrTx,
  row: { id: string; players: unknown },
  erased: (player: MatchPlayer) => boolean,
): Promise<string> {
  const players = (row.players as MatchPlayer[]).map((player) =>
    erased(player) ? { ...player, name: FORMER_PLAYER_NAME } : player,
  );
  const teamName = (team: MatchPlayer['team']) =>
    joinTeamName(...players.filter((player) => player.team === team).map((player) => player.name));
  await db
    .update(matches)
    .set({ players, team1Name: teamName('team1'), team2Name: teamName('team2') })
    .where(eq(matches.id, row.id));
  return row.id;
}

/**
 * Erasure in the matches (docs/privacy.md): the player's name becomes 'Former player' in each
 * match that names them, and the team names are joined again from the players; the scores stay.
 */
export async function eraseFromMatches(db: DbOrTx, playerId: number): Promise<string[]> {
  const rows = await db
    .select({ id: matches.id, players: matches.players })
    .from(matches)
    .where(namesPlayer(playerId))
    .for('update');
  const renamed: string[] = [];
  for (const row of rows)
    renamed.push(await renameInMatch(db, row, (player) => player.playerId === playerId));
  return renamed;
}

/** What an event stores of each player (events/service.ts): names as typed, not roster ids. */
interface StoredEventPlayer {
  name: string;
  email: string | null;
  level: number | null;
}

function sameText(a: string | null | undefined, b: string | null | undefined): boolean {
  return !!a && !!b && a.trim().toLowerCase() === b.trim().toLowerCase();
}

/**
 * Erasure in the club's events and bookings (docs/privacy.md): they name their players as typed,
 * so the player is whoever has their name or their address there. Their entry becomes 'Former
 * player' without address or level; the pairs, standings and draws name players by their place
 * in the list, so they follow. The events' games (matches named as typed) are renamed too.
 */
export async function eraseFromEventsAndBookings(
  db: DbOrTx,
  player: { id: number; clubId: number; name: string; email: string | null },
): Promise<string[]> {
  const renamed: string[] = [];
  const isThem = (entry: { name: string; email?: string | null }) =>
    sameText(entry.name, player.name) || sameText(entry.email, player.email);
  const rows = await db
    .select({ id: events.id, players: events.players })
    .from(events)
    .where(eq(events.clubId, player.clubId))
    .for('update');
  for (const row of rows) {
    const stored = row.players as StoredEventPlayer[];
    const names = stored.filter(isThem).map((entry) => entry.name);
    if (names.length === 0) continue;
    const players = stored.map((entry) =>
      isThem(entry) ? { name: FORMER_PLAYER_NAME, email: null, level: null } : entry,
    );
    await db.update(events).set({ players }).where(eq(events.id, row.id));
    const games = await db
      .select({ matchId: eventGames.matchId })
      .from(eventGames)
      .where(and(eq(eventGames.eventId, row.id), isNotNull(eventGames.matchId)));
    const ids = games.flatMap((game) => (game.matchId ? [game.matchId] : []));
    if (ids.length === 0) continue;
    const played = await db
      .select({ id: matches.id, players: matches.players })
      .from(matches)
      .where(inArray(matches.id, ids))
      .for('update');
    for (const match of played)
      renamed.push(
        await renameInMatch(db, match, (entry) => names.some((name) => sameText(entry.name, name))),
      );
  }
  const booked = await db
    .select({ id: bookings.id, players: bookings.players })
    .from(bookings)
    .where(eq(bookings.clubId, player.clubId))
    .for('update');
  // A booked player is them by the roster id their reference named, or else by name.
  const isBooked = (entry: { name: string; playerId: number | null }) =>
    entry.playerId === player.id || sameText(entry.name, player.name);
  for (const row of booked) {
    const teams = bookedTeamsOf(row.players);
    if (![...teams.team1, ...teams.team2].some(isBooked)) continue;
    const rename = (team: typeof teams.team1) =>
      team.map((entry) => (isBooked(entry) ? { ...entry, name: FORMER_PLAYER_NAME } : entry));
    await db
      .update(bookings)
      .set({ players: { team1: rename(teams.team1), team2: rename(teams.team2) } })
      .where(eq(bookings.id, row.id));
  }
  return renamed;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The club's webhook deliveries keep each body as sent (webhooks/outbox.ts): the player's name
 * becomes 'Former player' and their address goes, in the text as JSON spells it. A delivery still
 * pending is then sent that way.
 */
export async function eraseFromWebhookBodies(
  db: DbOrTx,
  player: { clubId: number; name: string; email: string | null },
): Promise<void> {
  const spelled = (text: string) => escapeRegExp(JSON.stringify(text).slice(1, -1));
  const name = new RegExp(spelled(player.name.trim()), 'gi');
  const email = player.email ? new RegExp(spelled(player.email.trim()), 'gi') : null;
  const rows = await db
    .select({ id: webhookDeliveries.id, body: webhookDeliveries.body })
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.clubId, player.clubId))
    .for('update');
  for (const row of rows) {
    let body = row.body.replace(name, FORMER_PLAYER_NAME);
    if (email) body = body.replace(email, '');
    if (body !== row.body)
      await db.update(webhookDeliveries).set({ body }).where(eq(webhookDeliveries.id, row.id));
  }
}

/** Cached result images of renamed matches are drawn again, under the new names. */
export async function forgetShareImages(dataDir: string, matchIds: readonly string[]): Promise<void> {
  const dir = shareImagesDirOf(dataDir);
  const files = await readdir(dir).catch(() => [] as string[]);
  const ids = new Set(matchIds);
  await Promise.all(
    files
      .filter((file) => ids.has(file.slice(0, file.indexOf('.'))))
      .map((file) => rm(path.join(dir, file), { force: true })),
  );
}

/**
 * The player's address leaves the statistics mails (docs/privacy.md): a match that was to mail its
 * statistics to it forgets it, and the outbox's mails to it (the folder mail goes to without SMTP)
 * are deleted.
 */
export async function eraseEmail(db: DbOrTx, dataDir: string, email: string): Promise<void> {
  await db.update(matches).set({ email: null }).where(sql`lower(${matches.email}) = lower(${email})`);
  const outbox = outboxDirOf(dataDir);
  const files = await readdir(outbox).catch(() => [] as string[]);
  const needle = email.toLowerCase();
  for (const file of files) {
    const full = path.join(outbox, file);
    const text = await readFile(full, 'utf8').catch(() => '');
    if (text.toLowerCase().includes(needle)) await rm(full, { force: true });
  }
}
