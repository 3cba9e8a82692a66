import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { type Club, HEADERS, type Player, type PlayerPage, type ResultLinks } from '@bandeja/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { matches } from '../src/db/schema.ts';
import { StatisticsMailer } from '../src/mail/statistics-sweeper.ts';
import { ownLinkKey } from '../src/players/own-link.ts';
import { outboxDirOf } from '../src/system/data-dir.ts';
import { buildTestApp, createCourt, createWorld, injectAs, type TestApp, tokenFor } from './helpers.ts';
import { startMatch } from './live-helpers.ts';
import { mimeParts, playGames, SIX_FOUR_SIX_THREE } from './share-helpers.ts';

/**
 * The teams' confirm links (docs/players.md, "Results both teams confirm"): the court's tablet and
 * a TV paired with the match's court get them for the result screen's QR codes, the public court
 * display never; the statistics mail carries them with links to the roster players' pages, a
 * private player's own link only to their roster address; the mail's address is forgotten once sent.
 */
vi.setConfig({ testTimeout: 120_000 });

let t: TestApp;
let world: Awaited<ReturnType<typeof createWorld>>;
let courtSession: string;
let adminSession: string;
let matchId: string;
let publicPlayer: Player;
let privatePlayer: Player;
let otherPrivate: Player;

async function addPlayer(payload: Record<string, unknown>): Promise<Player> {
  const response = await injectAs(t.app, adminSession, {
    method: 'POST',
    url: `/api/clubs/${world.club.id}/players`,
    payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: Player }>().data;
}

/** A TV paired by the club's admin with a court or the club's wall: its device token. */
async function pairedTv(target: { kind: 'court'; courtId: number } | { kind: 'club'; clubId: number }) {
  const pairing = await t.app.inject({ method: 'POST', url: '/api/displays/pairing' });
  const { token, display } = pairing.json<{ data: { token: string; display: { code: string } } }>().data;
  const paired = await injectAs(t.app, adminSession, {
    method: 'POST',
    url: '/api/displays/pair',
    payload: { code: display.code, target },
  });
  expect(paired.statusCode, paired.body).toBe(200);
  return token;
}

function linksAsTv(token: string | null) {
  return t.app.inject({
    method: 'GET',
    url: `/api/matches/${matchId}/result/links`,
    headers: token ? { [HEADERS.displayToken]: token } : {},
  });
}

beforeAll(async () => {
  t = await buildTestApp();
  world = await createWorld(t);
  courtSession = await tokenFor(t.app, world.courtUser);
  adminSession = await tokenFor(t.app, world.clubAdmin);
  publicPlayer = await addPlayer({ name: 'Paula Publica', public: true });
  privatePlayer = await addPlayer({ name: 'Prisca Privada', email: 'Prisca@Example.com', public: false });
  otherPrivate = await addPlayer({ name: 'Olga Otra', email: 'olga@example.com', public: false });
  matchId = await startMatch(t, world.court.id, {
    team1Player1: { name: 'Paula Publica', playerId: publicPlayer.id },
    team1Player2: { name: 'Prisca Privada', playerId: privatePlayer.id },
    team2Player1: { name: 'Olga Otra', playerId: otherPrivate.id },
    email: 'prisca@example.com',
  });
  await playGames(t, courtSession, matchId, SIX_FOUR_SIX_THREE);
});
afterAll(() => t.close());

describe('who receives the teams’ tokens', () => {
  it('the court’s tablet and a TV paired with the match’s court get the same links', async () => {
    const tablet = await injectAs(t.app, courtSession, {
      method: 'GET',
      url: `/api/matches/${matchId}/result/links`,
    });
    expect(tablet.statusCode, tablet.body).toBe(200);
    const tv = await linksAsTv(await pairedTv({ kind: 'court', courtId: world.court.id }));
    expect(tv.statusCode, tv.body).toBe(200);
    expect(tv.json<{ data: ResultLinks }>().data).toEqual(tablet.json<{ data: ResultLinks }>().data);
  });

  it('the public court display (no pairing) gets none, nor does an unknown device token', async () => {
    const unpaired = await linksAsTv(null);
    expect(unpaired.statusCode).toBe(401);
    expect(unpaired.body).not.toContain('token"');
    expect((await linksAsTv('not-a-device-token')).statusCode).toBe(401);
  });

  it('a TV paired with another court or with the club’s wall gets none', async () => {
    const otherCourt = await createCourt(t.ctx, world.club.id);
    const elsewhere = await linksAsTv(await pairedTv({ kind: 'court', courtId: otherCourt.id }));
    expect(elsewhere.statusCode).toBe(403);
    expect(elsewhere.body).not.toContain('/results/');
    const wall = await linksAsTv(await pairedTv({ kind: 'club', clubId: world.club.id }));
    expect(wall.statusCode).toBe(403);
  });
});

describe('the statistics mail', () => {
  let text: string;
  let html: string;
  let links: ResultLinks;

  beforeAll(async () => {
    t.clock.advance(61_000);
    expect(await new StatisticsMailer(t.ctx).sweep()).toBe(1);
    const outbox = outboxDirOf(t.ctx.config.dataDir);
    const [file] = await readdir(outbox);
    ({ text, html } = mimeParts(await readFile(path.join(outbox, file ?? ''), 'utf8')));
    const response = await injectAs(t.app, courtSession, {
      method: 'GET',
      url: `/api/matches/${matchId}/result/links`,
    });
    links = response.json<{ data: ResultLinks }>().data;
  });

  it("carries each team's confirm link", () => {
    const origin = t.ctx.publicOrigin();
    for (const body of [text, html.replaceAll('&amp;', '&')]) {
      expect(body).toContain(`${origin}${links.team1.path}`);
      expect(body).toContain(`${origin}${links.team2.path}`);
    }
  });

  it("links the public player's page, the recipient's own page by its key, and no other private page", () => {
    const origin = t.ctx.publicOrigin();
    const own = `${origin}/players/${privatePlayer.id}?key=${ownLinkKey(t.ctx.config.jwtSecret, privatePlayer.id)}`;
    expect(text).toMatch(new RegExp(`Paula Publica: \\S+/players/${publicPlayer.id}\\s`));
    expect(text).toContain(`${origin}/players/${publicPlayer.id}`);
    expect(text).toContain(own);
    expect(html).toContain(own);
    expect(text).not.toContain(`/players/${otherPrivate.id}`);
    expect(html).not.toContain(`/players/${otherPrivate.id}`);
  });

  it('forgets the address once the mail is sent', async () => {
    const [row] = await t.ctx.db
      .select({ email: matches.email, mailedAt: matches.statisticsMailedAt })
      .from(matches)
      .where(eq(matches.id, matchId));
    expect(row?.email).toBeNull();
    expect(row?.mailedAt).not.toBeNull();
    // Nothing is sent twice.
    expect(await new StatisticsMailer(t.ctx).sweep()).toBe(0);
  });
});

describe("a player's own link", () => {
  function page(id: number, key?: string) {
    const query = key === undefined ? '' : `?key=${encodeURIComponent(key)}`;
    return t.app.inject({ method: 'GET', url: `/api/players/${id}/page${query}` });
  }

  it("opens the private player's page with their key only", async () => {
    const key = ownLinkKey(t.ctx.config.jwtSecret, privatePlayer.id);
    const opened = await page(privatePlayer.id, key);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json<{ data: PlayerPage }>().data.player.name).toBe('Prisca Privada');
    // Another player's page does not open with her key, nor hers without it or with a changed one.
    expect((await page(otherPrivate.id, key)).statusCode).toBe(404);
    expect((await page(privatePlayer.id)).statusCode).toBe(404);
    expect(
      (await page(privatePlayer.id, `${key.slice(0, -1)}${key.endsWith('A') ? 'B' : 'A'}`)).statusCode,
    ).toBe(404);
  });

  it('no longer opens once the player is erased', async () => {
    const key = ownLinkKey(t.ctx.config.jwtSecret, otherPrivate.id);
    expect((await page(otherPrivate.id, key)).statusCode).toBe(200);
    await injectAs(t.app, adminSession, { method: 'DELETE', url: `/api/players/${otherPrivate.id}` });
    expect((await page(otherPrivate.id, key)).statusCode).toBe(404);
  });
});

describe("the club's confirmation window", () => {
  it('is a club setting, 5 to 1440 minutes, that the answers follow', async () => {
    const superAdmin = await tokenFor(t.app, world.superAdmin);
    const club = (
      await injectAs(t.app, adminSession, { method: 'GET', url: `/api/clubs/${world.club.id}` })
    ).json<{ data: Club }>().data;
    expect(club.result_confirm_minutes).toBe(30);
    const body = { name: club.name, email: club.email, phone: club.phone, address: club.address };
    const refused = await injectAs(t.app, superAdmin, {
      method: 'PUT',
      url: `/api/clubs/${world.club.id}`,
      payload: { ...body, result_confirm_minutes: 3 },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: 'Result confirm minutes must be 5 to 1440' });
    const saved = await injectAs(t.app, superAdmin, {
      method: 'PUT',
      url: `/api/clubs/${world.club.id}`,
      payload: { ...body, result_confirm_minutes: 90 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<{ data: Club }>().data.result_confirm_minutes).toBe(90);
    // The match ended about a minute ago: its window now closes 90 minutes after its end.
    const result = await t.app.inject({ method: 'GET', url: `/api/matches/${matchId}/result` });
    const { document } = result.json<{ data: { document: { confirm_until: string; finished_at: string } } }>()
      .data;
    expect(Date.parse(document.confirm_until) - Date.parse(document.finished_at)).toBe(90 * 60_000);
  });
});
