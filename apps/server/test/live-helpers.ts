import { HEADERS, type LiveScore, type MatchCreateBody } from '@bandeja/contract';
import { replay, scoreView } from '@bandeja/scoring';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { issueCourtToken } from '../src/auth/court-token.ts';
import { insertButton } from '../src/buttons/repository.ts';
import { generateButtonSecret } from '../src/buttons/secret.ts';
import type { AppContext } from '../src/context.ts';
import type { DbOrTx } from '../src/db/client.ts';
import { scoreSnapshots } from '../src/db/schema.ts';
import { findCourt, findMatch, insertMatch } from '../src/matches/repository.ts';
import { rulesOf } from '../src/matches/rules.ts';
import { newMatchId } from '../src/matches/service.ts';
import { listEvents } from '../src/scores/log.ts';
import { decodeState } from '../src/scores/state-codec.ts';
import { TEST_API_KEY, type TestApp } from './helpers.ts';

export function matchBody(courtId: number, overrides: Partial<MatchCreateBody> = {}): MatchCreateBody {
  return {
    team1Player1: { name: 'Ana' },
    team1Player2: { name: 'Bea' },
    team2Player1: { name: 'Carla' },
    team2Player2: { name: 'Dora' },
    settings: {
      goldenPointMode: 'one_deuce_golden',
      serviceConfig: { mode: 'team1', team1Server: 1, team2Server: 1 },
    },
    courtId,
    ...overrides,
  };
}

/** The court token the court's QR code carries right now (src/auth/court-token.ts). */
export async function courtTokenOf(t: TestApp, courtId: number): Promise<string> {
  // An id the database cannot hold (a test of the body's checks) or an unknown court has no token
  // of its own: one as a new court's would be.
  const court =
    Number.isInteger(courtId) && courtId > 0 && courtId <= 2 ** 31 - 1
      ? await findCourt(t.ctx.db, courtId)
      : null;
  return issueCourtToken(t.ctx.config.jwtSecret, court ?? { id: courtId, courtTokenUses: 0 }, t.ctx.now())
    .token;
}

/**
 * The public creation call as the QR flow makes it: with the court's current token unless the body
 * names one (`courtToken: undefined` in `body` sends none).
 */
export async function postMatch(t: TestApp, body: unknown, apiKey: string | null = TEST_API_KEY) {
  const withToken =
    typeof body === 'object' &&
    body !== null &&
    !('courtToken' in body) &&
    'courtId' in body &&
    typeof body.courtId === 'number'
      ? { ...body, courtToken: await courtTokenOf(t, body.courtId) }
      : body;
  return t.app.inject({
    method: 'POST',
    url: '/api/matches',
    payload: withToken as object,
    headers: apiKey === null ? {} : { [HEADERS.apiKey]: apiKey },
  });
}

/** Creates the court's active match through the public flow and returns its id. */
export async function startMatch(
  t: TestApp,
  courtId: number,
  overrides: Partial<MatchCreateBody> = {},
): Promise<string> {
  const response = await postMatch(t, matchBody(courtId, overrides));
  if (response.statusCode !== 201) throw new Error(`match creation failed: ${response.body}`);
  return response.json<{ data: { id: string } }>().data.id;
}

/**
 * 'Start match' through the writer, as the control screen's button does: a new match waits in
 * warm-up with its clock stopped until then or its first point (docs/scoring-rules.md#warm-up).
 */
export async function beginPlay(t: TestApp, matchId: string): Promise<void> {
  await t.ctx.scores.setStatus({ matchId, status: 'ongoing', source: 'control' });
}

/** A scheduled match inserted directly (no public call creates one). */
export async function insertScheduledMatch(
  ctx: AppContext,
  court: { id: number; clubId: number },
): Promise<string> {
  const id = newMatchId();
  const settings = {
    goldenPointMode: 'one_deuce_golden' as const,
    bestOfSets: 3 as const,
    gamesPerSet: 6,
    tiebreakAt: 6,
    superTiebreak: false,
    sport: 'PADEL' as const,
    serviceConfig: { mode: 'team1' as const, team1Server: 1 as const, team2Server: 1 as const },
    coinToss: null,
  };
  const match = await insertMatch(ctx.db, {
    id,
    courtId: court.id,
    clubId: court.clubId,
    team1Name: 'Ana & Bea',
    team2Name: 'Carla & Dora',
    players: [],
    settings,
    status: 'scheduled',
    startTime: new Date(ctx.now() + 3_600_000),
  });
  // Its score made through the one door, as every match's is (src/scores/score-writer.ts).
  await ctx.scores.open({ matchId: match.id });
  return id;
}

export async function createButton(
  ctx: AppContext,
  courtId: number,
  action: 'TEAM1_SCORE' | 'TEAM2_SCORE' | 'UNDO' | 'RESET' = 'TEAM1_SCORE',
) {
  const { secret, secretHash } = generateButtonSecret();
  const button = await insertButton(ctx.db, {
    courtId,
    name: `Button ${action}`,
    label: action,
    action,
    secretHash,
  });
  return { button, secret };
}

export function press(
  t: TestApp,
  button: { button: { id: number }; secret: string },
  options: { pressId?: string; viaQuery?: boolean; key?: string } = {},
) {
  const key = options.key ?? button.secret;
  if (options.viaQuery) {
    const query = new URLSearchParams({ key, ...(options.pressId ? { pressId: options.pressId } : {}) });
    return t.app.inject({ method: 'POST', url: `/api/buttons/${button.button.id}/press?${query}` });
  }
  return t.app.inject({
    method: 'POST',
    url: `/api/buttons/${button.button.id}/press`,
    headers: { [HEADERS.buttonKey]: key, ...(options.pressId ? { [HEADERS.pressId]: options.pressId } : {}) },
  });
}

export function scoreOf(response: LightMyRequestResponse): LiveScore {
  return response.json<{ data: LiveScore }>().data;
}

/** The stored log, the snapshot, and the engine's fold of that log: what every test checks. */
export async function storedTruth(ctx: { db: DbOrTx }, matchId: string) {
  const match = await findMatch(ctx.db, matchId);
  if (!match) throw new Error(`no match ${matchId}`);
  const events = await listEvents(ctx.db, matchId);
  const [found] = await ctx.db.select().from(scoreSnapshots).where(eq(scoreSnapshots.matchId, matchId));
  const snapshot = found ?? null;
  const rules = rulesOf(match);
  const folded = replay(rules, events);
  const state = snapshot ? decodeState(snapshot.state) : null;
  return {
    match,
    events,
    snapshot,
    state,
    folded,
    foldedView: scoreView(rules, folded),
    points: events.filter((event) => event.kind === 'point').length,
  };
}
