import { initialState } from '@bandeja/scoring';
import type { DbOrTx } from '../db/client.ts';
import { rulesOf } from '../matches/rules.ts';
import type { LiveCache } from './live-cache.ts';
import { type LiveRow, loadLiveRows } from './live-repository.ts';
import { decodeState } from './state-codec.ts';
import type { LiveEntry } from './work.ts';

/** A match as the writer holds it, from its row and stored snapshot. */
export function entryFromRow(row: LiveRow): LiveEntry {
  const rules = rulesOf(row.match);
  if (row.snapshot) {
    return {
      match: row.match,
      rules,
      state: decodeState(row.snapshot.state),
      guardAt: row.snapshot.guardAt,
    };
  }
  // No snapshot yet (a new match): the first batch that relies on it makes it, in the one
  // statement that writes snapshots (live-repository.ts).
  return { match: row.match, rules, state: initialState(rules), guardAt: null, fresh: true };
}

/** Reads these matches into the cache (`force`: over entries a batch holds). */
export async function loadEntries(
  cache: LiveCache,
  db: DbOrTx,
  ids: readonly string[],
  options: { force?: boolean } = {},
): Promise<void> {
  const rows = await loadLiveRows(db, ids);
  for (const row of rows) cache.set(entryFromRow(row), options);
}
