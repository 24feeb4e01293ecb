import { and, count, eq } from 'drizzle-orm';
import {
  magazineAdminMessages as m,
  sectionInUseMessage,
  type TAdminSection,
} from '../../../shared/schemas/magazine-admin';
import type { Db } from '../../db/client';
import { blog, blogSection } from '../../db/schema/magazine';
import { notFound } from '../../errors';
import { recordAdminWrite, type AdminActor } from '../admin/audit';
import { conflict, inUse, sameVersion } from '../admin/same-version';
import { heardLocally, writeSection, type ContentWriteDeps } from './save-blog';

/**
 * Section Management's writes (seed 001: blog/insertSection, updateSection, deleteSection). Each
 * runs in one transaction with its audit row; the table's trigger moves the content version
 * (ADR 029) and this app hears it at once, so the magazine shows the change on its next request.
 */

export type AdminContentDeps = ContentWriteDeps & { actor: AdminActor };

/** A section as the admin screen and the audit log see it. */
async function readSection(tx: Db, id: number): Promise<TAdminSection | undefined> {
  const [row] = await tx
    .select({
      id: blogSection.id,
      name: blogSection.name,
      description: blogSection.description,
      slug: blogSection.slug,
      updatedAt: blogSection.updatedAt,
      articles: count(blog.id),
    })
    .from(blogSection)
    .leftJoin(blog, eq(blog.sectionId, blogSection.id))
    .where(eq(blogSection.id, id))
    .groupBy(blogSection.id);
  return row && { ...row, updatedAt: row.updatedAt.toISOString() };
}

/** Every section, in the order they were added, with how many articles each holds. */
export async function listAdminSections(db: Db): Promise<TAdminSection[]> {
  const rows = await db
    .select({
      id: blogSection.id,
      name: blogSection.name,
      description: blogSection.description,
      slug: blogSection.slug,
      updatedAt: blogSection.updatedAt,
      articles: count(blog.id),
    })
    .from(blogSection)
    .leftJoin(blog, eq(blog.sectionId, blogSection.id))
    .groupBy(blogSection.id)
    .orderBy(blogSection.id);
  return rows.map((row) => ({ ...row, updatedAt: row.updatedAt.toISOString() }));
}

/** The section's stored state for the audit log (its old slugs included: they are redirects). */
async function sectionState(tx: Db, id: number) {
  const [row] = await tx.select().from(blogSection).where(eq(blogSection.id, id));
  return row;
}

async function written(
  { db, contentVersion }: ContentWriteDeps,
  work: (tx: Db) => Promise<number>,
): Promise<TAdminSection> {
  const section = await db.transaction(async (tx) => (await readSection(tx, await work(tx)))!);
  await heardLocally(contentVersion);
  return section;
}

export function insertSection(
  deps: AdminContentDeps,
  input: { name: string; description: string },
): Promise<TAdminSection> {
  return written(deps, async (tx) => {
    const id = await writeSection(tx, input);
    await recordAdminWrite(tx, deps.actor, {
      action: 'insert',
      entity: 'blogSection',
      entityId: id,
      before: null,
      after: await sectionState(tx, id),
    });
    return id;
  });
}

/**
 * Renames or redescribes a section, if nobody saved it since `updatedAt` (else 409 CONFLICT). A
 * new name gives a new slug; the old one stays among its previous slugs and redirects (decision 24).
 */
export function updateSection(
  deps: AdminContentDeps,
  input: { id: number; name: string; description: string; updatedAt: string },
): Promise<TAdminSection> {
  return written(deps, async (tx) => {
    // Locked until the transaction ends, so no other save slips in between check and write.
    const [opened] = await tx
      .select()
      .from(blogSection)
      .where(and(eq(blogSection.id, input.id), sameVersion(blogSection.updatedAt, input.updatedAt)))
      .for('update');
    if (!opened) {
      if (await sectionState(tx, input.id)) throw conflict();
      throw notFound(m.sectionMissing);
    }
    await writeSection(tx, { id: input.id, name: input.name, description: input.description });
    await recordAdminWrite(tx, deps.actor, {
      action: 'update',
      entity: 'blogSection',
      entityId: input.id,
      before: opened,
      after: await sectionState(tx, input.id),
    });
    return input.id;
  });
}

/** Deletes a section that holds no article; one that does is refused, saying how many (409 IN_USE). */
export async function deleteSection(
  { db, contentVersion, actor }: AdminContentDeps,
  id: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    // The lock also holds back an article being added to it until this ends.
    const [before] = await tx
      .select()
      .from(blogSection)
      .where(eq(blogSection.id, id))
      .for('update');
    if (!before) throw notFound(m.sectionMissing);
    const [used] = await tx.select({ n: count() }).from(blog).where(eq(blog.sectionId, id));
    if (used!.n > 0) throw inUse(sectionInUseMessage(used!.n));
    await tx.delete(blogSection).where(eq(blogSection.id, id));
    await recordAdminWrite(tx, actor, {
      action: 'delete',
      entity: 'blogSection',
      entityId: id,
      before,
      after: null,
    });
  });
  await heardLocally(contentVersion);
}
