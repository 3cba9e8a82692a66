import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { FORMER_PLAYER_NAME, joinTeamName, type MatchPlayer } from '@bandeja/contract';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { matches } from '../db/schema.ts';
import { outboxDirOf } from '../system/data-dir.ts';

/** The matches whose players name this roster player (matches.players[].playerId). */
export function namesPlayer(playerId: number) {
  return sql`${matches.players} @> ${JSON.stringify([{ playerId }])}::jsonb`;
}

/**
 * Erasure in the matches (docs/privacy.md): the player's name becomes 'Former player' in each
 * match that names them, and the team names are joined again from the players; the scores stay.
 */
export async function eraseFromMatches(db: DbOrTx, playerId: number): Promise<void> {
  const rows = await db
    .select({ id: matches.id, players: matches.players })
    .from(matches)
    .where(namesPlayer(playerId))
    .for('update');
  for (const row of rows) {
    const players = (row.players as MatchPlayer[]).map((player) =>
      player.playerId === playerId ? { ...player, name: FORMER_PLAYER_NAME } : player,
    );
    const teamName = (team: MatchPlayer['team']) =>
      joinTeamName(...players.filter((player) => player.team === team).map((player) => player.name));
    await db
      .update(matches)
      .set({ players, team1Name: teamName('team1'), team2Name: teamName('team2') })
      .where(eq(matches.id, row.id));
  }
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
