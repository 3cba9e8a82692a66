import {
  type Button,
  type ButtonWithSecret,
  type buttonCreateBodySchema,
  type buttonUpdateBodySchema,
  MESSAGES,
} from '@bandeja/contract';
import type { z } from 'zod';
import { type Actor, adminClubScope, authorize, canManageClub } from '../auth/policy.ts';
import type { AppContext } from '../context.ts';
import { findCourtById } from '../courts/repository.ts';
import type { DbOrTx } from '../db/client.ts';
import { badRequest, forbidden, notFound } from '../http/errors.ts';
import { iso } from '../http/respond.ts';
import {
  type ButtonRow,
  type ButtonWithClub,
  buttonPressPath,
  deleteButton,
  findButtonWithClub,
  insertButton,
  listButtons,
  updateButton,
} from './repository.ts';
import { generateButtonSecret } from './secret.ts';

export const BUTTON_NOT_FOUND = MESSAGES.buttonNotFound;
export const SELECTED_COURT_MISSING = MESSAGES.selectedCourtMissing;

export function presentButton(row: ButtonRow): Button {
  return {
    id: row.id,
    name: row.name,
    label: row.label,
    action: row.action,
    court_id: row.courtId,
    created_at: iso(row.createdAt),
    press_url: buttonPressPath(row.id),
  };
}

async function loadButton(db: DbOrTx, id: number): Promise<ButtonWithClub> {
  const found = await findButtonWithClub(db, id);
  if (!found) throw notFound(BUTTON_NOT_FOUND);
  return found;
}

/** A court named in a body: it must exist (400) and belong to a club the caller manages (403). */
async function manageableCourt(db: DbOrTx, actor: Actor, courtId: number): Promise<number> {
  const court = await findCourtById(db, courtId);
  if (!court) throw badRequest(SELECTED_COURT_MISSING);
  authorize(canManageClub(actor, court.clubId));
  return court.id;
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
  return (await listButtons(ctx.db, { clubId, courtId })).map(presentButton);
}

export async function getButtonFor(ctx: AppContext, actor: Actor, id: number): Promise<Button> {
  const { button, clubId } = await loadButton(ctx.db, id);
  authorize(canManageClub(actor, clubId));
  return presentButton(button);
}

/** POST /buttons: answers the device's secret, shown this once. */
export async function createButtonFor(
  ctx: AppContext,
  actor: Actor,
  body: z.output<typeof buttonCreateBodySchema>,
): Promise<ButtonWithSecret> {
  clubScope(actor);
  if (body.court_id === undefined) throw badRequest(MESSAGES.courtRequired);
  const courtId = await manageableCourt(ctx.db, actor, body.court_id);
  const { secret, secretHash } = generateButtonSecret();
  const row = await insertButton(ctx.db, {
    courtId,
    name: body.name,
    label: body.label,
    action: body.action,
    secretHash,
  });
  return { button: presentButton(row), secret };
}

export async function updateButtonFor(
  ctx: AppContext,
  actor: Actor,
  id: number,
  body: z.output<typeof buttonUpdateBodySchema>,
): Promise<Button> {
  const { clubId } = await loadButton(ctx.db, id);
  authorize(canManageClub(actor, clubId));
  const courtId =
    body.court_id === undefined ? undefined : await manageableCourt(ctx.db, actor, body.court_id);
  const row = await updateButton(ctx.db, id, {
    name: body.name,
    label: body.label,
    action: body.action,
    courtId,
  });
  if (!row) throw notFound(BUTTON_NOT_FOUND);
  return presentButton(row);
}

/** POST /buttons/{id}/regenerate-secret: the old secret stops working at once. */
export async function regenerateSecretFor(
  ctx: AppContext,
  actor: Actor,
  id: number,
): Promise<ButtonWithSecret> {
  const { clubId } = await loadButton(ctx.db, id);
  authorize(canManageClub(actor, clubId));
  const { secret, secretHash } = generateButtonSecret();
  const row = await updateButton(ctx.db, id, { secretHash });
  if (!row) throw notFound(BUTTON_NOT_FOUND);
  return { button: presentButton(row), secret };
}

export async function deleteButtonFor(ctx: AppContext, actor: Actor, id: number): Promise<void> {
  const { clubId } = await loadButton(ctx.db, id);
  authorize(canManageClub(actor, clubId));
  await deleteButton(ctx.db, id);
}
