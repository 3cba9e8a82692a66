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

/** Socket errors of a database that cannot be reached (refused, reset, timed out, unresolvable). */
const UNREACHABLE_SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a server that is going away or not taking connections: class 08 (connection
 * exception), 57P01–57P03 (shut down by an administrator or a crash, or still starting), 53300
 * (too many connections).
 */
function isUnavailableSqlState(code: string): boolean {
  return (
    code.startsWith('08') || code === '57P01' || code === '57P02' || code === '57P03' || code === '53300'
  );
}

/** node-postgres's own errors for a connection that broke or never came, which carry no code. */
const UNREACHABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
];

/**
 * True when `error` (perhaps under Drizzle's wrapping) says the database could not be reached or
 * dropped the connection: a request that fails so is answered 503 and retried by its client, never
 * a 500 (docs/operations.md, "When something fails").
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth += 1) {
    if (typeof current !== 'object') return false;
    const code = 'code' in current && typeof current.code === 'string' ? current.code : null;
    if (code !== null && (UNREACHABLE_SOCKET_CODES.has(code) || isUnavailableSqlState(code))) return true;
    const message = 'message' in current && typeof current.message === 'string' ? current.message : '';
    if (UNREACHABLE_MESSAGES.some((text) => message.startsWith(text))) return true;
    current = 'cause' in current ? current.cause : null;
  }
  return false;
}
