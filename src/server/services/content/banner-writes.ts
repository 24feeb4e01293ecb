import { and, asc, eq, sql } from 'drizzle-orm';
import {
  contentAdminMessages as messages,
  type TUpdateBannerTextRequest,
} from '../../../shared/schemas/content-admin';
import type { Db } from '../../db/client';
import { bannerTexts } from '../../db/schema/content';
import { AppError, notFound } from '../../errors';
import { recordAdminWrite } from '../admin/audit';
import { conflict, sameVersion } from '../admin/same-version';
import { rowState, writeContent, type AdminContentDeps } from './content-writes';

/**
 * The top banner's announcement, as staff manage it at /dashboard/quote: one at a time (the
 * banner shows the oldest), added, changed or removed. Every write is audited and moves the
 * content version, so the banner changes on every page's next request.
 */

const ENTITY = 'bannerText';

/** The announcement the banner shows, with the version an update must carry; null if none. */
export async function currentBannerText(db: Db) {
  const [row] = await db
    .select()
    .from(bannerTexts)
    .orderBy(asc(bannerTexts.createdAt), asc(bannerTexts.id))
    .limit(1);
  return row ? rowState(row) : null;
}

async function findBannerText(tx: Db, id: string) {
  const [row] = await tx.select().from(bannerTexts).where(eq(bannerTexts.id, id));
  if (!row) throw notFound(messages.bannerMissing);
  return row;
}

/** Adds the announcement; refused (409 CONFLICT) while one exists: it is then updated. */
export async function saveBannerText(deps: AdminContentDeps, text: string): Promise<string> {
  return writeContent(deps, async (tx) => {
    // Two admins saving at once: the second waits here, then finds the first one's.
    await tx.execute(sql`lock table ${bannerTexts} in share row exclusive mode`);
    const [existing] = await tx.select({ id: bannerTexts.id }).from(bannerTexts).limit(1);
    if (existing) throw new AppError(409, messages.bannerExists, 'CONFLICT');
    const [row] = await tx.insert(bannerTexts).values({ text }).returning();
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

/** Changes the announcement, if nobody changed it since `updatedAt` (else 409 CONFLICT). */
export async function updateBannerText(
  deps: AdminContentDeps,
  input: TUpdateBannerTextRequest,
): Promise<string> {
  return writeContent(deps, async (tx) => {
    const before = await findBannerText(tx, input.id);
    const [after] = await tx
      .update(bannerTexts)
      .set({ text: input.text, updatedAt: new Date() })
      .where(and(eq(bannerTexts.id, input.id), sameVersion(bannerTexts.updatedAt, input.updatedAt)))
      .returning();
    if (!after) throw conflict();
    await recordAdminWrite(tx, deps.actor, {
      action: 'update',
      entity: ENTITY,
      entityId: input.id,
      before: rowState(before),
      after: rowState(after),
    });
    return input.id;
  });
}

/** Removes the announcement: the banner no longer shows. */
export async function deleteBannerText(deps: AdminContentDeps, id: string): Promise<string> {
  return writeContent(deps, async (tx) => {
    const before = await findBannerText(tx, id);
    await tx.delete(bannerTexts).where(eq(bannerTexts.id, id));
    await recordAdminWrite(tx, deps.actor, {
      action: 'delete',
      entity: ENTITY,
      entityId: id,
      before: rowState(before),
      after: null,
    });
    return id;
  });
}
