import { DEVICE_SESSION_IDLE_DAYS, type DeviceSession } from '@bandeja/contract';
import { and, asc, desc, eq, gt, inArray, lte, ne, or } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { theRow } from '../db/rows.ts';
import { deviceSessions } from '../db/schema.ts';
import { iso } from '../http/respond.ts';

/**
 * Court users' device sessions (docs/api.md "Device sessions"): a court tablet signs in once and
 * stays signed in while it is used. The token names its row; the row is the truth about whether the
 * device is still signed in.
 */
export type DeviceSessionRow = typeof deviceSessions.$inferSelect;

export const DEVICE_SESSION_IDLE_MS = DEVICE_SESSION_IDLE_DAYS * 24 * 60 * 60 * 1000;

/**
 * A session's last use is written at most this often: a tablet polls every 2 s, and one write a
 * minute is enough for the list's 'last used' and for the sliding expiry.
 */
export const DEVICE_TOUCH_INTERVAL_MS = 60_000;

/**
 * Devices one court user can have signed in at once: a club has a tablet or two per court (and its
 * staff a few browsers), and a password typed on many browsers must not grow the table without end.
 * The oldest goes first.
 */
export const MAX_DEVICE_SESSIONS = 50;

/** The User-Agent kept for the list: enough to tell a tablet from a laptop. */
const USER_AGENT_MAX = 200;

export async function openDeviceSession(
  db: DbOrTx,
  values: { userId: number; tokenVersion: number; userAgent: string | null; now: number },
): Promise<DeviceSessionRow> {
  const at = new Date(values.now);
  const session = {
    userId: values.userId,
    tokenVersion: values.tokenVersion,
    userAgent: values.userAgent?.slice(0, USER_AGENT_MAX) || null,
    createdAt: at,
    lastUsedAt: at,
    expiresAt: new Date(values.now + DEVICE_SESSION_IDLE_MS),
  };
  return theRow(
    await db.insert(deviceSessions).values(session).returning(),
    'insert into device_sessions returned no row',
  );
}

/**
 * Before a sign-in: drops a user's sessions that no longer sign anything in (expired, or from before
 * a password change), and the oldest beyond MAX_DEVICE_SESSIONS - 1 so the new one fits.
 */
export async function pruneDeviceSessions(
  db: DbOrTx,
  userId: number,
  tokenVersion: number,
  now: number,
): Promise<void> {
  await db
    .delete(deviceSessions)
    .where(
      and(
        eq(deviceSessions.userId, userId),
        or(ne(deviceSessions.tokenVersion, tokenVersion), lte(deviceSessions.expiresAt, new Date(now))),
      ),
    );
  const live = await db
    .select({ id: deviceSessions.id })
    .from(deviceSessions)
    .where(eq(deviceSessions.userId, userId))
    .orderBy(desc(deviceSessions.id));
  const oldest = live.slice(MAX_DEVICE_SESSIONS - 1).map((row) => row.id);
  if (oldest.length > 0) await db.delete(deviceSessions).where(inArray(deviceSessions.id, oldest));
}

export async function findDeviceSession(
  db: DbOrTx,
  userId: number,
  id: number,
): Promise<DeviceSessionRow | null> {
  const [row] = await db
    .select()
    .from(deviceSessions)
    .where(and(eq(deviceSessions.id, id), eq(deviceSessions.userId, userId)))
    .limit(1);
  return row ?? null;
}

/** Whether the session still signs its device in: not expired, not from before a password change. */
export function isLive(row: DeviceSessionRow, tokenVersion: number, now: number): boolean {
  return row.tokenVersion === tokenVersion && row.expiresAt.getTime() > now;
}

/** Slides the expiry forward on use (at most once per DEVICE_TOUCH_INTERVAL_MS). */
export async function touchDeviceSession(db: DbOrTx, row: DeviceSessionRow, now: number): Promise<void> {
  if (now - row.lastUsedAt.getTime() < DEVICE_TOUCH_INTERVAL_MS) return;
  await db
    .update(deviceSessions)
    .set({ lastUsedAt: new Date(now), expiresAt: new Date(now + DEVICE_SESSION_IDLE_MS) })
    .where(eq(deviceSessions.id, row.id));
}

/** The devices still signed in for a user, oldest first. */
export async function listLiveDeviceSessions(
  db: DbOrTx,
  userId: number,
  tokenVersion: number,
  now: number,
): Promise<DeviceSessionRow[]> {
  return db
    .select()
    .from(deviceSessions)
    .where(
      and(
        eq(deviceSessions.userId, userId),
        eq(deviceSessions.tokenVersion, tokenVersion),
        gt(deviceSessions.expiresAt, new Date(now)),
      ),
    )
    .orderBy(asc(deviceSessions.id));
}

/** Signs a device out; false when it was not one of the user's. */
export async function deleteDeviceSession(db: DbOrTx, userId: number, id: number): Promise<boolean> {
  const deleted = await db
    .delete(deviceSessions)
    .where(and(eq(deviceSessions.id, id), eq(deviceSessions.userId, userId)))
    .returning({ id: deviceSessions.id });
  return deleted.length > 0;
}

export function presentDeviceSession(row: DeviceSessionRow): DeviceSession {
  return {
    id: row.id,
    user_agent: row.userAgent,
    created_at: iso(row.createdAt),
    last_used_at: iso(row.lastUsedAt),
    expires_at: iso(row.expiresAt),
  };
}
