import { type DeviceSession, MESSAGES } from '@bandeja/contract';
import {
  deleteDeviceSession,
  listLiveDeviceSessions,
  presentDeviceSession,
} from '../auth/device-sessions.ts';
import type { Actor } from '../auth/policy.ts';
import type { AppContext } from '../context.ts';
import { notFound } from '../http/errors.ts';
import { loadManagedUser } from './service.ts';

/**
 * A court user's signed-in devices, for the admins who manage the account (docs/api.md "Device
 * sessions"): the list with each device's last use, and signing one out.
 */
export async function listDevicesFor(
  ctx: AppContext,
  actor: Actor,
  userId: number,
): Promise<DeviceSession[]> {
  const user = await loadManagedUser(ctx, actor, userId);
  const rows = await listLiveDeviceSessions(ctx.db, user.id, user.tokenVersion, ctx.now());
  return rows.map(presentDeviceSession);
}

export async function signOutDeviceFor(
  ctx: AppContext,
  actor: Actor,
  userId: number,
  deviceId: number,
): Promise<void> {
  const user = await loadManagedUser(ctx, actor, userId);
  if (!(await deleteDeviceSession(ctx.db, user.id, deviceId))) throw notFound(MESSAGES.deviceSessionNotFound);
}
