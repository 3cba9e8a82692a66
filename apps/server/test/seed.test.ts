import { afterEach, describe, expect, it } from 'vitest';
import { findClubById, listClubs } from '../src/clubs/repository.ts';
import { seedEmptyDatabase } from '../src/seed.ts';
import { buildTestApp, type TestApp } from './helpers.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('the demo seed', () => {
  it("gives the demo club the time zone of its Madrid address, whatever the server's zone", async () => {
    t = await buildTestApp();
    const seeded = await seedEmptyDatabase(t.ctx, true);
    expect(seeded?.demo).not.toBeNull();
    const [club] = await listClubs(t.ctx.db);
    expect(club?.address).toContain('Madrid');
    const stored = club ? await findClubById(t.ctx.db, club.id) : null;
    expect(stored?.timezone).toBe('Europe/Madrid');
  });
});
