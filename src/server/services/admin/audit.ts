import { desc, lt } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { adminAudit } from '../../db/schema/admin';
import { signedInUser } from '../../plugins/auth';

/** The admin who makes a write, as the admin guard found them (never an id from the browser). */
export type AdminActor = { id: string; name: string };

/** The signed-in admin of a guarded request. */
export function adminActor(request: FastifyRequest): AdminActor {
  const user = signedInUser(request);
  return { id: user.id, name: user.username ?? user.name };
}

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

export type AuditRow = typeof adminAudit.$inferSelect;

/** A page of the audit log, newest first; `before` (a row's `createdAt`) gives the next page. */
export async function listAdminWrites(
  db: Db,
  { limit, before }: { limit: number; before?: Date },
): Promise<AuditRow[]> {
  return db
    .select()
    .from(adminAudit)
    .where(before ? lt(adminAudit.createdAt, before) : undefined)
    .orderBy(desc(adminAudit.createdAt))
    .limit(limit);
}
