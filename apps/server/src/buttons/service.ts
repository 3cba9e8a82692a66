import {
  adminClubScope,
  type Button,
  type ButtonWarning,
  type ButtonWithSecret,
  type buttonCreateBodySchema,
  type buttonUpdateBodySchema,
  canManageClub,
  defaultDoubleAction,
  isPlainMqttTopic,
  LOW_BATTERY_PERCENT,
  MESSAGES,
} from '@bandeja/contract';
import type { z } from 'zod';
import { type Actor, authorize } from '../auth/policy.ts';
import type { AppContext } from '../context.ts';
import { findCourtById } from '../courts/repository.ts';
import type { DbOrTx } from '../db/client.ts';
import { uniqueViolationConstraint } from '../db/errors.ts';
import { badRequest, conflict, forbidden, notFound, withParams } from '../http/errors.ts';
import { iso } from '../http/respond.ts';
import {
  type ButtonRow,
  type ButtonWithClub,
  buttonPressPath,
  deleteButton,
  findButtonByTopic,
  findButtonWithClub,
  insertButton,
  latestMatchStarts,
  listButtons,
  listMqttPrefixes,
  updateButton,
} from './repository.ts';
import { generateButtonSecret } from './secret.ts';

/** A match on the court began this long ago and a point button has not been heard: 'silent'. */
export const SILENT_AFTER_MS = 15 * 60 * 1000;

/**
 * A button as the admin sees it, with its health (docs/api.md "Device health"). `silentSince`: the
 * start of the latest match (live, or booked) on its court that began at least SILENT_AFTER_MS ago.
 */
export function presentButton(row: ButtonRow, silentSince: Date | null = null): Button {
  const warnings: ButtonWarning[] = [];
  if (row.battery !== null && row.battery < LOW_BATTERY_PERCENT) warnings.push('low_battery');
  // A team's point button is pressed in every match; an undo or reset button may rightly stay still.
  const pointButton = row.action === 'TEAM1_SCORE' || row.action === 'TEAM2_SCORE';
  if (pointButton && silentSince !== null && (row.lastSeenAt === null || row.lastSeenAt < silentSince))
    warnings.push('silent');
  return {
    id: row.id,
    name: row.name,
    label: row.label,
    action: row.action,
    double_action: row.doubleAction,
    long_action: row.longAction,
    mqtt_topic: row.mqttTopic,
    court_id: row.courtId,
    created_at: iso(row.createdAt),
    press_url: buttonPressPath(row.id),
    health: {
      last_seen_at: row.lastSeenAt ? iso(row.lastSeenAt) : null,
      battery: row.battery,
      signal:
        row.signalKind !== null && row.signalValue !== null
          ? { kind: row.signalKind, value: row.signalValue }
          : null,
      voltage_mv: row.voltageMv,
      warnings,
    },
    identify_until: row.identifyUntil ? iso(row.identifyUntil) : null,
  };
}

async function presentButtons(ctx: AppContext, rows: readonly ButtonRow[]): Promise<Button[]> {
  const now = ctx.now();
  const starts = await latestMatchStarts(ctx.db, [...new Set(rows.map((row) => row.courtId))], {
    from: new Date(now - 24 * 60 * 60 * 1000),
    to: new Date(now - SILENT_AFTER_MS),
  });
  return rows.map((row) => presentButton(row, starts.get(row.courtId) ?? null));
}

/**
 * A button's MQTT topic as sent: '' or null unbinds it. A topic is plain (no wildcard, no system
 * topic), under its club's prefix when the club has one, never under another club's prefix, and
 * bound to one button (docs/hardware.md, "One server, several clubs").
 */
async function checkedTopic(
  db: DbOrTx,
  topic: string | null | undefined,
  clubId: number,
  buttonId: number | null,
): Promise<string | null | undefined> {
  if (topic === undefined) return undefined;
  if (topic === null || topic === '') return null;
  if (!isPlainMqttTopic(topic)) throw badRequest(MESSAGES.mqttTopicInvalid);
  for (const club of await listMqttPrefixes(db)) {
    const inside = topic.startsWith(club.prefix);
    if (club.id === clubId && !inside)
      throw badRequest(withParams('mqttTopicOutsidePrefix', { prefix: club.prefix }));
    if (club.id !== clubId && inside) throw badRequest(MESSAGES.mqttTopicOtherClub);
  }
  const holder = await findButtonByTopic(db, topic);
  if (holder && holder.id !== buttonId) throw conflict(MESSAGES.mqttTopicTaken);
  return topic;
}

/** A button of a club the caller manages: unknown is 404, another club's 403. */
async function loadManagedButton(db: DbOrTx, actor: Actor, id: number): Promise<ButtonWithClub> {
  const found = await findButtonWithClub(db, id);
  if (!found) throw notFound(MESSAGES.buttonNotFound);
  authorize(canManageClub(actor, found.clubId));
  return found;
}

/** A court named in a body: it must exist (400) and belong to a club the caller manages (403). */
async function manageableCourt(
  db: DbOrTx,
  actor: Actor,
  courtId: number,
): Promise<{ id: number; clubId: number }> {
  const court = await findCourtById(db, courtId);
  if (!court) throw badRequest(MESSAGES.selectedCourtMissing);
  authorize(canManageClub(actor, court.clubId));
  return { id: court.id, clubId: court.clubId };
}

/** Two admins binding the same topic at once: the unique index decides (409). */
function topicTaken(error: unknown): never {
  if (uniqueViolationConstraint(error) === 'buttons_mqtt_topic_idx') throw conflict(MESSAGES.mqttTopicTaken);
  throw error;
}

/** The club a club admin is limited to; null for a super admin (no limit). */
function clubScope(actor: Actor): number | null {
  const scope = adminClubScope(actor);
  if (scope === undefined) throw forbidden();
  return scope;
}

/** GET /buttons: every button for a super admin, a club admin's club's; optionally one court's. */
export async function listButtonsFor(
  ctx: AppContext,
  actor: Actor,
  courtId: number | undefined,
): Promise<Button[]> {
  const clubId = clubScope(actor) ?? undefined;
  if (courtId !== undefined) {
    const court = await findCourtById(ctx.db, courtId);
    if (!court) throw notFound(MESSAGES.courtNotFound);
    authorize(canManageClub(actor, court.clubId));
  }
  return presentButtons(ctx, await listButtons(ctx.db, { clubId, courtId }));
}

export async function getButtonFor(ctx: AppContext, actor: Actor, id: number): Promise<Button> {
  const { button } = await loadManagedButton(ctx.db, actor, id);
  const [presented] = await presentButtons(ctx, [button]);
  if (!presented) throw notFound(MESSAGES.buttonNotFound);
  return presented;
}

/** POST /buttons: answers the device's secret, shown this once. */
export async function createButtonFor(
  ctx: AppContext,
  actor: Actor,
  body: z.output<typeof buttonCreateBodySchema>,
): Promise<ButtonWithSecret> {
  clubScope(actor);
  if (body.court_id === undefined) throw badRequest(MESSAGES.courtRequired);
  const court = await manageableCourt(ctx.db, actor, body.court_id);
  const mqttTopic = await checkedTopic(ctx.db, body.mqtt_topic, court.clubId, null);
  const { secret, secretHash } = generateButtonSecret();
  const row = await insertButton(ctx.db, {
    courtId: court.id,
    name: body.name,
    label: body.label,
    action: body.action,
    doubleAction: body.double_action === undefined ? defaultDoubleAction(body.action) : body.double_action,
    longAction: body.long_action ?? null,
    mqttTopic: mqttTopic ?? null,
    secretHash,
  }).catch(topicTaken);
  // Not awaited: the answer does not wait for the broker (the listeners subscribe in the background).
  void ctx.buttonsChanged();
  return { button: presentButton(row), secret };
}

export async function updateButtonFor(
  ctx: AppContext,
  actor: Actor,
  id: number,
  body: z.output<typeof buttonUpdateBodySchema>,
): Promise<Button> {
  const { clubId } = await loadManagedButton(ctx.db, actor, id);
  const court = body.court_id === undefined ? undefined : await manageableCourt(ctx.db, actor, body.court_id);
  const mqttTopic = await checkedTopic(ctx.db, body.mqtt_topic, court?.clubId ?? clubId, id);
  const row = await updateButton(ctx.db, id, {
    name: body.name,
    label: body.label,
    action: body.action,
    doubleAction: body.double_action,
    longAction: body.long_action,
    mqttTopic,
    courtId: court?.id,
  }).catch(topicTaken);
  if (!row) throw notFound(MESSAGES.buttonNotFound);
  // Not awaited: the answer does not wait for the broker (the listeners subscribe in the background).
  void ctx.buttonsChanged();
  const [presented] = await presentButtons(ctx, [row]);
  return presented ?? presentButton(row);
}

/** POST /buttons/{id}/regenerate-secret: the old secret stops working at once. */
export async function regenerateSecretFor(
  ctx: AppContext,
  actor: Actor,
  id: number,
): Promise<ButtonWithSecret> {
  await loadManagedButton(ctx.db, actor, id);
  const { secret, secretHash } = generateButtonSecret();
  const row = await updateButton(ctx.db, id, { secretHash });
  if (!row) throw notFound(MESSAGES.buttonNotFound);
  return { button: presentButton(row), secret };
}

export async function deleteButtonFor(ctx: AppContext, actor: Actor, id: number): Promise<void> {
  await loadManagedButton(ctx.db, actor, id);
  await deleteButton(ctx.db, id);
  // Not awaited: the answer does not wait for the broker (the listeners subscribe in the background).
  void ctx.buttonsChanged();
}
