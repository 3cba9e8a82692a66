import {
  type ClubDisplay,
  type CourtDisplay,
  DISPLAY_CODE_TTL_MS,
  type Display,
  type DisplayPairing,
  type DisplaySelf,
  type DisplayTarget,
  type DisplayTargetBody,
  type DisplayUpdateBody,
  MESSAGES,
} from '@bandeja/contract';
import { type Actor, authorize } from '../auth/policy.ts';
import { getClubBranding } from '../clubs/service.ts';
import type { AppContext } from '../context.ts';
import type { DbOrTx } from '../db/client.ts';
import { uniqueViolationConstraint } from '../db/errors.ts';
import { notFound, unauthorized } from '../http/errors.ts';
import { iso } from '../http/respond.ts';
import { clubBoardsOf, courtBoardOf } from '../matches/board.ts';
import { hashDeviceToken, newDeviceToken, newPairingCode } from './code.ts';
import { canManageDisplay, canPairDisplay, type ResolvedTarget } from './policy.ts';
import {
  type CourtRow,
  type DisplayRow,
  deleteDisplayRow,
  deleteStalePending,
  findCourtRow,
  findDisplay,
  findDisplayByTokenHash,
  insertPendingDisplay,
  listPairedDisplays,
  lockPendingByCode,
  updateDisplayRow,
} from './repository.ts';

/** A pending display whose code expired this long ago is forgotten (its TV asks for a new code). */
const STALE_PENDING_MS = 24 * 60 * 60 * 1000;

/** GET /displays/court/{courtId}: the court display's first paint. */
export async function courtDisplayOf(ctx: AppContext, courtId: number): Promise<CourtDisplay> {
  const board = await courtBoardOf(ctx.db, courtId);
  if (!board) throw notFound(MESSAGES.courtNotFound);
  return {
    club: await getClubBranding(ctx, board.court.club_id),
    board,
    now: new Date(ctx.now()).toISOString(),
  };
}

/** GET /displays/club/{clubId}: the clubhouse wall's first paint. */
export async function clubDisplayOf(ctx: AppContext, clubId: number): Promise<ClubDisplay> {
  const club = await getClubBranding(ctx, clubId);
  return { club, courts: await clubBoardsOf(ctx.db, clubId), now: new Date(ctx.now()).toISOString() };
}

// ---------------------------------------------------------------- TVs

/** A TV's view of itself. */
export function presentSelf(row: DisplayRow): DisplaySelf {
  return {
    id: row.id,
    name: row.name,
    status: row.targetKind === 'pending' ? 'pending' : 'paired',
    code: row.targetKind === 'pending' ? row.code : null,
    code_expires_at: row.targetKind === 'pending' ? iso(row.codeExpiresAt) : null,
    target: targetOf(row),
  };
}

function targetOf(row: DisplayRow): DisplayTarget | null {
  if (row.clubId === null) return null;
  switch (row.targetKind) {
    case 'pending':
      return null;
    case 'court':
      return row.courtId === null ? null : { kind: 'court', court_id: row.courtId, club_id: row.clubId };
    case 'club':
      return { kind: 'club', club_id: row.clubId };
  }
}

function presentDisplay(row: DisplayRow, court: CourtRow | null): Display {
  const target = targetOf(row);
  if (row.clubId === null || target === null || row.pairedAt === null) {
    throw new Error(`display ${row.id} is not paired`);
  }
  return {
    id: row.id,
    name: row.name,
    club_id: row.clubId,
    target,
    court_name: court?.screenIdentifier ?? null,
    paired_at: iso(row.pairedAt),
    last_seen_at: iso(row.lastSeenAt),
  };
}

function publishConfig(ctx: AppContext, row: DisplayRow): void {
  ctx.live.publish({ event: 'displayConfig', displayId: row.id, payload: presentSelf(row) });
}

/** A fresh code for a TV (insert, or re-issue), retried on the rare collision with a live code. */
async function withFreshCode<T>(work: (code: string) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work(newPairingCode());
    } catch (error) {
      if (attempt >= 5 || uniqueViolationConstraint(error) === null) throw error;
    }
  }
}

/**
 * POST /displays/pairing: a TV asks for a pairing code. With its token (a code that expired, a
 * revoked TV) it gets a new code for the same display; otherwise a new display and its device
 * token, given once. A paired TV that asks keeps its pairing (the answer says where it points).
 */
export async function startPairing(ctx: AppContext, token: string | null): Promise<DisplayPairing> {
  const now = new Date(ctx.now());
  const codeExpiresAt = new Date(now.getTime() + DISPLAY_CODE_TTL_MS);
  const known = token ? await findDisplayByTokenHash(ctx.db, hashDeviceToken(token)) : null;
  if (known && known.targetKind !== 'pending') return { token: null, display: presentSelf(known) };
  if (known) {
    const row = await withFreshCode((code) =>
      updateDisplayRow(ctx.db, known.id, { code, codeExpiresAt, lastSeenAt: now, updatedAt: now }),
    );
    if (row) return { token: null, display: presentSelf(row) };
  }
  await deleteStalePending(ctx.db, new Date(now.getTime() - STALE_PENDING_MS));
  const newToken = newDeviceToken();
  const row = await withFreshCode((code) =>
    insertPendingDisplay(ctx.db, { tokenHash: hashDeviceToken(newToken), code, codeExpiresAt, at: now }),
  );
  return { token: newToken, display: presentSelf(row) };
}

/** The TV of a device token, noting that it was seen; 401 for a token no display has. */
export async function displayOfToken(ctx: AppContext, token: string | null): Promise<DisplayRow> {
  const row = token ? await findDisplayByTokenHash(ctx.db, hashDeviceToken(token)) : null;
  if (!row) throw unauthorized(MESSAGES.displayTokenInvalid);
  const now = new Date(ctx.now());
  return (await updateDisplayRow(ctx.db, row.id, { lastSeenAt: now })) ?? row;
}

/** GET /displays/self. */
export async function selfOf(ctx: AppContext, token: string | null): Promise<DisplaySelf> {
  return presentSelf(await displayOfToken(ctx, token));
}

/** A target as sent, checked against the database (unknown court or club: 404). */
async function resolveTarget(ctx: AppContext, body: DisplayTargetBody): Promise<ResolvedTarget> {
  switch (body.kind) {
    case 'court': {
      const court = await findCourtRow(ctx.db, body.courtId);
      if (!court) throw notFound(MESSAGES.courtNotFound);
      return { kind: 'court', courtId: court.id, clubId: court.clubId };
    }
    case 'club': {
      const club = await getClubBranding(ctx, body.clubId);
      return { kind: 'club', clubId: club.id };
    }
  }
}

async function ownCourtOf(ctx: AppContext, actor: Actor): Promise<{ id: number; clubId: number } | null> {
  if (actor.role !== 'court_user' || actor.courtId === null) return null;
  const court = await findCourtRow(ctx.db, actor.courtId);
  return court ? { id: court.id, clubId: court.clubId } : null;
}

function targetValues(target: ResolvedTarget) {
  return target.kind === 'court'
    ? { targetKind: 'court' as const, clubId: target.clubId, courtId: target.courtId }
    : { targetKind: 'club' as const, clubId: target.clubId, courtId: null };
}

/** Thrown by `pair` for a code no TV shows: the route counts it toward the guessing throttle. */
export class UnknownCodeError extends Error {}

/**
 * POST /displays/pair: the TV showing `code` now shows `target`. The target is checked first (404,
 * 403), then the code, under a lock so that it works once. The TV hears it over its socket room.
 */
export async function pair(
  ctx: AppContext,
  actor: Actor,
  body: { code: string; target: DisplayTargetBody; name?: string | undefined },
): Promise<Display> {
  const target = await resolveTarget(ctx, body.target);
  authorize(canPairDisplay(actor, target, await ownCourtOf(ctx, actor)));
  const now = new Date(ctx.now());
  const row = await ctx.db.transaction(async (tx) => {
    const pending = await lockPendingByCode(tx, body.code, now);
    if (!pending) throw new UnknownCodeError(MESSAGES.displayCodeUnknown);
    return updateDisplayRow(tx, pending.id, {
      ...targetValues(target),
      name: body.name?.trim() || (await defaultName(tx, target)),
      code: null,
      codeExpiresAt: null,
      pairedAt: now,
      updatedAt: now,
    });
  });
  if (!row) throw notFound(MESSAGES.displayNotFound);
  publishConfig(ctx, row);
  return presentDisplay(row, target.kind === 'court' ? await findCourtRow(ctx.db, target.courtId) : null);
}

async function defaultName(db: DbOrTx, target: ResolvedTarget): Promise<string> {
  if (target.kind === 'club') return 'Clubhouse wall';
  const court = await findCourtRow(db, target.courtId);
  return `TV ${court?.screenIdentifier ?? ''}`.trim();
}

/** GET /displays: a club admin's club's displays; a super admin's all (or one club's). */
export async function listDisplaysFor(ctx: AppContext, actor: Actor, clubId: number | undefined) {
  if (clubId !== undefined) {
    await getClubBranding(ctx, clubId);
    authorize(canManageDisplay(actor, { clubId }));
  }
  const scope = actor.role === 'super_admin' ? clubId : (actor.clubId ?? -1);
  const rows = await listPairedDisplays(ctx.db, scope);
  return rows.map(({ display, court }) => presentDisplay(display, court));
}

async function loadManagedDisplay(ctx: AppContext, actor: Actor, id: number): Promise<DisplayRow> {
  const row = await findDisplay(ctx.db, id);
  if (!row || row.targetKind === 'pending') throw notFound(MESSAGES.displayNotFound);
  authorize(canManageDisplay(actor, row));
  return row;
}

/** PATCH /displays/{id}: rename, or point the TV at another court or wall (its club's rules apply). */
export async function updateDisplayFor(
  ctx: AppContext,
  actor: Actor,
  id: number,
  body: DisplayUpdateBody,
): Promise<Display> {
  const current = await loadManagedDisplay(ctx, actor, id);
  let values: Partial<ReturnType<typeof targetValues>> = {};
  if (body.target) {
    const target = await resolveTarget(ctx, body.target);
    authorize(canPairDisplay(actor, target, null));
    values = targetValues(target);
  }
  const row = await updateDisplayRow(ctx.db, current.id, {
    ...values,
    ...(body.name === undefined ? {} : { name: body.name }),
    updatedAt: new Date(ctx.now()),
  });
  if (!row) throw notFound(MESSAGES.displayNotFound);
  publishConfig(ctx, row);
  return presentDisplay(row, row.courtId === null ? null : await findCourtRow(ctx.db, row.courtId));
}

/** DELETE /displays/{id}: the TV forgets its pairing and shows a new code. */
export async function revokeDisplayFor(ctx: AppContext, actor: Actor, id: number): Promise<void> {
  const row = await loadManagedDisplay(ctx, actor, id);
  await deleteDisplayRow(ctx.db, row.id);
  ctx.live.publish({ event: 'displayConfig', displayId: row.id, payload: { status: 'revoked' } });
}
