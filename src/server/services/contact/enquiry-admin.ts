import { and, eq, sql, type SQL } from 'drizzle-orm';
import {
  ENQUIRIES_PAGE_SIZE,
  enquiryMessages,
  type TEnquiry,
  type TEnquiryKind,
  type TListEnquiriesQuery,
  type TSetEnquiryStatusRequest,
} from '../../../shared/schemas/admin-enquiries';
import type { Db } from '../../db/client';
import { contactEnquiries } from '../../db/schema/contact';
import { eventRegistrations, events } from '../../db/schema/events';
import { notFound } from '../../errors';
import { recordAdminWrite, type AdminActor } from '../admin/audit';

/**
 * Admin Enquiries: the contact forms' enquiries and the event registrations, read as one list
 * and marked new or answered. The audit log keeps only ids and the status, never the person.
 */

type ListQuery = TListEnquiriesQuery;

/** The first instant of an India day (UTC+05:30, no daylight saving). */
const indiaDayStart = (day: string) => new Date(`${day}T00:00:00+05:30`);
const DAY_MS = 24 * 60 * 60_000;

/** Both sources as one row shape; each filtered by the query's date range. */
function unionOf(kind: ListQuery['kind'], range: { from?: Date; to?: Date }): SQL {
  const within = (column: SQL) =>
    sql.join(
      [
        sql`true`,
        ...(range.from ? [sql`${column} >= ${range.from.toISOString()}::timestamptz`] : []),
        ...(range.to ? [sql`${column} < ${range.to.toISOString()}::timestamptz`] : []),
      ],
      sql` and `,
    );
  const parts: SQL[] = [];
  const contactForms =
    kind === 'all' ? ['contact', 'short'] : kind === 'registration' ? [] : [kind];
  if (contactForms.length > 0) {
    parts.push(sql`
      select c.form as kind, c.id::text as id,
        coalesce(c.name, concat_ws(' ', c.first_name, c.last_name)) as name,
        c.email, c.phone, coalesce(c.company_name, c.page) as about, c.message, c.status,
        c.created_at
      from ${contactEnquiries} c
      where c.form in (${sql.join(
        contactForms.map((form) => sql`${form}`),
        sql`, `,
      )}) and ${within(sql`c.created_at`)}`);
  }
  if (kind === 'all' || kind === 'registration') {
    parts.push(sql`
      select 'registration' as kind, r.id::text as id, r.name, r.email, r.phone,
        e.title as about, null::text as message, r.status, r.created_at
      from ${eventRegistrations} r join ${events} e on e.id = r.event_id
      where ${within(sql`r.created_at`)}`);
  }
  return sql.join(parts, sql` union all `);
}

type Row = Omit<TEnquiry, 'createdAt'> & { created_at: Date | string; total: number | string };

/** One page of the list, newest first, with how many match in all. */
export async function listEnquiries(
  db: Db,
  query: ListQuery,
): Promise<{ enquiries: TEnquiry[]; total: number }> {
  const range = {
    from: query.from ? indiaDayStart(query.from) : undefined,
    to: query.to ? new Date(indiaDayStart(query.to).getTime() + DAY_MS) : undefined,
  };
  const offset = (query.page - 1) * ENQUIRIES_PAGE_SIZE;
  const result = await db.execute(sql`
    select *, count(*) over () as total from (${unionOf(query.kind, range)}) as enquiry
    order by created_at desc, id desc
    limit ${ENQUIRIES_PAGE_SIZE} offset ${offset}`);
  const rows = (result as unknown as { rows: Row[] }).rows;
  // A page past the end has no rows to carry the count; counting again is rare enough.
  const total =
    rows.length > 0
      ? Number(rows[0]!.total)
      : offset === 0
        ? 0
        : await countEnquiries(db, unionOf(query.kind, range));
  return {
    total,
    enquiries: rows.map(({ created_at, total: _total, ...row }) => ({
      ...row,
      createdAt: new Date(created_at).toISOString(),
    })),
  };
}

async function countEnquiries(db: Db, union: SQL): Promise<number> {
  const result = await db.execute(sql`select count(*) as n from (${union}) as enquiry`);
  return Number((result as unknown as { rows: { n: number | string }[] }).rows[0]!.n);
}

const tableOf = (kind: TEnquiryKind) =>
  kind === 'registration'
    ? { table: eventRegistrations, entity: 'event_registration' }
    : { table: contactEnquiries, entity: 'contact_enquiry' };

/**
 * Marks one submission new or answered, with its audit row in the same transaction. A
 * contact-form id asked for as the other form (or as a registration) is not found.
 */
export async function setEnquiryStatus(
  db: Db,
  actor: AdminActor,
  input: TSetEnquiryStatusRequest,
): Promise<void> {
  await db.transaction(async (tx) => {
    const before =
      input.kind === 'registration'
        ? await tx
            .select({ status: eventRegistrations.status })
            .from(eventRegistrations)
            .where(eq(eventRegistrations.id, input.id))
            .for('update')
        : await tx
            .select({ status: contactEnquiries.status })
            .from(contactEnquiries)
            .where(and(eq(contactEnquiries.id, input.id), eq(contactEnquiries.form, input.kind)))
            .for('update');
    const found = before[0];
    if (!found) throw notFound(enquiryMessages.notFound);
    const { table, entity } = tableOf(input.kind);
    await tx.update(table).set({ status: input.status }).where(eq(table.id, input.id));
    await recordAdminWrite(tx, actor, {
      action: 'enquiry.status',
      entity,
      entityId: input.id,
      before: { status: found.status },
      after: { status: input.status },
    });
  });
}
