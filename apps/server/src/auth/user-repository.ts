import type { User } from '@bandeja/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { theRow } from '../db/rows.ts';
import { users } from '../db/schema.ts';
import { type CodedMessage, withParams } from '../http/errors.ts';
import { iso } from '../http/respond.ts';

export type UserRow = typeof users.$inferSelect;

export async function findUserById(db: DbOrTx, id: number): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

/** Usernames match regardless of case (see the unique index). */
export async function findUserByUsername(db: DbOrTx, username: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = ${username.trim().toLowerCase()}`)
    .limit(1);
  return row ?? null;
}

export async function countUsers(db: DbOrTx): Promise<number> {
  return db.$count(users);
}

/** The public face of a user: never the password hash. */
export function presentUser(row: UserRow): User {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    username: row.username,
    role: row.role,
    clubId: row.clubId,
    courtId: row.courtId,
    created_at: iso(row.createdAt),
  };
}

export type NewUser = Omit<typeof users.$inferInsert, 'id' | 'createdAt' | 'updatedAt' | 'tokenVersion'>;

export async function insertUser(db: DbOrTx, values: NewUser): Promise<UserRow> {
  return theRow(await db.insert(users).values(values).returning(), 'insert into users returned no row');
}

export function usernameTakenMessage(username: string): CodedMessage {
  return withParams('usernameTaken', { username: username.trim() });
}

export interface UserFilter {
  clubId?: number;
  role?: UserRow['role'];
}

export async function listUsers(db: DbOrTx, filter: UserFilter): Promise<UserRow[]> {
  const conditions = [
    filter.clubId === undefined ? undefined : eq(users.clubId, filter.clubId),
    filter.role === undefined ? undefined : eq(users.role, filter.role),
  ];
  return db
    .select()
    .from(users)
    .where(and(...conditions))
    .orderBy(asc(users.id));
}

/** `revokeTokens`: bump the token version, which refuses every token signed before (a new password). */
export async function updateUser(
  db: DbOrTx,
  id: number,
  values: Partial<NewUser>,
  options: { revokeTokens?: boolean } = {},
): Promise<UserRow | null> {
  const [row] = await db
    .update(users)
    .set({
      ...values,
      ...(options.revokeTokens ? { tokenVersion: sql`${users.tokenVersion} + 1` } : {}),
      updatedAt: new Date(),
    })
    .where(eq(users.id, id))
    .returning();
  return row ?? null;
}

export async function deleteUser(db: DbOrTx, id: number): Promise<void> {
  await db.delete(users).where(eq(users.id, id));
}

/** The court users of a court (normally the one created with it). */
export async function listCourtUsers(db: DbOrTx, courtIds: readonly number[]): Promise<UserRow[]> {
  if (courtIds.length === 0) return [];
  return db
    .select()
    .from(users)
    .where(and(eq(users.role, 'court_user'), inArray(users.courtId, [...courtIds])))
    .orderBy(asc(users.id));
}

export async function countUsersOfClub(db: DbOrTx, clubId: number | null): Promise<number> {
  return db.$count(users, clubId === null ? undefined : eq(users.clubId, clubId));
}
