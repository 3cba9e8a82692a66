import { randomBytes } from 'node:crypto';
import { createCanvas } from '@napi-rs/canvas';
import { sql } from 'drizzle-orm';
import type { UserRow } from '../src/auth/user-repository.ts';
import { insertButton } from '../src/buttons/repository.ts';
import { generateButtonSecret } from '../src/buttons/secret.ts';
import { insertSponsor, listSponsors, setClubLogo } from '../src/clubs/repository.ts';
import { buttons, clubSponsorLogos, clubs, courts, displays, matches, users } from '../src/db/schema.ts';
import { createClub, createCourt, createUser, type TestApp } from './helpers.ts';

/** A 1×1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
/** A 2×2 JPEG and a 2×2 WebP, real images (an upload is decoded and drawn again). */
const tiny = createCanvas(2, 2);
tiny.getContext('2d').fillRect(0, 0, 1, 1);
export const JPEG = tiny.encodeSync('jpeg');
export const WEBP = tiny.encodeSync('webp');

/** A multipart/form-data body with one file. */
export function multipart(file: { field?: string; filename: string; contentType: string; bytes: Buffer }): {
  payload: Buffer;
  headers: Record<string, string>;
} {
  const boundary = `----bandeja${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'logo'}"; filename="${file.filename}"\r\n` +
      `Content-Type: ${file.contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, file.bytes, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A token without a sign-in round trip (argon2 would make a 200-case matrix slow). */
export function tokenOf(t: TestApp, user: UserRow): string {
  return t.app.jwt.sign({ sub: user.id, role: user.role }, { expiresIn: '1h' });
}

/**
 * Club A with two courts, a court user, a club admin, a button, a logo and a sponsor logo; club B
 * with its own admin; a super admin; and an empty club (deletable). Built in one transaction: its
 * fourteen statements then share one commit, which on PGlite is most of what they cost.
 */
export function createAdminWorld(t: TestApp) {
  return t.ctx.db.transaction(async (tx) => {
    const db = { db: tx };
    const club = await createClub(db);
    const court = await createCourt(db, club.id);
    const secondCourt = await createCourt(db, club.id);
    const courtUser = await createUser(db, 'court_user', { clubId: club.id, courtId: court.id });
    const clubAdmin = await createUser(db, 'club_admin', { clubId: club.id });
    const otherClub = await createClub(db);
    const otherCourt = await createCourt(db, otherClub.id);
    const otherClubAdmin = await createUser(db, 'club_admin', { clubId: otherClub.id });
    const superAdmin = await createUser(db, 'super_admin');
    const emptyClub = await createClub(db);
    const button = await insertButton(tx, {
      courtId: court.id,
      name: 'Court button',
      label: 'Team 1',
      action: 'TEAM1_SCORE',
      secretHash: generateButtonSecret().secretHash,
    });
    await setClubLogo(tx, club.id, { bytes: PNG, contentType: 'image/png' });
    await insertSponsor(tx, club.id, { bytes: PNG, contentType: 'image/png' }, 0);
    const [sponsor] = await listSponsors(tx, [club.id]);
    if (!sponsor) throw new Error('sponsor not stored');
    return {
      club,
      court,
      secondCourt,
      courtUser,
      clubAdmin,
      otherClub,
      otherCourt,
      otherClubAdmin,
      superAdmin,
      emptyClub,
      button,
      sponsor,
    };
  });
}
export type AdminWorld = Awaited<ReturnType<typeof createAdminWorld>>;

/**
 * Everything the admin routes can change, as one comparable value: a digest of each table's rows
 * computed by the database (images included), in one query, so comparing before and after stays
 * cheap.
 */
export async function snapshot(t: TestApp): Promise<string> {
  const digests = [users, clubs, courts, buttons, clubSponsorLogos, displays].map(
    (table) => sql`(select coalesce(md5(string_agg(t::text, '|' order by t.id)), '') from ${table} as t)`,
  );
  // Any one-row table would do as the FROM; drizzle's select wants one.
  const [row] = await t.ctx.db
    .select({ digest: sql<string>`concat_ws(':', ${sql.join(digests, sql`, `)})` })
    .from(sql`(values (1)) as one`);
  return row?.digest ?? '';
}

/** A match row straight in the table (the matches module has its own tests). */
export async function insertMatchRow(
  t: TestApp,
  values: { courtId: number; clubId: number; status: 'scheduled' | 'ongoing' | 'finished' },
): Promise<string> {
  const id = `m${randomBytes(8).toString('hex')}`;
  await t.ctx.db.insert(matches).values({
    id,
    courtId: values.courtId,
    clubId: values.clubId,
    team1Name: 'Ana & Bea',
    team2Name: 'Carla & Dora',
    settings: {},
    status: values.status,
  });
  return id;
}
