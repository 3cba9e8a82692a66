import {
  adminClubScope,
  type Club,
  type ClubBody,
  type ClubBranding,
  type ClubMqttBrokerBody,
  canManageClub,
  IMAGE_FIELD,
  isPlainMqttTopic,
  MAX_IMAGE_BYTES,
  MAX_IMAGE_SIDE,
  MAX_SPONSOR_LOGOS,
  MESSAGES,
} from '@bandeja/contract';
import type { Multipart } from '@fastify/multipart';
import { type Actor, authorize } from '../auth/policy.ts';
import type { AppContext } from '../context.ts';
import type { DbOrTx } from '../db/client.ts';
import {
  badRequest,
  conflict,
  forbidden,
  notFound,
  payloadTooLarge,
  unsupportedMediaType,
  withParams,
} from '../http/errors.ts';
import { iso } from '../http/respond.ts';
import { checkTargetUrl } from '../net/targets.ts';
import { serverTimeZone } from '../texts/index.ts';
import { encryptBrokerPassword } from './broker-password.ts';
import { reencodeImage } from './image-check.ts';
import { detectImageType } from './image-type.ts';
import {
  type ClubRecord,
  countCourtsOfClub,
  deleteClub,
  deleteSponsor,
  findClubById,
  insertClub,
  insertSponsor,
  listClubs,
  listSponsors,
  lockClub,
  type NewClub,
  type SponsorRecord,
  setClubLogo,
  setClubMqttBroker,
  updateClub,
} from './repository.ts';

export const SPONSOR_LIMIT = withParams('sponsorLimit', { max: MAX_SPONSOR_LOGOS });
export const IMAGE_TOO_MANY_PIXELS = withParams('imageTooManyPixels', { max: MAX_IMAGE_SIDE });

export function logoUrl(club: Pick<ClubRecord, 'id' | 'logoUpdatedAt'>): string | null {
  return club.logoUpdatedAt ? `/api/clubs/${club.id}/logo?v=${club.logoUpdatedAt.getTime()}` : null;
}

export function sponsorUrl(sponsor: Pick<SponsorRecord, 'id' | 'clubId'>): string {
  return `/api/clubs/${sponsor.clubId}/sponsors/${sponsor.id}/image`;
}

function presentClub(club: ClubRecord, sponsors: readonly SponsorRecord[]): Club {
  return {
    id: club.id,
    name: club.name,
    email: club.email,
    phone: club.phone,
    address: club.address,
    created_at: iso(club.createdAt),
    logo_url: logoUrl(club),
    sponsor_logos: sponsors
      .filter((sponsor) => sponsor.clubId === club.id)
      .map((sponsor) => ({ id: sponsor.id, url: sponsorUrl(sponsor) })),
    result_display_minutes: club.resultDisplayMinutes,
    result_confirm_minutes: club.resultConfirmMinutes,
    language: club.language,
    timezone: club.timezone ?? serverTimeZone(),
    voice: club.voice,
    shot_clock: club.shotClock,
    mqtt_prefix: club.mqttPrefix,
    mqtt_broker: club.mqttBrokerUrl
      ? {
          url: club.mqttBrokerUrl,
          username: club.mqttBrokerUsername,
          password_set: club.hasMqttBrokerPassword,
        }
      : null,
  };
}

async function presentClubs(db: DbOrTx, clubs: ClubRecord[]): Promise<Club[]> {
  const sponsors = await listSponsors(
    db,
    clubs.map((club) => club.id),
  );
  return clubs.map((club) => presentClub(club, sponsors));
}

/** A club by id, or 404 'Club not found' (also for list filters naming a club). */
export async function loadClub(db: DbOrTx, id: number): Promise<ClubRecord> {
  const club = await findClubById(db, id);
  if (!club) throw notFound(MESSAGES.clubNotFound);
  return club;
}

/** A club that must exist (404) and be one the actor manages (403): its admins, super admins. */
export async function loadManagedClub(db: DbOrTx, actor: Actor, id: number): Promise<ClubRecord> {
  const club = await loadClub(db, id);
  authorize(canManageClub(actor, id));
  return club;
}

async function presentOne(db: DbOrTx, id: number): Promise<Club> {
  const [club] = await presentClubs(db, [await loadClub(db, id)]);
  if (!club) throw notFound(MESSAGES.clubNotFound);
  return club;
}

/** GET /clubs: every club for a super admin, their own for a club admin. */
export async function listClubsFor(ctx: AppContext, actor: Actor): Promise<Club[]> {
  const scope = adminClubScope(actor);
  if (scope === undefined) throw forbidden();
  return presentClubs(ctx.db, scope === null ? await listClubs(ctx.db) : await listClubs(ctx.db, scope));
}

export async function getClubFor(ctx: AppContext, actor: Actor, id: number): Promise<Club> {
  await loadManagedClub(ctx.db, actor, id);
  return presentOne(ctx.db, id);
}

/** The public face of a club: name, logo and sponsor strip. */
export async function getClubBranding(ctx: AppContext, id: number): Promise<ClubBranding> {
  const { name, logo_url, sponsor_logos, result_display_minutes, language, voice, shot_clock } =
    await presentOne(ctx.db, id);
  // shot_clock: the match form's default for the club's new matches (docs/broadcast.md).
  return { id, name, logo_url, sponsor_logos, result_display_minutes, language, voice, shot_clock };
}

function clubValues(body: ClubBody): NewClub {
  const { result_display_minutes, result_confirm_minutes, mqtt_prefix, shot_clock, ...fields } = body;
  // docs/hardware.md: a prefix is a plain topic; '' clears it.
  if (mqtt_prefix && !isPlainMqttTopic(mqtt_prefix)) throw badRequest(MESSAGES.mqttTopicInvalid);
  return {
    ...fields,
    resultDisplayMinutes: result_display_minutes,
    resultConfirmMinutes: result_confirm_minutes,
    shotClock: shot_clock,
    mqttPrefix: mqtt_prefix === undefined ? undefined : mqtt_prefix || null,
  };
}

export async function createClubFor(ctx: AppContext, body: ClubBody): Promise<Club> {
  // A new club's dates and times follow the server's zone until an admin sets the club's own.
  const club = await insertClub(ctx.db, { ...clubValues(body), timezone: body.timezone ?? serverTimeZone() });
  return presentOne(ctx.db, club.id);
}

export async function updateClubFor(ctx: AppContext, id: number, body: ClubBody): Promise<Club> {
  if (!(await updateClub(ctx.db, id, clubValues(body)))) throw notFound(MESSAGES.clubNotFound);
  return presentOne(ctx.db, id);
}

/**
 * PUT /clubs/{id}/mqtt-broker: the club's own MQTT broker (docs/api.md "MQTT buttons"), set by its
 * admins. An empty URL clears it with its credentials; a username or password left out is kept,
 * '' clears it. The password is stored encrypted (broker-password.ts) and never shown again.
 */
export async function setMqttBrokerFor(
  ctx: AppContext,
  actor: Actor,
  id: number,
  body: ClubMqttBrokerBody,
): Promise<Club> {
  await loadManagedClub(ctx.db, actor, id);
  if (body.url === '') {
    await setClubMqttBroker(ctx.db, id, { url: null, username: null, password: null });
  } else {
    // Where the server will connect, resolved now; each connection checks again (src/net/targets.ts).
    const refusal = await checkTargetUrl(body.url, {
      allowPrivate: ctx.config.clubBrokerPrivateTargets === true,
    });
    if (refusal === 'forbidden') throw badRequest(MESSAGES.mqttBrokerAddressForbidden);
    if (refusal === 'private') throw badRequest(MESSAGES.mqttBrokerAddressPrivate);
    const { username, password } = body;
    await setClubMqttBroker(ctx.db, id, {
      url: body.url,
      username: username === undefined ? undefined : username || null,
      password:
        password === undefined
          ? undefined
          : password && encryptBrokerPassword(ctx.config.jwtSecret, id, password),
    });
  }
  // Not awaited: the answer does not wait for the broker (the listeners subscribe in the background).
  void ctx.buttonsChanged();
  return presentOne(ctx.db, id);
}

/**
 * A club with courts is refused (409): its courts carry court users, buttons and match history, so
 * they are deleted one by one first. A club without courts goes with its admins and images.
 */
export async function deleteClubFor(ctx: AppContext, id: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    if (!(await lockClub(tx, id))) throw notFound(MESSAGES.clubNotFound);
    if ((await countCourtsOfClub(tx, id)) > 0) throw conflict(MESSAGES.clubHasCourts);
    await deleteClub(tx, id);
  });
}

/**
 * Reads the one uploaded file (`request.parts()`) and judges it by its bytes: at most 1 MB (413),
 * PNG, JPEG or WebP whatever its name or declared type (415), at most MAX_IMAGE_SIDE pixels a side
 * and decodable (400); what is stored is the image drawn again (clubs/image-check.ts). The form must hold exactly that one
 * file, in the field IMAGE_FIELD: a second file, another field, or a file under another name is
 * 400 (the upload's limits in clubs/routes.ts let one of each through so they can be told apart).
 * A body the multipart parser cannot read (no boundary, cut short) is 400: busboy's errors are
 * plain `Error`s without a status, while the plugin's own (limits, not multipart) carry one and
 * keep it.
 */
export async function readImage(
  parts: AsyncIterableIterator<Multipart>,
): Promise<{ bytes: Uint8Array; contentType: string }> {
  let buffer: Buffer | null = null;
  let otherFields = 0;
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        otherFields += 1;
        continue;
      }
      if (part.fieldname !== IMAGE_FIELD || buffer !== null) throw badRequest(MESSAGES.uploadOneFile);
      buffer = await part.toBuffer();
    }
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'FST_REQ_FILE_TOO_LARGE') {
      throw payloadTooLarge(MESSAGES.imageTooLarge);
    }
    if (error instanceof Error && !('statusCode' in error)) throw badRequest(MESSAGES.uploadMalformed);
    throw error;
  }
  if (buffer === null || buffer.byteLength === 0) throw badRequest(MESSAGES.imageRequired);
  if (otherFields > 0) throw badRequest(MESSAGES.uploadOneFile);
  if (buffer.byteLength > MAX_IMAGE_BYTES) throw payloadTooLarge(MESSAGES.imageTooLarge);
  const contentType = detectImageType(buffer);
  if (!contentType) throw unsupportedMediaType(MESSAGES.imageNotSupported);
  const checked = await reencodeImage(buffer, contentType);
  if (!checked.ok)
    throw badRequest(checked.reason === 'too-many-pixels' ? IMAGE_TOO_MANY_PIXELS : MESSAGES.imageUnreadable);
  return { bytes: checked.bytes, contentType };
}

export async function setLogoFor(
  ctx: AppContext,
  id: number,
  image: { bytes: Uint8Array; contentType: string } | null,
): Promise<Club> {
  await loadClub(ctx.db, id);
  await setClubLogo(ctx.db, id, image);
  return presentOne(ctx.db, id);
}

export async function addSponsorFor(
  ctx: AppContext,
  id: number,
  image: { bytes: Uint8Array; contentType: string },
): Promise<Club> {
  await ctx.db.transaction(async (tx) => {
    if (!(await lockClub(tx, id))) throw notFound(MESSAGES.clubNotFound);
    const sponsors = await listSponsors(tx, [id]);
    if (sponsors.length >= MAX_SPONSOR_LOGOS) throw conflict(SPONSOR_LIMIT);
    const last = sponsors.reduce((max, sponsor) => Math.max(max, sponsor.position), -1);
    await insertSponsor(tx, id, image, last + 1);
  });
  return presentOne(ctx.db, id);
}

export async function removeSponsorFor(ctx: AppContext, id: number, sponsorId: number): Promise<Club> {
  await loadClub(ctx.db, id);
  if (!(await deleteSponsor(ctx.db, id, sponsorId))) throw notFound(MESSAGES.sponsorNotFound);
  return presentOne(ctx.db, id);
}
