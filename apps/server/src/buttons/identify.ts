import {
  type ButtonAction,
  type ButtonGesture,
  IDENTIFY_MODE_MS,
  type IdentifyMode,
} from '@bandeja/contract';
import { eq } from 'drizzle-orm';
import { type Actor, viewableCourt } from '../auth/policy.ts';
import type { AppContext } from '../context.ts';
import { findCourtById } from '../courts/repository.ts';
import { buttons } from '../db/schema.ts';
import { iso } from '../http/respond.ts';
import { findButtonWithClub } from './repository.ts';

/**
 * Identify mode (docs/api.md "Device health"): for 2 minutes every press of a court's buttons is
 * shown on the admin buttons page and the court's TV ('Team 1 button — single press — battery 87 %')
 * and scores nothing. It is stored on the buttons (identify_until), so every process sees it: the
 * score writer's batch checks it, and a process whose cached button missed it reloads it.
 */
export async function setIdentifyMode(
  ctx: AppContext,
  actor: Actor,
  courtId: number,
  on: boolean,
): Promise<IdentifyMode> {
  // A club's admins, or the court's own tablet.
  const court = viewableCourt(actor, await findCourtById(ctx.db, courtId));
  const until = on ? new Date(ctx.now() + IDENTIFY_MODE_MS) : null;
  const rows = await ctx.db
    .update(buttons)
    .set({ identifyUntil: until })
    .where(eq(buttons.courtId, court.id))
    .returning({ id: buttons.id });
  // This process's writer reads the buttons again at their next press.
  for (const row of rows) ctx.scores.forgetButton(row.id);
  return { court_id: court.id, until: until ? iso(until) : null, buttons: rows.length };
}

/** Tells the button's court (admin page, TV) that it was pressed in identify mode. */
export async function announceIdentified(
  ctx: AppContext,
  press: {
    buttonId: number;
    gesture: ButtonGesture;
    action: ButtonAction | null;
    battery: number | null;
    via: 'http' | 'mqtt';
  },
): Promise<void> {
  const found = await findButtonWithClub(ctx.db, press.buttonId);
  if (!found) return;
  const { button } = found;
  ctx.live.publish({
    event: 'buttonIdentified',
    payload: {
      courtId: button.courtId,
      buttonId: button.id,
      name: button.name,
      label: button.label,
      buttonAction: button.action,
      gesture: press.gesture,
      action: press.action,
      battery: press.battery ?? ctx.buttonHealth.pendingBattery(button.id) ?? button.battery,
      via: press.via,
      at: iso(new Date(ctx.now())),
    },
  });
}
