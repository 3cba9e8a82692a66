import { WRITE_BATCH } from '../../apps/server/src/scores/live-repository.ts';

/**
 * Variants of the batch statement measured beside it by batch-cost.ts: the server's statement
 * (WRITE_BATCH) with one of its CTEs given another body. Only the replacing bodies live here; the
 * rest is the server's text, so a change to the statement changes what is measured.
 */

/** `name as (…)` in `text` with its body replaced; throws when the statement has no such CTE. */
export function withCte(text: string, name: string, body: string): string {
  const opening = new RegExp(`(with |, )${name} as (materialized )?\\(`).exec(text);
  if (!opening) throw new Error(`no CTE ${name} in the statement`);
  const start = opening.index + opening[0].length;
  let depth = 1;
  let end = start;
  while (depth > 0) {
    if (end >= text.length) throw new Error(`CTE ${name} is not closed`);
    if (text[end] === '(') depth += 1;
    if (text[end] === ')') depth -= 1;
    end += 1;
  }
  return `${text.slice(0, start)}\n${body}\n${text.slice(end - 1)}`;
}

/** The look-ups before the lateral ones (main up to 2026-11-28): joins narrowed by `= any (array(…))`. */
const MR_JOIN = `
  select mt.id
    from jsonb_to_recordset($1::jsonb) as r(id text, revision int, version int)
    join matches mt on mt.id = r.id and mt.revision = r.revision
   where mt.id = any (array(select j.id from jsonb_to_recordset($1::jsonb) as j(id text)))
   order by mt.id
     for no key update of mt`;
const B_JOIN = `
  select 1
    from jsonb_to_recordset($5::jsonb) as x(
      id int, court_id int, action text, double_action text, long_action text, secret_hash text,
      identify_until timestamptz)
    join buttons bt
      on bt.id = x.id and bt.court_id = x.court_id and bt.action = x.action and bt.secret_hash = x.secret_hash
     and bt.double_action is not distinct from x.double_action
     and bt.long_action is not distinct from x.long_action
     and bt.identify_until is not distinct from x.identify_until
   where bt.id = any (array(select j.id from jsonb_to_recordset($5::jsonb) as j(id int)))`;

/** `m` before it looked its rows up by primary key: the planner scanned the whole matches table. */
const M_SCAN = `
  update matches mt
     set status = mi.status, winner = mi.winner, end_time = mi.end_time, start_time = mi.start_time,
         team1_name = mi.team1_name, team2_name = mi.team2_name, court_id = mi.court_id,
         club_id = mi.club_id, updated_at = mi.at
    from mi
   where mt.id = mi.id and mi.row_changed and mt.id in (select match_id from written)
  returning mt.id`;

export const VARIANTS: { name: string; text: string }[] = [
  /** The statement of main at e8e3f77. */
  {
    name: 'main_e8e3f77',
    text: withCte(withCte(withCte(WRITE_BATCH.text, 'mr', MR_JOIN), 'b', B_JOIN), 'm', M_SCAN),
  },
  { name: 'm_scan', text: withCte(WRITE_BATCH.text, 'm', M_SCAN) },
  { name: 'mr_b_join', text: withCte(withCte(WRITE_BATCH.text, 'mr', MR_JOIN), 'b', B_JOIN) },
];
