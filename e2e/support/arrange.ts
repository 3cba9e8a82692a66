import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, expect } from '@playwright/test';
import { E2E_DATA_DIR } from './environment.ts';
import { type Account, apiToken, superAdmin } from './fixtures.ts';

/**
 * Arranging data for browser tests through the real API, as a super admin would. Every test makes
 * its own club and court: tests run in parallel against one server, and a court has at most one
 * active match.
 */
export function uniqueName(prefix: string): string {
  return `${prefix} ${randomBytes(3).toString('hex')}`;
}

/** The public API key the server generated (the web app reads it from index.html). */
export function apiKey(): string {
  return JSON.parse(readFileSync(path.join(E2E_DATA_DIR, 'secrets.json'), 'utf8')).apiKey;
}

async function data<T>(response: Awaited<ReturnType<APIRequestContext['post']>>): Promise<T> {
  const body: unknown = await response.json();
  const where = `${response.url()} answered ${response.status()}: ${JSON.stringify(body)}`;
  expect(response.ok(), where).toBe(true);
  // The server checks every answer against the contract before sending it.
  return (body as { data: T }).data;
}

export interface ArrangedCourt {
  clubId: number;
  courtId: number;
  courtName: string;
  courtUser: Account;
  adminToken: string;
}

/** A new club with one court (padel unless told) and its court user. */
export async function arrangeCourt(
  request: APIRequestContext,
  options: { clubId?: number; sport?: 'PADEL' | 'TENNIS'; name?: string } = {},
): Promise<ArrangedCourt> {
  const adminToken = await apiToken(request, superAdmin);
  const headers = { authorization: `Bearer ${adminToken}` };
  const clubId =
    options.clubId ??
    (
      await data<{ id: number }>(
        await request.post('/api/clubs', {
          headers,
          data: {
            name: uniqueName('Club'),
            email: 'club@example.com',
            phone: '+34 600 000 000',
            address: 'Calle 1',
          },
        }),
      )
    ).id;
  const courtName = options.name ?? uniqueName('Court');
  const courtUser = { username: `court-${randomBytes(4).toString('hex')}`, password: 'court-user-password' };
  const court = await data<{ id: number }>(
    await request.post('/api/courts', {
      headers,
      data: {
        name: courtName,
        club_id: clubId,
        sport_type: options.sport ?? 'PADEL',
        court_user: { ...courtUser, name: courtName },
      },
    }),
  );
  return { clubId, courtId: court.id, courtName, courtUser, adminToken };
}

/**
 * The address the court's start QR code carries right now (the court dashboard shows it): the
 * match creation page with the court's court token.
 */
export async function startLink(request: APIRequestContext, court: ArrangedCourt): Promise<string> {
  const issued = await data<{ token: string }>(
    await request.get(`/api/courts/${court.courtId}/start-token`, {
      headers: { authorization: `Bearer ${court.adminToken}` },
    }),
  );
  return `/match/create?court=${court.courtId}&token=${encodeURIComponent(issued.token)}`;
}

export interface ArrangedButton {
  id: number;
  action: 'TEAM1_SCORE' | 'TEAM2_SCORE' | 'UNDO' | 'RESET';
  secret: string;
}

/** One WatchButton per action on a court. */
export async function arrangeButtons(request: APIRequestContext, court: ArrangedCourt) {
  const headers = { authorization: `Bearer ${court.adminToken}` };
  const buttons: Record<ArrangedButton['action'], ArrangedButton> = {} as Record<
    ArrangedButton['action'],
    ArrangedButton
  >;
  for (const action of ['TEAM1_SCORE', 'TEAM2_SCORE', 'UNDO', 'RESET'] as const) {
    const created = await data<{ button: { id: number }; secret: string }>(
      await request.post('/api/buttons', {
        headers,
        data: { name: `${court.courtName} ${action}`, label: action, action, court_id: court.courtId },
      }),
    );
    buttons[action] = { id: created.button.id, action, secret: created.secret };
  }
  return buttons;
}

/** Presses a WatchButton as the device does. */
export async function press(
  request: APIRequestContext,
  button: ArrangedButton,
  pressId = randomBytes(8).toString('hex'),
) {
  const response = await request.post(`/api/buttons/${button.id}/press`, {
    headers: { 'x-button-key': button.secret, 'x-press-id': pressId },
  });
  return {
    status: response.status(),
    body: (await response.json()) as { success: boolean; data?: unknown; message?: string },
  };
}

export interface MatchOptions {
  players?: [string, string, string, string];
  settings?: Record<string, unknown>;
}

/** Creates the court's active match through the public QR flow's call. */
export async function arrangeMatch(
  request: APIRequestContext,
  court: ArrangedCourt,
  options: MatchOptions = {},
) {
  const [a, b, c, d] = options.players ?? ['Ana', 'Bea', 'Carla', 'Dani'];
  const created = await data<{ id: string }>(
    await request.post('/api/matches', {
      // A super admin's session: no court token needed (docs/api.md).
      headers: { 'x-api-key': apiKey(), authorization: `Bearer ${court.adminToken}` },
      data: {
        team1Player1: { name: a },
        team1Player2: { name: b },
        team2Player1: { name: c },
        team2Player2: { name: d },
        settings: {
          goldenPointMode: 'one_deuce_golden',
          serviceConfig: { mode: 'team1', team1Server: 1, team2Server: 1 },
          ...options.settings,
        },
        courtId: court.courtId,
      },
    }),
  );
  return created.id;
}

/** Scores a point from the control API (no accidental-press guard), as a court user would. */
export async function scorePoint(
  request: APIRequestContext,
  court: ArrangedCourt,
  matchId: string,
  team: 1 | 2,
) {
  const token = await apiToken(request, court.courtUser);
  const response = await request.post(`/api/scores/${matchId}/team${team}-point`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.ok(), `point answered ${response.status()}`).toBe(true);
  return ((await response.json()) as { data: unknown }).data;
}
