import { and, desc, eq } from 'drizzle-orm';
import { MONEY_MAP_LIST_LIMIT, type TSavedMoneyMap } from '../../../shared/schemas/save-money-map';
import type { Db } from '../../db/client';
import { moneyMaps } from '../../db/schema/money-map';
import { savedMoneyMapOf } from './save-money-map';

/** The user's saved money maps, latest first (a row per save, decision 14). */
export async function findMoneyMaps({ db }: { db: Db }, userId: string): Promise<TSavedMoneyMap[]> {
  const rows = await db
    .select()
    .from(moneyMaps)
    .where(eq(moneyMaps.userId, userId))
    .orderBy(desc(moneyMaps.createdAt), desc(moneyMaps.id))
    .limit(MONEY_MAP_LIST_LIMIT);
  return rows.map(savedMoneyMapOf);
}

/**
 * Deletes one of the user's saved money maps; false when none of theirs has that id (someone
 * else's, deleted already, or not an id at all): the same answer, so that nothing is learnt.
 */
export async function deleteMoneyMap(
  { db }: { db: Db },
  userId: string,
  moneyMapId: string,
): Promise<boolean> {
  if (!UUID.test(moneyMapId)) return false;
  const deleted = await db
    .delete(moneyMaps)
    .where(and(eq(moneyMaps.id, moneyMapId), eq(moneyMaps.userId, userId)))
    .returning({ id: moneyMaps.id });
  return deleted.length === 1;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
