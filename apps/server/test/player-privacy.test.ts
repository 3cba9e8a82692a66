import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { FORMER_PLAYER_NAME, type Player, type PlayerData, type SignedResult } from '@bandeja/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { schema, webhookDeliveries, webhookEndpoints } from '../src/db/schema.ts';
import { outboxDirOf, shareImagesDirOf } from '../src/system/data-dir.ts';
import { tokenOf } from './admin-helpers.ts';
import {
  buildTestApp,
  createClub,
  createCourt,
  createUser,
  injectAs,
  type TestApp,
  tokenFor,
} from './helpers.ts';
import { startMatch } from './live-helpers.ts';
import { playGames, SIX_FOUR_SIX_THREE } from './share-helpers.ts';

/**
 * Each person's data under their control (docs/privacy.md): a player's data as JSON for the club's
 * admins to hand over, and erasure that leaves no name or address in any table or in the mail
 * outbox, while the scores stay.
 */
vi.setConfig({ testTimeout: 120_000 });

const NAME = 'Zuleika Quiroga';
const EMAIL = 'zuleika.quiroga@example.com';
let t: TestApp;
let admin: string;
let otherAdmin: string;
let player: Player;
let matchId: string;
let eventId: number;

beforeAll(async () => {
  t = await buildTestApp();
  const club = await createClub(t.ctx);
  const court = await createCourt(t.ctx, club.id);
  const otherClub = await createClub(t.ctx);
  admin = tokenOf(t, await createUser(t.ctx, 'club_admin', { clubId: club.id }));
  otherAdmin = tokenOf(t, await createUser(t.ctx, 'club_admin', { clubId: otherClub.id }));
  const courtSession = await tokenFor(
    t.app,
    await createUser(t.ctx, 'court_user', { clubId: club.id, courtId: court.id }),
  );
  const created = await injectAs(t.app, admin, {
    method: 'POST',
    url: `/api/clubs/${club.id}/players`,
    payload: { name: NAME, email: EMAIL, public: true, mail_consent: true },
  });
  player = created.json<{ data: Player }>().data;
  // She plays, and her address is the match's statistics mail address.
  matchId = await startMatch(t, court.id, {
    team1Player1: { name: NAME, playerId: player.id },
    email: EMAIL,
  });
  await playGames(t, courtSession, matchId, SIX_FOUR_SIX_THREE);
  // She also plays an Americano (typed by name, with her address), and is booked for a court.
  const event = await injectAs(t.app, admin, {
    method: 'POST',
    url: '/api/events',
    payload: {
      name: 'Friday Americano',
      clubId: club.id,
      format: 'americano',
      courtIds: [court.id],
      players: [{ name: NAME, email: EMAIL }, { name: 'Eva' }, { name: 'Fina' }, { name: 'Gala' }],
      pointsPerGame: 16,
    },
  });
  expect(event.statusCode, event.body).toBe(201);
  eventId = event.json<{ data: { event: { id: number } } }>().data.event.id;
  const started = await injectAs(t.app, admin, { method: 'POST', url: `/api/events/${eventId}/start` });
  expect(started.statusCode, started.body).toBe(200);
  const booking = await injectAs(t.app, admin, {
    method: 'PUT',
    url: `/api/clubs/${club.id}/bookings/ref-1`,
    payload: {
      court_id: court.id,
      starts_at: new Date(t.ctx.now() + 3_600_000).toISOString(),
      slot_minutes: 90,
      team1: [NAME, 'Bea'],
      team2: ['Carla', 'Dora'],
    },
  });
  expect(booking.statusCode, booking.body).toBeLessThan(300);
  // A webhook delivery keeps the body it sent, which names her.
  const [endpoint] = await t.ctx.db
    .insert(webhookEndpoints)
    .values({ clubId: club.id, url: 'https://league.example/hook', secret: 'secret' })
    .returning();
  await t.ctx.db.insert(webhookDeliveries).values({
    id: 'delivery-1',
    endpointId: endpoint?.id ?? 0,
    clubId: club.id,
    eventType: 'match.finished',
    subject: `match:${matchId}`,
    body: JSON.stringify({ team1: { players: [{ name: NAME, email: EMAIL }] } }),
    status: 'delivered',
  });
  // Her match's result image is drawn and cached.
  const image = await t.app.inject({ method: 'GET', url: `/api/scores/share/${matchId}/image.png` });
  expect(image.statusCode).toBe(200);
  // The outbox holds a mail to her and one to someone else (the folder mail goes to without SMTP).
  const outbox = outboxDirOf(t.ctx.config.dataDir);
  await mkdir(outbox, { recursive: true });
  await writeFile(
    path.join(outbox, 'to-her.eml'),
    `To: ${EMAIL}\r\nSubject: Your numbers, ${NAME}\r\n\r\nHi`,
  );
  await writeFile(path.join(outbox, 'to-other.eml'), 'To: other@example.com\r\n\r\nHi');
});
afterAll(() => t.close());

/** Every row of every table as text: where a name or an address could hide. */
async function everyRow(): Promise<string> {
  const texts = await Promise.all(
    Object.values(schema).map(async (table) => {
      // PGlite and node-postgres answer alike here: an object with the rows.
      const result = (await t.ctx.db.execute(sql`select t::text as row from ${table} t`)) as unknown as {
        rows: { row: string }[];
      };
      return result.rows.map((item) => item.row).join('\n');
    }),
  );
  return texts.join('\n').toLowerCase();
}

describe("a player's data", () => {
  it('is handed to the club’s admins as JSON: the roster entry and every match naming the player', async () => {
    const response = await injectAs(t.app, admin, { method: 'GET', url: `/api/players/${player.id}/data` });
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json<{ data: PlayerData }>().data;
    expect(data.player).toEqual(player);
    expect(data.matches.map((match) => match.id)).toEqual([matchId]);
    expect(data.matches[0]?.players[0]).toMatchObject({ name: NAME, playerId: player.id });
    expect(
      (await injectAs(t.app, otherAdmin, { method: 'GET', url: `/api/players/${player.id}/data` }))
        .statusCode,
    ).toBe(403);
  });
});

describe('erasure', () => {
  it('leaves no name or address in any table nor in the outbox, and keeps the scores', async () => {
    const before = await t.app.inject({ method: 'GET', url: `/api/matches/${matchId}/result` });
    const sets = before.json<{ data: SignedResult }>().data.document.sets;
    expect(await everyRow()).toContain(EMAIL);
    const cached = await readdir(shareImagesDirOf(t.ctx.config.dataDir));
    expect(cached.some((file) => file.startsWith(`${matchId}.`))).toBe(true);

    const erased = await injectAs(t.app, admin, { method: 'DELETE', url: `/api/players/${player.id}` });
    expect(erased.statusCode, erased.body).toBe(200);

    const rows = await everyRow();
    expect(rows).toContain('eva');
    expect(rows).not.toContain(NAME.toLowerCase());
    expect(rows).not.toContain('zuleika');
    expect(rows).not.toContain(EMAIL);
    const outbox = outboxDirOf(t.ctx.config.dataDir);
    expect(await readdir(outbox)).toEqual(['to-other.eml']);
    expect(await readFile(path.join(outbox, 'to-other.eml'), 'utf8')).toContain('other@example.com');

    const after = (await t.app.inject({ method: 'GET', url: `/api/matches/${matchId}/result` })).json<{
      data: SignedResult;
    }>().data.document;
    expect(after.sets).toEqual(sets);
    expect(after.teams.team1.players[0]).toEqual({ name: FORMER_PLAYER_NAME, player_id: player.id });
    expect(after.teams.team1.name).toBe(`${FORMER_PLAYER_NAME} & Bea`);
    // The cached result image is gone: it is drawn again under 'Former player'.
    const images = await readdir(shareImagesDirOf(t.ctx.config.dataDir)).catch(() => [] as string[]);
    expect(images.filter((file) => file.startsWith(`${matchId}.`))).toEqual([]);
  });

  it("names 'Former player' in the event's list, standings, draw and games", async () => {
    const view = (await t.app.inject({ method: 'GET', url: `/api/events/${eventId}` })).body;
    expect(view).not.toContain('Zuleika');
    expect(view).toContain(FORMER_PLAYER_NAME);
    expect(view).toContain('Eva');
  });
});
