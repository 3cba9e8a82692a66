import { PRESS_ID_TTL_MS } from '@bandeja/contract';
import { lt } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { buttonPresses } from '../db/schema.ts';

export async function deleteExpiredPresses(db: DbOrTx, nowMs: number): Promise<void> {
  await db.delete(buttonPresses).where(lt(buttonPresses.createdAt, new Date(nowMs - PRESS_ID_TTL_MS)));
}
