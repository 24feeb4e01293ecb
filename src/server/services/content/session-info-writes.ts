import { and, asc, eq, sql } from 'drizzle-orm';
import {
  contentAdminMessages as messages,
  type TSaveSessionInfoRequest,
  type TUpdateSessionInfoRequest,
} from '../../../shared/schemas/content-admin';
import type { Db } from '../../db/client';
import { sessionInfo } from '../../db/schema/content';
import { AppError, notFound } from '../../errors';
import { recordAdminWrite } from '../admin/audit';
import { conflict, sameVersion } from '../admin/same-version';
import { rowState, writeContent, type AdminContentDeps } from './content-writes';

/**
 * The achievements banner's figures (sessions held, months, people reached), as staff set them at
 * /dashboard/sessions: one record, saved once and then updated. Audited; the home page shows the
 * change on its next request.
 */

const ENTITY = 'sessionInfo';

/** The record the home page shows (the oldest), with its version; null if none. */
export async function currentSessionInfo(db: Db) {
  const [row] = await db
    .select()
    .from(sessionInfo)
    .orderBy(asc(sessionInfo.createdAt), asc(sessionInfo.id))
    .limit(1);
  return row ? rowState(row) : null;
}

/** Saves the figures; refused (409 CONFLICT) when a record exists: it is then updated. */
export async function saveSessionInfo(
  deps: AdminContentDeps,
  figures: TSaveSessionInfoRequest,
): Promise<string> {
  return writeContent(deps, async (tx) => {
    await tx.execute(sql`lock table ${sessionInfo} in share row exclusive mode`);
    const [existing] = await tx.select({ id: sessionInfo.id }).from(sessionInfo).limit(1);
    if (existing) throw new AppError(409, messages.sessionExists, 'CONFLICT');
    const [row] = await tx.insert(sessionInfo).values(figures).returning();
    await recordAdminWrite(tx, deps.actor, {
      action: 'create',
      entity: ENTITY,
      entityId: row!.id,
      before: null,
      after: rowState(row!),
    });
    return row!.id;
  });
}

/** Updates the figures, if nobody changed them since `updatedAt` (else 409 CONFLICT). */
export async function updateSessionInfo(
  deps: AdminContentDeps,
  { id, updatedAt, ...figures }: TUpdateSessionInfoRequest,
): Promise<string> {
  return writeContent(deps, async (tx) => {
    const [before] = await tx.select().from(sessionInfo).where(eq(sessionInfo.id, id));
    if (!before) throw notFound(messages.sessionMissing);
    const [after] = await tx
      .update(sessionInfo)
      .set({ ...figures, updatedAt: new Date() })
      .where(and(eq(sessionInfo.id, id), sameVersion(sessionInfo.updatedAt, updatedAt)))
      .returning();
    if (!after) throw conflict();
    await recordAdminWrite(tx, deps.actor, {
      action: 'update',
      entity: ENTITY,
      entityId: id,
      before: rowState(before),
      after: rowState(after),
    });
    return id;
  });
}
