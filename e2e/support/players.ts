import { type APIRequestContext, expect } from '@playwright/test';
import { type ArrangedButton, type ArrangedCourt, press } from './arrange.ts';
import { apiToken } from './fixtures.ts';

/**
 * A finished match whose players are named as given (roster players by `playerId`, docs/players.md):
 * `games` says who wins each game ('A' team 1, 'B' team 2), every point pressed by the court user.
 */
export async function arrangeFinishedMatchOf(
  request: APIRequestContext,
  court: ArrangedCourt,
  apiKey: string,
  options: {
    players: { name: string; playerId?: number }[];
    games: string;
    /** Team 1's first point pressed on this WatchButton of the court instead (`games` starts with 'A'). */
    button?: ArrangedButton;
  },
): Promise<string> {
  const [a, b, c, d] = options.players;
  const created = await request.post('/api/matches', {
    headers: { 'x-api-key': apiKey, authorization: `Bearer ${court.adminToken}` },
    data: {
      team1Player1: a,
      team1Player2: b,
      team2Player1: c,
      team2Player2: d,
      settings: { serviceConfig: { mode: 'team1', team1Server: 1, team2Server: 1 } },
      courtId: court.courtId,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const matchId: string = (await created.json()).data.id;
  const headers = { authorization: `Bearer ${await apiToken(request, court.courtUser)}` };
  let pressed = options.button === undefined;
  for (const game of options.games.replaceAll(' ', '')) {
    for (let point = 0; point < 4; point += 1) {
      if (!pressed && options.button) {
        expect((await press(request, options.button)).status).toBe(200);
        pressed = true;
        continue;
      }
      const response = await request.post(`/api/scores/${matchId}/team${game === 'A' ? 1 : 2}-point`, {
        headers,
      });
      expect(response.ok(), `point answered ${response.status()}`).toBe(true);
    }
  }
  return matchId;
}

/** Both teams confirm a finished match's result with their links' tokens (docs/players.md). */
export async function confirmByBothTeams(request: APIRequestContext, court: ArrangedCourt, matchId: string) {
  const headers = { authorization: `Bearer ${await apiToken(request, court.courtUser)}` };
  const links = await request.get(`/api/matches/${matchId}/result/links`, { headers });
  expect(links.status(), await links.text()).toBe(200);
  const tokens: Record<'team1' | 'team2', { token: string }> = (await links.json()).data;
  for (const team of ['team1', 'team2'] as const) {
    const answer = await request.post(`/api/matches/${matchId}/result/answers`, {
      data: { team, token: tokens[team].token, verdict: 'confirmed' },
    });
    expect(answer.status(), await answer.text()).toBe(200);
  }
}
