import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { matches } from '../src/db/schema.ts';
import { StatisticsMailer } from '../src/mail/statistics-sweeper.ts';
import { findMatchRecord } from '../src/matches/repository.ts';
import { cardDataOf } from '../src/share/card-data.ts';
import { buildTestApp, createWorld, injectAs, type TestApp, tokenFor } from './helpers.ts';
import { startMatch } from './live-helpers.ts';
import { mimeParts, playGames, SIX_FOUR_SIX_THREE } from './share-helpers.ts';
import { headerOf, startSmtp } from './smtp-helpers.ts';

function fakeWebBuild(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bandeja-dist-'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="en"><head><title>Bandeja</title></head><body></body></html>',
  );
  return dir;
}

/** The club's configured address: the only host mails link to. */
const PUBLIC_URL = 'https://scores.club.example';
const BUENOS_AIRES = 'America/Argentina/Buenos_Aires';

// A match is played out point by point through the API: slow on a busy machine.
vi.setConfig({ testTimeout: 120_000 });

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtp('Bandeja Scores <scores@club.example>');
  t = await buildTestApp({
    config: { smtpUrl: smtp.url, publicUrl: PUBLIC_URL, webDistDir: fakeWebBuild() },
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
beforeEach(() => {
  smtp.received.length = 0;
});

/** A club set up through the club API, with its court, users and a match to be played. */
async function clubWorld(name: string, settings: { language?: string; timezone?: string }) {
  const world = await createWorld(t);
  const admin = await tokenFor(t.app, world.superAdmin);
  const updated = await injectAs(t.app, admin, {
    method: 'PUT',
    url: `/api/clubs/${world.club.id}`,
    payload: { name, email: 'club@example.com', phone: '+54 11 5555 0000', address: 'Calle 1', ...settings },
  });
  expect(updated.statusCode, updated.body).toBe(200);
  return world;
}

/** The creation address's mail, once the match has finished and its undo window has passed. */
async function creationMail(to: string) {
  t.clock.advance(61_000);
  await new StatisticsMailer(t.ctx).sweep();
  const mails = await smtp.mailsTo(to);
  expect(mails).toHaveLength(1);
  const raw = mails[0]?.raw ?? '';
  return { raw, envelopeFrom: mails[0]?.from, ...mimeParts(raw) };
}

async function startTimeOf(matchId: string): Promise<Date> {
  const [row] = await t.ctx.db.select({ at: matches.startTime }).from(matches).where(eq(matches.id, matchId));
  if (!row?.at) throw new Error('the match has no start time');
  return row.at;
}

const two = (n: number) => String(n).padStart(2, '0');

describe("mails in the club's language and time zone", () => {
  it('a Spanish club in Buenos Aires gets its match summary in Spanish, at the local time, from the club, with a View match link', async () => {
    const world = await clubWorld('Pádel Sur Buenos Aires', { language: 'es', timezone: BUENOS_AIRES });
    const token = await tokenFor(t.app, world.courtUser);
    const matchId = await startMatch(t, world.court.id, { email: 'capitan@example.com' });
    await playGames(t, token, matchId, SIX_FOUR_SIX_THREE);

    const mail = await creationMail('capitan@example.com');
    // The club's name as the sender's name, on the configured address.
    expect(headerOf(mail.raw, 'From').replaceAll('"', '')).toBe(
      'Pádel Sur Buenos Aires <scores@club.example>',
    );
    expect(mail.envelopeFrom).toBe('scores@club.example');
    expect(headerOf(mail.raw, 'Subject')).toBe('Estadísticas del partido: Ana & Bea vs Carla & Dora');

    expect(mail.text).toContain('Ganador: Ana & Bea');
    expect(mail.text).toContain('Marcador: 6-4 / 6-3');
    expect(mail.text).toContain('Puntos ganados:');
    expect(mail.text).toContain('Puntos de oro ganados:');
    expect(mail.text).toContain(`Ver partido: ${PUBLIC_URL}/scores/share/${matchId}`);
    expect(mail.text).toContain('Enviado por Bandeja');
    expect(mail.text).not.toContain('Winner');
    expect(mail.html).toContain('<html lang="es">');
    expect(mail.html).toContain(`href="${PUBLIC_URL}/scores/share/${matchId}"`);
    expect(mail.html).toContain('>Ver partido</a>');

    // Buenos Aires is UTC-3 all year: the start as its clocks showed it, never the UTC time.
    const start = await startTimeOf(matchId);
    const local = new Date(start.getTime() - 3 * 3_600_000);
    const when = mail.text.split('\n').find((line) => line.startsWith(world.court.name)) ?? '';
    expect(when).toContain(`${two(local.getUTCHours())}:${two(local.getUTCMinutes())}`);
    expect(when).not.toContain(`${two(start.getUTCHours())}:${two(start.getUTCMinutes())}`);
    expect(when).not.toContain('UTC');
    expect(when).toMatch(/nov 2026/);
  });

  it('an English club gets English with its own name as the sender', async () => {
    const world = await clubWorld('Riverside Padel', { language: 'en', timezone: 'Europe/London' });
    const token = await tokenFor(t.app, world.courtUser);
    const matchId = await startMatch(t, world.court.id, { email: 'captain@example.com' });
    await playGames(t, token, matchId, SIX_FOUR_SIX_THREE);
    const mail = await creationMail('captain@example.com');
    expect(headerOf(mail.raw, 'From').replaceAll('"', '')).toBe('Riverside Padel <scores@club.example>');
    expect(mail.text).toContain('Winner: Ana & Bea');
    expect(mail.text).toContain(`View match: ${PUBLIC_URL}/scores/share/${matchId}`);
  });

  it("a match ended by an admin at 0-0 is mailed and shared as 'Not played', not as a draw", async () => {
    const world = await clubWorld('Club Cero', { language: 'en' });
    const admin = await tokenFor(t.app, world.clubAdmin);
    const matchId = await startMatch(t, world.court.id, { email: 'nobody@example.com' });
    t.clock.advance(30_000);
    const ended = await injectAs(t.app, admin, {
      method: 'PATCH',
      url: `/api/scores/match/${matchId}/status`,
      payload: { status: 'finished' },
    });
    expect(ended.statusCode, ended.body).toBe(200);

    const mail = await creationMail('nobody@example.com');
    expect(mail.text).toContain('Not played');
    expect(mail.text).not.toMatch(/draw|Winner/i);
    expect(mail.html).toContain('Not played');
    // No figures of a match nobody played.
    expect(mail.text).not.toContain('Points won');
    expect(mail.html).not.toContain('Service by player');

    const page = await t.app.inject({ method: 'GET', url: `/scores/share/${matchId}` });
    expect(page.body).toContain(
      '<meta property="og:title" content="Ana &amp; Bea Vs Carla &amp; Dora: not played">',
    );
    expect(page.body).not.toMatch(/draw/i);

    // The server's image says NOT PLAYED instead of DRAW, and draws no winner.
    const record = await findMatchRecord(t.ctx.db, matchId);
    if (!record) throw new Error('the match is gone');
    const card = cardDataOf(record);
    expect(card).toMatchObject({ notPlayed: true, sets: [] });
    expect(card.labels?.notPlayed).toBe('NOT PLAYED');
    const image = await t.app.inject({ method: 'GET', url: `/api/scores/share/${matchId}/image.png` });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
  });
});

describe("the share page and image in the club's language", () => {
  it("a Spanish club's share page has Spanish tags (a pair 'ganan'), its local time, and the court's name on the card", async () => {
    const world = await clubWorld('Pádel Sur', { language: 'es', timezone: BUENOS_AIRES });
    const token = await tokenFor(t.app, world.courtUser);
    const matchId = await startMatch(t, world.court.id);
    await playGames(t, token, matchId, SIX_FOUR_SIX_THREE);

    const page = await t.app.inject({ method: 'GET', url: `/scores/share/${matchId}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<meta property="og:title" content="Ana &amp; Bea ganan 6-4 / 6-3">');
    expect(page.body).toContain('<meta property="og:locale" content="es_ES">');
    expect(page.body).toContain('Acabo de jugar un partido en Bandeja');
    expect(page.body).toContain('<title>Ana &amp; Bea ganan 6-4 / 6-3 · Bandeja</title>');
    expect(page.body).toMatch(/<html[^>]* lang="es"/);

    const record = await findMatchRecord(t.ctx.db, matchId);
    if (!record) throw new Error('the match is gone');
    const card = cardDataOf(record);
    const start = await startTimeOf(matchId);
    const local = new Date(start.getTime() - 3 * 3_600_000);
    expect(card.footnote).toContain(world.court.name);
    expect(card.footnote).toContain(`${two(local.getUTCHours())}:${two(local.getUTCMinutes())}`);
    expect(card.labels).toMatchObject({ winner: 'GANADOR', finalScore: 'RESULTADO FINAL' });
    expect(card.notPlayed).toBe(false);
    // The club's name on the image, beside the product's hashtag.
    expect(card.clubName).toBe('Pádel Sur');
  });
});
