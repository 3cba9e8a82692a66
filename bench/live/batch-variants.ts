import { WRITE_BATCH } from '../../apps/server/src/scores/live-repository.ts';

/** Variants of the batch statement measured beside it by batch-cost.ts. */
const MR = `mr as (
  select mt.id
    from jsonb_to_recordset($1::jsonb) as r(id text, revision int, version int)
    join matches mt on mt.id = r.id and mt.revision = r.revision
   where mt.id = any (array(select j.id from jsonb_to_recordset($1::jsonb) as j(id text)))
   order by mt.id
     for no key update of mt
)`;
const MR_LATERAL = `mr as (
  select l.id
    from (select r.id, r.revision from jsonb_to_recordset($1::jsonb) as r(id text, revision int) order by r.id) r
    cross join lateral (
      select mt.id from matches mt where mt.id = r.id and mt.revision = r.revision offset 0 for no key update of mt
    ) l
)`;
const B = `b as (
  select 1
    from jsonb_to_recordset($5::jsonb) as x(
      id int, court_id int, action text, double_action text, long_action text, secret_hash text,
      identify_until timestamptz)
    join buttons bt
      on bt.id = x.id and bt.court_id = x.court_id and bt.action = x.action and bt.secret_hash = x.secret_hash
     and bt.double_action is not distinct from x.double_action
     and bt.long_action is not distinct from x.long_action
     and bt.identify_until is not distinct from x.identify_until
   where bt.id = any (array(select j.id from jsonb_to_recordset($5::jsonb) as j(id int)))
)`;
const B_LATERAL = `b as (
  select 1
    from jsonb_to_recordset($5::jsonb) as x(
      id int, court_id int, action text, double_action text, long_action text, secret_hash text,
      identify_until timestamptz)
    cross join lateral (
      select 1 from buttons bt
       where bt.id = x.id and bt.court_id = x.court_id and bt.action = x.action and bt.secret_hash = x.secret_hash
         and bt.double_action is not distinct from x.double_action
         and bt.long_action is not distinct from x.long_action
         and bt.identify_until is not distinct from x.identify_until
      offset 0) l
)`;
function replaced(text: string, from: string, to: string): string {
  if (!text.includes(from)) throw new Error(`not in the statement: ${from.slice(0, 40)}`);
  return text.replace(from, to);
}
export const VARIANTS: { name: string; text: string }[] = [
  { name: 'mr_lateral', text: replaced(WRITE_BATCH.text, MR, MR_LATERAL) },
  { name: 'both_lateral', text: replaced(replaced(WRITE_BATCH.text, MR, MR_LATERAL), B, B_LATERAL) },
];
