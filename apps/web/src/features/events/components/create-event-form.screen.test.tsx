// @vitest-environment jsdom
import type { EventCreateBody, PublicCourt } from '@bandeja/contract';
import { QueryClient } from '@tanstack/react-query';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clubCourtsQuery } from '../../../lib/resources/club-list.ts';
import { renderWithProviders } from '../../../test-render.tsx';
import { CreateEventForm } from './create-event-form.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const CLUB_ID = 3;
const court = (id: number, name: string): PublicCourt => ({
  id,
  name,
  club_id: CLUB_ID,
  sport_type: 'PADEL',
  screen_identifier: name,
  created_at: '2026-11-23T10:00:00.000Z',
  club: { id: CLUB_ID, name: 'Club' },
});

/** The form on a club with two courts (its court list already in the cache: no request). */
function renderForm() {
  const onSubmit = vi.fn<(body: EventCreateBody) => void>();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(clubCourtsQuery(CLUB_ID).queryKey, [court(11, 'Pista 1'), court(12, 'Pista 2')]);
  const rendered = renderWithProviders(
    <CreateEventForm clubId={CLUB_ID} submitting={false} serverError={null} onSubmit={onSubmit} />,
    queryClient,
  );
  return { ...rendered, onSubmit };
}

type User = ReturnType<typeof renderForm>['user'];

async function addPlayer(user: User, name: string, email = '') {
  await user.type(screen.getByLabelText('Player name'), name);
  if (email) await user.type(screen.getByLabelText('Email (optional)'), email);
  await user.click(screen.getByRole('button', { name: 'Add player' }));
}

const alerts = () => screen.queryAllByRole('alert').map((alert) => alert.textContent);

describe("the 'New event' form on screen", () => {
  it('refuses an empty form with a message at each field and creates nothing', async () => {
    const { user, onSubmit } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Create event' }));
    expect(alerts()).toEqual(
      expect.arrayContaining(['Event name is required', 'Choose at least one court', 'At least 4 players']),
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a player without a name, a name twice and a malformed email, keeping the list as it was', async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Add player' }));
    expect(alerts()).toContain('Player name is required');
    await addPlayer(user, 'Ana');
    await addPlayer(user, 'ana');
    expect(alerts()).toContain('This player is already in the list');
    await user.clear(screen.getByLabelText('Player name'));
    await addPlayer(user, 'Bea', 'bea@');
    expect(alerts()).toContain('Invalid email');
    const list = screen.getByTestId('new-event-players');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent?.replace('×', '')),
    ).toEqual(['1Ana']);
  });

  it('creates an Americano with its name, the courts ticked, the players in order and the points per game', async () => {
    const { user, onSubmit } = renderForm();
    await user.type(screen.getByLabelText('Event name'), '  Friday Americano ');
    await user.click(screen.getByRole('checkbox', { name: 'Pista 2' }));
    await addPlayer(user, 'Ana', 'ana@example.com');
    for (const name of ['Bea', 'Carla', 'Dani']) await addPlayer(user, name);
    await user.click(screen.getByRole('radio', { name: '16' }));
    await user.click(screen.getByRole('button', { name: 'Create event' }));
    expect(onSubmit.mock.calls).toEqual([
      [
        {
          name: 'Friday Americano',
          clubId: CLUB_ID,
          format: 'americano',
          courtIds: [12],
          players: [
            { name: 'Ana', email: 'ana@example.com' },
            { name: 'Bea' },
            { name: 'Carla' },
            { name: 'Dani' },
          ],
          pointsPerGame: 16,
        },
      ],
    ]);
  });

  it('refuses a timed round out of range and sends minutes instead of points once it is right', async () => {
    const { user, onSubmit } = renderForm();
    await user.type(screen.getByLabelText('Event name'), 'Timed');
    await user.click(screen.getByRole('checkbox', { name: 'Pista 1' }));
    for (const name of ['Ana', 'Bea', 'Carla', 'Dani']) await addPlayer(user, name);
    await user.click(screen.getByRole('radio', { name: 'Minutes per round' }));
    const minutes = screen.getByLabelText('Minutes');
    await user.clear(minutes);
    await user.type(minutes, '61');
    await user.click(screen.getByRole('button', { name: 'Create event' }));
    expect(alerts()).toContain('Minutes per round must be 5 to 60');
    expect(onSubmit).not.toHaveBeenCalled();

    await user.clear(minutes);
    await user.type(minutes, '20');
    await user.click(screen.getByRole('button', { name: 'Create event' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    const body = onSubmit.mock.calls[0]?.[0];
    expect(body).toMatchObject({ minutesPerRound: 20, courtIds: [11] });
    expect(body).not.toHaveProperty('pointsPerGame');
  });

  it("asks a Mexicano by level for every player's level and sends them", async () => {
    const { user, onSubmit } = renderForm();
    await user.type(screen.getByLabelText('Event name'), 'Mexicano');
    await user.click(screen.getByRole('checkbox', { name: 'Pista 1' }));
    const names = ['Ana', 'Bea', 'Carla', 'Dani'];
    for (const name of names) await addPlayer(user, name);
    await user.click(screen.getByRole('radio', { name: /Mexicano/ }));
    await user.click(screen.getByRole('radio', { name: 'By level' }));
    await user.type(screen.getByLabelText('Level of Ana'), '7.5');
    await user.click(screen.getByRole('button', { name: 'Create event' }));
    expect(alerts()).toContain('Give every player a level from 0 to 10');
    expect(onSubmit).not.toHaveBeenCalled();

    for (const [name, level] of [
      ['Bea', '6'],
      ['Carla', '5'],
      ['Dani', '0'],
    ] as const)
      await user.type(screen.getByLabelText(`Level of ${name}`), level);
    await user.click(screen.getByRole('button', { name: 'Create event' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      format: 'mexicano',
      mexicanoPairing: '1+3v2+4',
      players: [
        { name: 'Ana', level: 7.5 },
        { name: 'Bea', level: 6 },
        { name: 'Carla', level: 5 },
        { name: 'Dani', level: 0 },
      ],
    });
  });

  it("adds a club player picked from the roster as the name is typed, and sends their playerId beside guests' names", async () => {
    // The club's roster (GET /clubs/3/players?search=), searched as the server does.
    const roster = [
      { id: 41, name: 'Lucía Gómez' },
      { id: 42, name: 'Luis Pardo' },
    ];
    const reads: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      reads.push(url);
      const search = new URL(url, 'http://x').searchParams.get('search')?.toLowerCase() ?? '';
      const players = roster.filter((player) => player.name.toLowerCase().includes(search));
      return new Response(JSON.stringify({ success: true, data: { players } }), {
        headers: { 'content-type': 'application/json' },
      });
    });
    const { user, onSubmit } = renderForm();
    await user.type(screen.getByLabelText('Event name'), 'Roster night');
    await user.click(screen.getByRole('checkbox', { name: 'Pista 1' }));
    await user.type(screen.getByLabelText('Player name'), 'lucí');
    const suggestions = await screen.findByRole('group', { name: 'Club players' });
    await user.click(await within(suggestions).findByRole('button', { name: 'Lucía Gómez' }));
    expect(reads.at(-1)).toMatch(/^\/api\/clubs\/3\/players\?search=/);
    // The roster's name is listed, marked a club player, and the name field is free for the next.
    expect(screen.getByTestId('new-event-players').textContent).toContain('Lucía GómezClub player');
    expect(screen.getByLabelText('Player name')).toHaveProperty('value', '');
    for (const name of ['Bea', 'Carla', 'Dani']) await addPlayer(user, name);
    await user.click(screen.getByRole('button', { name: 'Create event' }));
    expect(onSubmit.mock.calls[0]?.[0].players).toEqual([
      { name: 'Lucía Gómez', playerId: 41 },
      { name: 'Bea' },
      { name: 'Carla' },
      { name: 'Dani' },
    ]);
  });
});
