// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test-render.tsx';
import { MatchSetupForm } from './components/match-setup-form.tsx';

/**
 * The Match Setup form as the players use it, with the network answered here: the requests it
 * sends are what the test checks (the API's own checks are tested in apps/server/test).
 */
let requests: { url: string; method: string; body: unknown }[] = [];
let answer: { status: number; body: unknown } = { status: 500, body: null };
/** The club's roster the court's form reads (GET /courts/7/players), searched as the server does. */
const ROSTER = [
  { id: 11, name: 'Lucía Gómez' },
  { id: 12, name: 'Luis Pardo' },
];
let rosterReads: string[] = [];

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

beforeEach(() => {
  requests = [];
  rosterReads = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const method = init.method ?? 'GET';
    if (method === 'GET' && url.startsWith('/api/courts/7/players')) {
      rosterReads.push(url);
      const search = new URL(url, 'http://x').searchParams.get('search')?.toLowerCase() ?? '';
      const players = ROSTER.filter((player) => player.name.toLowerCase().includes(search));
      return json(200, { success: true, data: { players } });
    }
    const body = JSON.parse(String(init.body));
    requests.push({ url, method, body });
    if (url === '/api/courts/7/players')
      return json(201, { success: true, data: { id: 99, name: body.name } });
    return json(answer.status, answer.body);
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderForm(court = '7', sport: 'PADEL' | 'TENNIS' = 'PADEL', clubShotClock = false) {
  const onCreated = vi.fn<(matchId: string) => void>();
  const onCourtBusy = vi.fn<(matchId: string) => void>();
  const rendered = renderWithProviders(
    <MatchSetupForm
      court={court}
      courtToken="token-of-the-qr"
      sport={sport}
      clubShotClock={clubShotClock}
      onCreated={onCreated}
      onCourtBusy={onCourtBusy}
    />,
  );
  return { ...rendered, onCreated, onCourtBusy };
}

const start = () => screen.getByRole('button', { name: 'Start Match' });

describe('the Match Setup form', () => {
  it('refuses an invalid email with its message and sends nothing', async () => {
    const { user } = renderForm();
    await user.type(screen.getByLabelText(/Email/), 'not-an-email');
    await user.click(start());
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid email');
    expect(requests).toEqual([]);
  });

  it('refuses a player name over 50 characters with its message and sends nothing', async () => {
    const { user } = renderForm();
    const [team1Player1] = screen.getAllByLabelText(/Player 1/);
    if (!team1Player1) throw new Error('no name field');
    await user.click(team1Player1);
    await user.paste('A'.repeat(51));
    await user.click(start());
    expect((await screen.findByRole('alert')).textContent).toBe('Player name is too long');
    expect(requests).toEqual([]);
  });

  it("sends the names (blank ones as 'Player 1' / 'Player 2'), the court, its token and the padel defaults", async () => {
    const { user } = renderForm();
    const [team1Player1, , team2Player1] = screen.getAllByRole('textbox');
    if (!team1Player1 || !team2Player1) throw new Error('no name fields');
    await user.type(team1Player1, 'Ana');
    await user.type(team2Player1, 'Carla');
    await user.click(start());
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]?.method).toBe('POST');
    expect(requests[0]?.url).toBe('/api/matches');
    expect(requests[0]?.body).toMatchObject({
      courtId: 7,
      courtToken: 'token-of-the-qr',
      matchType: 'doubles',
      team1Player1: { name: 'Ana' },
      team1Player2: { name: 'Player 2' },
      team2Player1: { name: 'Carla' },
      team2Player2: { name: 'Player 2' },
      settings: { bestOfSets: 3, gamesPerSet: 6, slotMinutes: 90 },
    });
    expect(requests[0]?.body).not.toHaveProperty('email');
  });

  it("names a roster player picked from the court's roster by id, a typed name as a guest", async () => {
    const { user } = renderForm();
    const [team1Player1, , team2Player1] = screen.getAllByRole('textbox');
    if (!team1Player1 || !team2Player1) throw new Error('no name fields');
    await user.type(team1Player1, 'luc');
    await user.click(await screen.findByRole('button', { name: 'Lucía Gómez' }));
    expect(team1Player1).toHaveProperty('value', 'Lucía Gómez');
    expect(screen.getByText('Club player')).toBeTruthy();
    // The roster was read with the court token of the QR code.
    expect(rosterReads.at(-1)).toContain('token=token-of-the-qr');
    await user.type(team2Player1, 'Carla');
    await user.click(start());
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]?.body).toMatchObject({
      team1Player1: { name: 'Lucía Gómez', playerId: 11 },
      team2Player1: { name: 'Carla' },
    });
    expect(requests[0]?.body).not.toHaveProperty('team2Player1.playerId');
  });

  it('forgets the roster player when the name is typed again', async () => {
    const { user } = renderForm();
    const [team1Player1] = screen.getAllByRole('textbox');
    if (!team1Player1) throw new Error('no name field');
    await user.type(team1Player1, 'Luis');
    await user.click(await screen.findByRole('button', { name: 'Luis Pardo' }));
    await user.type(team1Player1, ' Jr');
    await user.click(start());
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]?.body).toHaveProperty('team1Player1', { name: 'Luis Pardo Jr' });
  });

  it("adds a newcomer to the roster ('New here? Add me') and names them by their new id", async () => {
    const { user } = renderForm();
    const [team1Player1] = screen.getAllByRole('textbox');
    if (!team1Player1) throw new Error('no name field');
    await user.type(team1Player1, 'Nora');
    await user.click(await screen.findByRole('button', { name: 'New here? Add me as Nora' }));
    await waitFor(() => expect(screen.getByText('Club player')).toBeTruthy());
    expect(requests[0]).toEqual({
      url: '/api/courts/7/players',
      method: 'POST',
      body: { name: 'Nora', courtToken: 'token-of-the-qr' },
    });
    await user.click(start());
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(requests[1]?.body).toMatchObject({ team1Player1: { name: 'Nora', playerId: 99 } });
  });

  it('sends singles without second players, with the format chosen in the form', async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole('radio', { name: 'Singles' }));
    await user.click(screen.getByRole('radio', { name: 'One set' }));
    await user.click(start());
    await waitFor(() => expect(requests).toHaveLength(1));
    const body = requests[0]?.body as Record<string, unknown>;
    expect(body.matchType).toBe('singles');
    expect(body).not.toHaveProperty('team1Player2');
    expect(body).not.toHaveProperty('team2Player2');
    expect(body.settings).toMatchObject({ bestOfSets: 1 });
  });

  it("starts the shot clock box at the club's setting and sends what the players leave ticked", async () => {
    const off = renderForm('7', 'PADEL', false);
    const offBox = screen.getByRole('checkbox', { name: /Shot clock/ });
    expect(offBox).toHaveProperty('checked', false);
    await off.user.click(offBox);
    await off.user.click(start());
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]?.body).toMatchObject({ settings: { shotClock: true } });
    cleanup();

    requests = [];
    const on = renderForm('7', 'PADEL', true);
    const onBox = screen.getByRole('checkbox', { name: /Shot clock/ });
    expect(onBox).toHaveProperty('checked', true);
    await on.user.click(onBox);
    await on.user.click(start());
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]?.body).toMatchObject({ settings: { shotClock: false } });
  });

  it('hands over the match that holds the court when the API answers 409 with it', async () => {
    answer = {
      status: 409,
      body: { message: 'There is already an active match on this court', matchId: 'busy-match' },
    };
    const { user, onCourtBusy, onCreated } = renderForm();
    await user.click(start());
    await waitFor(() => expect(onCourtBusy).toHaveBeenCalledWith('busy-match'));
    expect(onCreated).not.toHaveBeenCalled();
  });

  it("shows the API's refusal and stays on the form", async () => {
    answer = { status: 400, body: { message: 'Invalid email' } };
    const { user, onCreated } = renderForm();
    await user.click(start());
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid email');
    expect(onCreated).not.toHaveBeenCalled();
  });

  it('refuses a court that is not a number without sending', async () => {
    const { user } = renderForm('unknown');
    await user.click(start());
    expect((await screen.findByRole('alert')).textContent).toMatch(/court/i);
    expect(requests).toEqual([]);
  });
});
