import { HEADERS, type MatchStatisticsPayload, MESSAGES } from '@bandeja/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { matches } from '../src/db/schema.ts';
import { STATISTICS_MAIL_MESSAGES, STATISTICS_MAILS_PER_RECIPIENT_PER_HOUR } from '../src/mail/routes.ts';
import { StatisticsMailer } from '../src/mail/statistics-sweeper.ts';
import {
  buildTestApp,
  createWorld,
  injectAs,
  messageOf,
  TEST_API_KEY,
  type TestApp,
  tokenFor,
} from './helpers.ts';
import { startMatch } from './live-helpers.ts';
import {
  finishedMatch,
  mimeParts,
  playGames,
  quickFinishedMatch,
  SIX_FOUR_SIX_THREE,
} from './share-helpers.ts';
import { startSmtp } from './smtp-helpers.ts';

/** The club's configured address: the only host mails link to. */
const PUBLIC_URL = 'https://scores.club.example';

// Matches are played out point by point through the API: slow on a busy machine.
vi.setConfig({ testTimeout: 120_000 });

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtp();
  // The clients below reach the server through a proxy that names them in X-Forwarded-For.
  t = await buildTestApp({ config: { smtpUrl: smtp.url, trustProxy: true, publicUrl: PUBLIC_URL } });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
beforeEach(() => {
  smtp.received.length = 0;
});

let clientAddress = 0;
/** Each test its own client address, so the route's per-address rate limit stays out of the way. */
function asClient() {
  clientAddress += 1;
  return { [HEADERS.apiKey]: TEST_API_KEY, 'x-forwarded-for': `203.0.113.${clientAddress}` };
}

function mailStatistics(matchId: string, payload: unknown, headers: Record<string, string> = asClient()) {
  return t.app.inject({
    method: 'POST',
    url: `/api/matches/${matchId}/statistics/email`,
    payload: payload as object,
    headers,
  });
}

async function statisticsOf(matchId: string): Promise<MatchStatisticsPayload> {
  const response = await t.app.inject({ method: 'GET', url: `/api/matches/${matchId}/statistics` });
  return response.json<{ data: MatchStatisticsPayload }>().data;
}

describe('POST /api/matches/{id}/statistics/email', () => {
  it('mails the chosen player their numbers: HTML with a plain-text part, through SMTP', async () => {
    const { matchId } = await finishedMatch(t);
    const response = await mailStatistics(matchId, { playerNumber: 3, email: 'carla@example.com' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ success: true, data: { email: 'carla@example.com', playerNumber: 3 } });

    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail?.to).toEqual(['carla@example.com']);
    expect(mail?.from).toBe('scores@club.example');
    const { headers, text, html } = mimeParts(mail?.raw ?? '');
    expect(headers).toMatch(/content-type: multipart\/alternative/i);
    expect(headers).toMatch(/^Subject: .*Carla/im);

    const stats = await statisticsOf(matchId);
    const carla = stats.player3Stats;
    expect(carla.pointsPlayedWithService).toBeGreaterThan(0);
    expect(text).toContain('Ana & Bea Vs Carla & Dora');
    expect(text).toContain('Winner: Ana & Bea');
    expect(text).toContain('Score: 6-4 / 6-3');
    expect(text).toContain('YOUR NUMBERS — Carla (Player 3, Team 2)');
    expect(text).toContain(`Points served: ${carla.pointsPlayedWithService}`);
    expect(text).toContain(`Won on serve: ${carla.pointsWhileServing}`);
    expect(text).toContain(`% won on serve: ${carla.percentageWonWithService.toFixed(1)}%`);
    expect(text).toContain(`Service games won: ${carla.gamesWonWhileServing}`);
    expect(text).toContain(`Service games lost: ${carla.serviceBreaks}`);
    expect(text).toContain(
      `Points won: ${stats.team1Points.totalPoints} (${stats.team1Points.percentageWon.toFixed(1)}%) | ${stats.team2Points.totalPoints}`,
    );
    expect(text).toContain(`View match: ${PUBLIC_URL}/scores/share/${matchId}`);
    expect(html).toContain('<html');
    expect(html).toContain('Carla');
    expect(html).toContain('Ana &amp; Bea Vs Carla &amp; Dora');
  });

  it('links to PUBLIC_URL whatever Host the request names: a forged one reaches no mail', async () => {
    const { matchId } = await finishedMatch(t);
    // This app trusts its proxy (TRUST_PROXY): even a forwarded host it believes makes no link.
    const forgeries: Record<string, string>[] = [
      { host: 'evil.example' },
      { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' },
    ];
    for (const forged of forgeries) {
      smtp.received.length = 0;
      const response = await mailStatistics(
        matchId,
        { playerNumber: 1, email: 'victim@example.com' },
        { ...asClient(), ...forged },
      );
      expect(response.statusCode, response.body).toBe(200);
      const { text, html } = mimeParts(smtp.received[0]?.raw ?? '');
      expect(text).toContain(`View match: ${PUBLIC_URL}/scores/share/${matchId}`);
      expect(`${text}${html}`).not.toContain('evil.example');
    }
  });

  it('checks the key, then the body with the spec’s messages, then the match', async () => {
    const world = await createWorld(t);
    const ongoing = await startMatch(t, world.court.id);

    const noKey = await mailStatistics(ongoing, { playerNumber: 1, email: 'a@example.com' }, {});
    expect(noKey.statusCode).toBe(401);
    expect(messageOf(noKey)).toBe(MESSAGES.invalidApiKey);

    const noPlayer = await mailStatistics(ongoing, { email: 'a@example.com' });
    expect(noPlayer.statusCode).toBe(400);
    expect(messageOf(noPlayer)).toBe('Please select a player');
    const badPlayer = await mailStatistics(ongoing, { playerNumber: 5, email: 'a@example.com' });
    expect(messageOf(badPlayer)).toBe('Please select a player');
    const badEmail = await mailStatistics(ongoing, { playerNumber: 1, email: 'not-an-address' });
    expect(badEmail.statusCode).toBe(400);
    expect(messageOf(badEmail)).toBe('Please enter a valid email address');

    const unknown = await mailStatistics('abcdefgh1234', { playerNumber: 1, email: 'a@example.com' });
    expect(unknown.statusCode).toBe(404);
    expect(messageOf(unknown)).toBe(MESSAGES.matchNotFound);
    const notFinished = await mailStatistics(ongoing, { playerNumber: 1, email: 'a@example.com' });
    expect(notFinished.statusCode).toBe(409);
    expect(messageOf(notFinished)).toBe(STATISTICS_MAIL_MESSAGES.notFinished);
    expect(smtp.received).toHaveLength(0);
  });

  it('checks the key before reading the body: a wrong key is 401 even with malformed JSON', async () => {
    const { matchId } = await quickFinishedMatch(t);
    for (const headers of [{}, { [HEADERS.apiKey]: 'wrong-key-0123456789' }]) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/matches/${matchId}/statistics/email`,
        headers: { ...headers, 'content-type': 'application/json' },
        payload: '{bad',
      });
      expect(response.statusCode).toBe(401);
      expect(messageOf(response)).toBe(MESSAGES.invalidApiKey);
    }
    expect(smtp.received).toHaveLength(0);
  });

  it('throttles per address and match: the fourth mail within the hour is refused', async () => {
    const { matchId } = await quickFinishedMatch(t);
    for (let i = 0; i < 3; i += 1) {
      const sent = await mailStatistics(matchId, { playerNumber: 1, email: 'Ana@Example.com' });
      expect(sent.statusCode).toBe(200);
    }
    const refused = await mailStatistics(matchId, { playerNumber: 2, email: 'ana@example.com' });
    expect(refused.statusCode).toBe(429);
    expect(messageOf(refused)).toBe(STATISTICS_MAIL_MESSAGES.throttled);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    const otherAddress = await mailStatistics(matchId, { playerNumber: 2, email: 'bea@example.com' });
    expect(otherAddress.statusCode).toBe(200);
    t.clock.advance(60 * 60 * 1000);
    const later = await mailStatistics(matchId, { playerNumber: 1, email: 'ana@example.com' });
    expect(later.statusCode).toBe(200);
    expect(smtp.received).toHaveLength(5);
  });

  it('caps what one recipient receives per hour across matches and callers', async () => {
    const matches = [];
    for (let i = 0; i < 4; i += 1) matches.push((await quickFinishedMatch(t)).matchId);
    const victim = 'victim@example.com';
    const statuses: number[] = [];
    for (const matchId of matches) {
      for (let i = 0; i < 3; i += 1) {
        // A new client address each time: the per-address rate limit is not what stops it.
        statuses.push((await mailStatistics(matchId, { playerNumber: 1, email: victim })).statusCode);
      }
    }
    expect(statuses.slice(0, STATISTICS_MAILS_PER_RECIPIENT_PER_HOUR).every((status) => status === 200)).toBe(
      true,
    );
    const refused = await mailStatistics(matches[3] ?? '', { playerNumber: 1, email: 'Victim@Example.com' });
    expect(refused.statusCode).toBe(429);
    expect(messageOf(refused)).toBe(MESSAGES.statisticsRecipientThrottled);
    expect(smtp.received.filter((mail) => mail.to.includes(victim))).toHaveLength(
      STATISTICS_MAILS_PER_RECIPIENT_PER_HOUR,
    );
    const someoneElse = await mailStatistics(matches[3] ?? '', { playerNumber: 1, email: 'bea@example.com' });
    expect(someoneElse.statusCode).toBe(200);
  });

  it('rate limits one client address', async () => {
    const { matchId } = await quickFinishedMatch(t);
    const client = asClient();
    const answers: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      answers.push(
        (await mailStatistics(matchId, { playerNumber: 1, email: `p${i}@example.com` }, client)).statusCode,
      );
    }
    expect(answers.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(answers[10]).toBe(429);
  });
});

describe('the statistics summary for the email given at match creation', () => {
  async function mailedAt(matchId: string) {
    const [row] = await t.ctx.db
      .select({ at: matches.statisticsMailedAt })
      .from(matches)
      .where(eq(matches.id, matchId));
    return row?.at ?? null;
  }

  it('goes out once the match has finished and its 60 s undo window has passed, once', async () => {
    const { matchId } = await finishedMatch(t, { email: 'captain@example.com' });
    const sweeper = new StatisticsMailer(t.ctx);

    t.clock.advance(59_000);
    await sweeper.sweep();
    expect(smtp.received.filter((mail) => mail.to.includes('captain@example.com'))).toHaveLength(0);
    expect(await mailedAt(matchId)).toBeNull();

    t.clock.advance(2_000);
    await sweeper.sweep();
    const mails = await smtp.mailsTo('captain@example.com');
    expect(mails).toHaveLength(1);
    const { text } = mimeParts(mails[0]?.raw ?? '');
    const stats = await statisticsOf(matchId);
    expect(text).toContain('Winner: Ana & Bea');
    expect(text).not.toContain('YOUR NUMBERS');
    // The mail sent with no request behind it links to the public address too.
    expect(text).toContain(`View match: ${PUBLIC_URL}/scores/share/${matchId}`);
    expect(text).toContain(
      `Carla (Team 2): ${stats.player3Stats.pointsPlayedWithService}, ${stats.player3Stats.pointsWhileServing}`,
    );
    expect(await mailedAt(matchId)).toEqual(new Date(t.clock.now()));

    // A second sweep, or another process (a restart), sends nothing more.
    await sweeper.sweep();
    await new StatisticsMailer(t.ctx).sweep();
    expect(smtp.received.filter((mail) => mail.to.includes('captain@example.com'))).toHaveLength(1);
  });

  it('is not sent for a match reopened by an undo within the window', async () => {
    const world = await createWorld(t);
    const token = await tokenFor(t.app, world.courtUser);
    const matchId = await startMatch(t, world.court.id, { email: 'undo@example.com' });
    await playGames(t, token, matchId, SIX_FOUR_SIX_THREE);
    t.clock.advance(30_000);
    const undo = await injectAs(t.app, token, { method: 'POST', url: `/api/scores/${matchId}/undo` });
    expect(undo.json().data.status).toBe('ongoing');
    t.clock.advance(120_000);
    await new StatisticsMailer(t.ctx).sweep();
    expect(smtp.received.filter((mail) => mail.to.includes('undo@example.com'))).toHaveLength(0);
    expect(await mailedAt(matchId)).toBeNull();
  });

  it('is kept for a retry when the mail server cannot be reached', async () => {
    const unreachable = await buildTestApp({ config: { smtpUrl: 'smtp://127.0.0.1:9' } });
    try {
      const { matchId } = await quickFinishedMatch(unreachable, { email: 'later@example.com' });
      unreachable.clock.advance(61_000);
      const sent = await new StatisticsMailer(unreachable.ctx).sweep();
      expect(sent).toBe(0);
      const [row] = await unreachable.ctx.db
        .select({ at: matches.statisticsMailedAt })
        .from(matches)
        .where(eq(matches.id, matchId));
      expect(row?.at).toBeNull();
    } finally {
      await unreachable.close();
    }
  });
});

describe('statistics mails of singles and of matches finished off court', () => {
  it('a singles match: only its two players, and players 2 and 4 cannot be chosen', async () => {
    const world = await createWorld(t);
    const token = await tokenFor(t.app, world.courtUser);
    const matchId = await startMatch(t, world.court.id, {
      matchType: 'singles',
      team1Player1: { name: 'Rafa' },
      team1Player2: undefined,
      team2Player1: { name: 'Roger' },
      team2Player2: undefined,
    });
    await playGames(t, token, matchId, 'AAAAAA AAAAAA');
    const refused = await mailStatistics(matchId, { playerNumber: 2, email: 'rafa@example.com' });
    expect(refused.statusCode).toBe(400);
    expect(messageOf(refused)).toBe(MESSAGES.playerNotInMatch);

    const sent = await mailStatistics(matchId, { playerNumber: 3, email: 'roger@example.com' });
    expect(sent.statusCode, sent.body).toBe(200);
    const { text } = mimeParts(smtp.received.at(-1)?.raw ?? '');
    expect(text).toContain('Rafa Vs Roger');
    expect(text).toContain('YOUR NUMBERS — Roger (Player 3, Team 2)');
    expect(text).toMatch(/Rafa \(Team 1\): \d+/);
    expect(text).toMatch(/Roger \(Team 2\): \d+/);
    expect(text).not.toContain('Player 2');
    expect(text).not.toContain('Player 4');
  });

  it('a walkover: the mail says W/O and that statistics are not available, inventing no figures', async () => {
    const world = await createWorld(t);
    const token = await tokenFor(t.app, world.courtUser);
    const matchId = await startMatch(t, world.court.id, { email: 'wo@example.com' });
    const walkover = await injectAs(t.app, token, {
      method: 'POST',
      url: `/api/scores/${matchId}/walkover`,
      payload: { team: 'team2' },
    });
    expect(walkover.statusCode, walkover.body).toBe(200);
    t.clock.advance(61_000);
    await new StatisticsMailer(t.ctx).sweep();
    const mails = await smtp.mailsTo('wo@example.com');
    expect(mails).toHaveLength(1);
    const { text, html } = mimeParts(mails[0]?.raw ?? '');
    expect(text).toContain('Winner: Ana & Bea');
    expect(text).toContain('Score: W/O');
    expect(text).toContain('Point-by-point statistics are not available');
    expect(text).not.toContain('Points won');
    expect(text).not.toContain('Duration');
    expect(html).toContain('W/O');
    expect(html).not.toContain('Service by player');
  });

  it('a retirement: the score carries Ret. and the figures are those of the points played', async () => {
    const world = await createWorld(t);
    const token = await tokenFor(t.app, world.courtUser);
    const matchId = await startMatch(t, world.court.id);
    await playGames(t, token, matchId, 'ABABABAB AA A');
    await injectAs(t.app, token, {
      method: 'POST',
      url: `/api/scores/${matchId}/retire`,
      payload: { team: 'team2' },
    });
    const sent = await mailStatistics(matchId, { playerNumber: 1, email: 'ana@example.com' });
    expect(sent.statusCode, sent.body).toBe(200);
    const { text } = mimeParts(smtp.received.at(-1)?.raw ?? '');
    expect(text).toContain('Score: 6-4 / 1-0 Ret.');
    expect(text).toContain('Points won: 28 (63.6%) | 16 (36.4%)');
  });
});
