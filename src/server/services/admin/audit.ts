import { and, count, desc, eq, inArray, max } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { adminAudit } from '../../db/schema/admin';

/** The admin who makes a write, as the admin guard found them (never an id from the browser). */
export type AdminActor = { id: string; name: string };

/**
 * One admin write, as the audit log keeps it. For content, `before` and `after` are the row's
 * state (null when it did not exist, or no longer does); for people's data, pass ids only and
 * leave the person's details out, so that erasing them leaves nothing here.
 */
export type AdminWrite = {
  action: string;
  entity: string;
  entityId?: string | number | null;
  before?: unknown;
  after?: unknown;
  details?: Record<string, unknown>;
};

/** Records `write` by `actor`; call it inside the write's own transaction, so both land or neither. */
export async function recordAdminWrite(
  db: Db,
  actor: AdminActor,
  write: AdminWrite,
): Promise<void> {
  await db.insert(adminAudit).values({
    adminId: actor.id,
    adminName: actor.name,
    action: write.action,
    entity: write.entity,
    entityId: write.entityId == null ? null : String(write.entityId),
    before: write.before ?? null,
    after: write.after ?? null,
    details: write.details ?? null,
  });
}

/**
 * When a row of one of `entities` (as writes name them, e.g. 'blog') was last deleted; undefined
 * if never. A deleted row leaves no `updated_at` to date its removal by, and every deletion of
 * public content is an audited admin write in the deletion's own transaction (which also moves
 * the content version), so the log dates it: the feeds' and sitemaps' `Last-Modified` use this.
 */
export async function lastDeletion(db: Db, entities: readonly string[]): Promise<Date | undefined> {
  const [row] = await db
    .select({ deletedAt: max(adminAudit.createdAt) })
    .from(adminAudit)
    .where(and(eq(adminAudit.action, 'delete'), inArray(adminAudit.entity, [...entities])));
  return row?.deletedAt ?? undefined;
}

export type AuditRow = typeof adminAudit.$inferSelect;

/**
 * A page of the audit log, newest first, and how many writes there are in all. Pages are counted
 * by number (`offset`), not by a time cursor: the writes of one transaction share their time, and
 * a cursor on it would skip the rest of them.
 */
export async function listAdminWrites(
  db: Db,
  { limit, offset }: { limit: number; offset: number },
): Promise<{ rows: AuditRow[]; total: number }> {
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(adminAudit)
      .orderBy(desc(adminAudit.createdAt), desc(adminAudit.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(adminAudit),
  ]);
  return { rows, total: counted?.n ?? 0 };
}
