/** A PostgreSQL error as either driver reports it: its SQLSTATE code, and the constraint it names. */
export interface DatabaseError {
  code: string;
  constraint: string | null;
}

/**
 * The database's error inside `error`: node-postgres and PGlite throw it, Drizzle wraps it in
 * `cause` (perhaps more than once). Null when no error in the chain carries a code.
 */
export function databaseError(error: unknown): DatabaseError | null {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth += 1) {
    if (typeof current === 'object' && 'code' in current && typeof current.code === 'string') {
      const constraint =
        'constraint' in current && typeof current.constraint === 'string' ? current.constraint : null;
      return { code: current.code, constraint };
    }
    current = typeof current === 'object' && 'cause' in current ? current.cause : null;
  }
  return null;
}

/** The constraint a unique_violation (23505) names ('' when unnamed); null for any other error. */
export function uniqueViolationConstraint(error: unknown): string | null {
  const found = databaseError(error);
  return found?.code === '23505' ? (found.constraint ?? '') : null;
}
