import {
  type ClubApiToken,
  type ClubApiTokenCreateBody,
  type ClubApiTokenWithSecret,
  MAX_CLUB_API_TOKENS,
  MESSAGES,
} from '@bandeja/contract';
import type { Actor } from '../auth/policy.ts';
import { lockClub } from '../clubs/repository.ts';
import { loadManagedClub } from '../clubs/service.ts';
import type { AppContext } from '../context.ts';
import { conflict, notFound } from '../http/errors.ts';
import { iso } from '../http/respond.ts';
import {
  type ClubApiTokenRow,
  countClubApiTokens,
  deleteClubApiToken,
  insertClubApiToken,
  listClubApiTokens,
} from './repository.ts';
import { generateClubToken } from './token.ts';

export function presentClubApiToken(row: ClubApiTokenRow): ClubApiToken {
  return {
    id: row.id,
    club_id: row.clubId,
    name: row.name,
    hint: row.hint,
    created_at: iso(row.createdAt),
    last_used_at: iso(row.lastUsedAt),
  };
}

export async function listClubApiTokensFor(ctx: AppContext, actor: Actor, clubId: number) {
  await loadManagedClub(ctx.db, actor, clubId);
  return (await listClubApiTokens(ctx.db, clubId)).map(presentClubApiToken);
}

/** Creates a named token; its secret is in this answer and nowhere else, ever. */
export async function createClubApiTokenFor(
  ctx: AppContext,
  actor: Actor,
  clubId: number,
  body: ClubApiTokenCreateBody,
): Promise<ClubApiTokenWithSecret> {
  await loadManagedClub(ctx.db, actor, clubId);
  const { token, tokenHash, hint } = generateClubToken();
  const row = await ctx.db.transaction(async (tx) => {
    // The limit is checked under the club's row lock, so two creations at once cannot pass it.
    if (!(await lockClub(tx, clubId))) throw notFound(MESSAGES.clubNotFound);
    if ((await countClubApiTokens(tx, clubId)) >= MAX_CLUB_API_TOKENS)
      throw conflict(MESSAGES.tooManyApiTokens);
    return insertClubApiToken(tx, { clubId, name: body.name, tokenHash, hint, createdBy: actor.id });
  });
  return { token: presentClubApiToken(row), secret: token };
}

/** Revokes at once: the next call with the token is 401. */
export async function revokeClubApiTokenFor(
  ctx: AppContext,
  actor: Actor,
  clubId: number,
  tokenId: number,
): Promise<void> {
  await loadManagedClub(ctx.db, actor, clubId);
  if (!(await deleteClubApiToken(ctx.db, clubId, tokenId))) throw notFound(MESSAGES.apiTokenNotFound);
}
