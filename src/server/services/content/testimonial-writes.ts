import { and, asc, eq, sql } from 'drizzle-orm';
import {
  contentAdminMessages as messages,
  type TMoveTestimonialRequest,
  type TSaveTestimonialRequest,
  type TUpdateTestimonialRequest,
} from '../../../shared/schemas/content-admin';
import type { Db } from '../../db/client';
import { testimonials } from '../../db/schema/contact';
import { badRequest, notFound } from '../../errors';
import { recordAdminWrite } from '../admin/audit';
import { conflict, sameVersion } from '../admin/same-version';
import { rowState, writeContent, type AdminContentDeps } from './content-writes';

/**
 * The testimonials as staff manage them (/dashboard/testimonials): added at the end of the home
 * page's order, changed, deleted, and moved one place up or down. Every write is audited and
 * moves the content version, so the home page shows it on its next request.
 */

const ENTITY = 'testimonial';

/** The home page's order: `position`, smallest first, then the oldest first. */
const homeOrder = [asc(testimonials.position), asc(testimonials.createdAt), asc(testimonials.id)];

/** Every testimonial in the home page's order, with the version an update must carry. */
export async function listTestimonialsForAdmin(db: Db) {
  const rows = await db
    .select()
    .from(testimonials)
    .orderBy(...homeOrder);
  return rows.map(({ position: _position, ...row }) => rowState(row));
}

async function findTestimonial(tx: Db, id: string) {
  const [row] = await tx.select().from(testimonials).where(eq(testimonials.id, id));
  if (!row) throw notFound(messages.testimonialMissing);
  return row;
}

/** Adds a testimonial, last in the home page's order. */
export async function saveTestimonial(
  deps: AdminContentDeps,
  input: TSaveTestimonialRequest,
): Promise<string> {
  return writeContent(deps, async (tx) => {
    const [row] = await tx
      .insert(testimonials)
      .values({
        ...input,
        position: sql`(select coalesce(max(${testimonials.position}), -1) + 1 from ${testimonials})`,
      })
      .returning();
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

/** Changes a testimonial, if nobody changed it since `updatedAt` (else 409 CONFLICT). */
export async function updateTestimonial(
  deps: AdminContentDeps,
  { id, updatedAt, ...fields }: TUpdateTestimonialRequest,
): Promise<string> {
  return writeContent(deps, async (tx) => {
    const before = await findTestimonial(tx, id);
    const [after] = await tx
      .update(testimonials)
      .set({ ...fields, updatedAt: new Date() })
      .where(and(eq(testimonials.id, id), sameVersion(testimonials.updatedAt, updatedAt)))
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

export async function deleteTestimonial(deps: AdminContentDeps, id: string): Promise<string> {
  return writeContent(deps, async (tx) => {
    const before = await findTestimonial(tx, id);
    await tx.delete(testimonials).where(eq(testimonials.id, id));
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

/**
 * Moves a testimonial one place up or down: the order is renumbered 0, 1, 2… with the two
 * swapped. Only the order changes, not the text, so an update form open elsewhere stays valid.
 */
export async function moveTestimonial(
  deps: AdminContentDeps,
  { id, direction }: TMoveTestimonialRequest,
): Promise<string> {
  return writeContent(deps, async (tx) => {
    // Two moves at once would renumber from the same order: one waits for the other.
    await tx.execute(sql`lock table ${testimonials} in share row exclusive mode`);
    const rows = await tx
      .select({ id: testimonials.id, position: testimonials.position })
      .from(testimonials)
      .orderBy(...homeOrder);
    const from = rows.findIndex((row) => row.id === id);
    if (from === -1) throw notFound(messages.testimonialMissing);
    const to = direction === 'up' ? from - 1 : from + 1;
    if (to < 0 || to >= rows.length) {
      throw badRequest(
        direction === 'up'
          ? 'This testimonial is already first'
          : 'This testimonial is already last',
      );
    }
    const order = rows.map((row) => row.id);
    [order[from], order[to]] = [order[to]!, order[from]!];
    for (const [position, rowId] of order.entries()) {
      if (rows.find((row) => row.id === rowId)!.position === position) continue;
      await tx.update(testimonials).set({ position }).where(eq(testimonials.id, rowId));
    }
    await recordAdminWrite(tx, deps.actor, {
      action: 'move',
      entity: ENTITY,
      entityId: id,
      before: { order: rows.map((row) => row.id) },
      after: { order },
      details: { direction },
    });
    return id;
  });
}
