import type { Language, Voice } from '@bandeja/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { theRow } from '../db/rows.ts';
import { clubSponsorLogos, clubs, courts } from '../db/schema.ts';
import { languageOf, voiceOf } from '../texts/index.ts';

export type ClubRow = typeof clubs.$inferSelect;
export type NewClub = Pick<typeof clubs.$inferInsert, 'name' | 'email' | 'phone' | 'address'> & {
  /** Each left out: the column's default on insert, unchanged on update. */
  resultDisplayMinutes?: number | undefined;
  resultConfirmMinutes?: number | undefined;
  language?: Language | null | undefined;
  timezone?: string | undefined;
  voice?: Voice | undefined;
  mqttPrefix?: string | null | undefined;
  shotClock?: boolean | undefined;
};

/** The values without the settings left out (undefined), so they keep their default or value. */
function given(values: NewClub) {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as NewClub;
}

export async function insertClub(db: DbOrTx, values: NewClub): Promise<ClubRow> {
  return theRow(
    await db.insert(clubs).values(given(values)).returning(),
    'insert into clubs returned no row',
  );
}

/** A club without its image bytes (lists and forms never need them). */
export interface ClubRecord {
  id: number;
  name: string;
  email: string;
  phone: string;
  address: string;
  createdAt: Date;
  /** When the logo was stored (it versions the logo's URL); null without a logo. */
  logoUpdatedAt: Date | null;
  resultDisplayMinutes: number;
  resultConfirmMinutes: number;
  /** null: not fixed (each screen follows its browser; server texts in English). */
  language: Language | null;
  /** null: the server's zone (a club created before time zones were a setting). */
  timezone: string | null;
  voice: Voice;
  /** New matches run the shot clock by default (docs/broadcast.md). */
  shotClock: boolean;
  /** The MQTT topic prefix its buttons bind under (docs/hardware.md); null: none. */
  mqttPrefix: string | null;
  /** Its own MQTT broker; null: the server's MQTT_URL. The password never leaves the row. */
  mqttBrokerUrl: string | null;
  mqttBrokerUsername: string | null;
  hasMqttBrokerPassword: boolean;
}

interface ClubSelection extends Omit<ClubRecord, 'logoUpdatedAt' | 'language' | 'voice'> {
  logoUpdatedAt: Date | null;
  hasLogo: boolean;
  language: Language | null;
  voice: Voice;
}

function toRecord({ hasLogo, ...row }: ClubSelection): ClubRecord {
  return { ...row, logoUpdatedAt: hasLogo ? (row.logoUpdatedAt ?? new Date(0)) : null };
}

const clubColumns = {
  id: clubs.id,
  name: clubs.name,
  email: clubs.email,
  phone: clubs.phone,
  address: clubs.address,
  createdAt: clubs.createdAt,
  logoUpdatedAt: clubs.logoUpdatedAt,
  resultDisplayMinutes: clubs.resultDisplayMinutes,
  resultConfirmMinutes: clubs.resultConfirmMinutes,
  language: sql<Language | null>`${clubs.language}`.mapWith((value: string | null) =>
    value === null ? null : languageOf(value),
  ),
  timezone: clubs.timezone,
  voice: sql<Voice>`${clubs.voice}`.mapWith((value: string) => voiceOf(value)),
  shotClock: clubs.shotClock,
  mqttPrefix: clubs.mqttPrefix,
  mqttBrokerUrl: clubs.mqttBrokerUrl,
  mqttBrokerUsername: clubs.mqttBrokerUsername,
  hasMqttBrokerPassword: sql<boolean>`${clubs.mqttBrokerPassword} is not null`,
  hasLogo: sql<boolean>`${clubs.logo} is not null`,
};

export async function findClubById(db: DbOrTx, id: number): Promise<ClubRecord | null> {
  const [row] = await db.select(clubColumns).from(clubs).where(eq(clubs.id, id)).limit(1);
  return row ? toRecord(row) : null;
}

export async function listClubs(db: DbOrTx, onlyId?: number): Promise<ClubRecord[]> {
  const rows = await db
    .select(clubColumns)
    .from(clubs)
    .where(onlyId === undefined ? undefined : eq(clubs.id, onlyId))
    .orderBy(asc(clubs.id));
  return rows.map(toRecord);
}

export async function updateClub(db: DbOrTx, id: number, values: NewClub): Promise<boolean> {
  const rows = await db
    .update(clubs)
    .set({ ...given(values), updatedAt: new Date() })
    .where(eq(clubs.id, id))
    .returning({ id: clubs.id });
  return rows.length > 0;
}

/** Sets a club's own MQTT broker (the password already encrypted); each undefined: unchanged. */
export async function setClubMqttBroker(
  db: DbOrTx,
  id: number,
  values: { url: string | null; username?: string | null; password?: string | null },
): Promise<void> {
  await db
    .update(clubs)
    .set({
      mqttBrokerUrl: values.url,
      ...(values.username === undefined ? {} : { mqttBrokerUsername: values.username }),
      ...(values.password === undefined ? {} : { mqttBrokerPassword: values.password }),
      updatedAt: new Date(),
    })
    .where(eq(clubs.id, id));
}

export async function deleteClub(db: DbOrTx, id: number): Promise<void> {
  await db.delete(clubs).where(eq(clubs.id, id));
}

export async function countCourtsOfClub(db: DbOrTx, clubId: number): Promise<number> {
  return db.$count(courts, eq(courts.clubId, clubId));
}

export interface StoredImage {
  bytes: Uint8Array;
  contentType: string;
  version: Date;
}

export async function setClubLogo(
  db: DbOrTx,
  id: number,
  image: { bytes: Uint8Array; contentType: string } | null,
): Promise<void> {
  const now = new Date();
  await db
    .update(clubs)
    .set({
      logo: image?.bytes ?? null,
      logoContentType: image?.contentType ?? null,
      logoUpdatedAt: image ? now : null,
      updatedAt: now,
    })
    .where(eq(clubs.id, id));
}

export async function findClubLogo(db: DbOrTx, id: number): Promise<StoredImage | null> {
  const [row] = await db
    .select({ logo: clubs.logo, contentType: clubs.logoContentType, version: clubs.logoUpdatedAt })
    .from(clubs)
    .where(eq(clubs.id, id))
    .limit(1);
  if (!row?.logo || !row.contentType) return null;
  return { bytes: row.logo, contentType: row.contentType, version: row.version ?? new Date(0) };
}

// ---------------------------------------------------------------- sponsor logos

export interface SponsorRecord {
  id: number;
  clubId: number;
  position: number;
}

const sponsorColumns = {
  id: clubSponsorLogos.id,
  clubId: clubSponsorLogos.clubId,
  position: clubSponsorLogos.position,
};

/** The sponsor logos of some clubs, in strip order, without their bytes. */
export async function listSponsors(db: DbOrTx, clubIds: readonly number[]): Promise<SponsorRecord[]> {
  if (clubIds.length === 0) return [];
  return db
    .select(sponsorColumns)
    .from(clubSponsorLogos)
    .where(inArray(clubSponsorLogos.clubId, [...clubIds]))
    .orderBy(asc(clubSponsorLogos.position), asc(clubSponsorLogos.id));
}

export async function insertSponsor(
  db: DbOrTx,
  clubId: number,
  image: { bytes: Uint8Array; contentType: string },
  position: number,
): Promise<void> {
  await db
    .insert(clubSponsorLogos)
    .values({ clubId, image: image.bytes, contentType: image.contentType, position });
}

/** Deletes one sponsor logo of a club; false when the club has no such logo. */
export async function deleteSponsor(db: DbOrTx, clubId: number, sponsorId: number): Promise<boolean> {
  const rows = await db
    .delete(clubSponsorLogos)
    .where(and(eq(clubSponsorLogos.clubId, clubId), eq(clubSponsorLogos.id, sponsorId)))
    .returning({ id: clubSponsorLogos.id });
  return rows.length > 0;
}

export async function findSponsorImage(
  db: DbOrTx,
  clubId: number,
  sponsorId: number,
): Promise<StoredImage | null> {
  const [row] = await db
    .select({
      bytes: clubSponsorLogos.image,
      contentType: clubSponsorLogos.contentType,
      version: clubSponsorLogos.createdAt,
    })
    .from(clubSponsorLogos)
    .where(and(eq(clubSponsorLogos.clubId, clubId), eq(clubSponsorLogos.id, sponsorId)))
    .limit(1);
  return row ?? null;
}

/** Serializes uploads to one club (the sponsor limit is checked under this lock). */
export async function lockClub(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db.select({ id: clubs.id }).from(clubs).where(eq(clubs.id, id)).for('update');
  return rows.length > 0;
}
