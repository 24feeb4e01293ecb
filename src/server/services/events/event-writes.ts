import { and, asc, count, desc, eq } from 'drizzle-orm';
import { slugify } from '../../../shared/magazine/slug';
import {
  durationMinutesOf,
  durationText,
  eventAdminMessages,
  type TAdminEvent,
  type TEventForm,
  type TEventRegistrationRow,
  type TEventUpdate,
} from '../../../shared/schemas/event-admin';
import type { Db } from '../../db/client';
import { eventRegistrations, events } from '../../db/schema/events';
import { notFound } from '../../errors';
import type { ContentVersion } from '../content/content-version';
import { recordAdminWrite, type AdminActor } from '../admin/audit';
import { conflict, sameVersion } from '../admin/same-version';

/**
 * Staff's writes of events (seed 001 sections 2 and 7), each in one transaction with its audit row
 * (the row before and after). Events are public content: the database trigger moves the content
 * version (ADR 029), and the writing app re-reads it at once so /events shows the change on the
 * next request.
 */

export type EventWriteDeps = { db: Db; contentVersion?: Pick<ContentVersion, 'refresh'> };

type EventRow = typeof events.$inferSelect;

/** The page's words from the title and city ('Money Talks' in Pune → 'money-talks-pune'), ASCII only. */
export function eventSlug(title: string, city: string): string {
  const ascii = slugify(`${title} ${city}`)
    .replace(/[^a-z0-9-]+/g, '')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '');
  return ascii || 'event';
}

function columnsOf(input: TEventForm) {
  return {
    slug: eventSlug(input.eventTitle, input.eventCity),
    title: input.eventTitle,
    city: input.eventCity,
    date: input.eventDate,
    startTime: input.startTime,
    // The schema has already refused a duration it cannot read.
    durationMinutes: durationMinutesOf(input.duration) ?? 1,
    venue: input.venue,
    keyNoteSpeaker: input.keyNoteSpeaker,
    description: input.eventDescription,
  };
}

/** A row as the audit log keeps it: plain values, dates as ISO text. */
function auditState(row: EventRow) {
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toAdminEvent(row: EventRow, registrations: number): TAdminEvent {
  return {
    id: row.id,
    slug: row.slug,
    eventTitle: row.title,
    eventCity: row.city,
    eventDate: row.date,
    startTime: row.startTime,
    duration: durationText(row.durationMinutes),
    venue: row.venue,
    keyNoteSpeaker: row.keyNoteSpeaker,
    eventDescription: row.description,
    registrations,
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function heardLocally(contentVersion: EventWriteDeps['contentVersion']): Promise<void> {
  // The write is committed whatever happens here; the notification or the next poll brings it.
  await contentVersion?.refresh().catch(() => {});
}

/** Adds an event; returns its id. */
export async function saveEvent(
  { db, contentVersion }: EventWriteDeps,
  actor: AdminActor,
  input: TEventForm,
): Promise<number> {
  const id = await db.transaction(async (tx) => {
    const [row] = await tx.insert(events).values(columnsOf(input)).returning();
    await recordAdminWrite(tx, actor, {
      action: 'create',
      entity: 'event',
      entityId: row!.id,
      before: null,
      after: auditState(row!),
    });
    return row!.id;
  });
  await heardLocally(contentVersion);
  return id;
}

/** Updates an event as it was when the admin opened it: 409 CONFLICT if it changed since, 404 if gone. */
export async function updateEvent(
  { db, contentVersion }: EventWriteDeps,
  actor: AdminActor,
  input: TEventUpdate,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(events).where(eq(events.id, input.id)).for('update');
    if (!before) throw notFound(eventAdminMessages.notFound);
    const [after] = await tx
      .update(events)
      .set({ ...columnsOf(input), updatedAt: new Date() })
      .where(and(eq(events.id, input.id), sameVersion(events.updatedAt, input.updatedAt)))
      .returning();
    if (!after) throw conflict();
    await recordAdminWrite(tx, actor, {
      action: 'update',
      entity: 'event',
      entityId: input.id,
      before: auditState(before),
      after: auditState(after),
    });
  });
  await heardLocally(contentVersion);
}

/** Deletes an event and, with it, its registrations (the confirmation says how many); 404 if gone. */
export async function deleteEvent(
  { db, contentVersion }: EventWriteDeps,
  actor: AdminActor,
  id: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [registrations] = await tx
      .select({ n: count() })
      .from(eventRegistrations)
      .where(eq(eventRegistrations.eventId, id));
    const [before] = await tx.delete(events).where(eq(events.id, id)).returning();
    if (!before) throw notFound(eventAdminMessages.notFound);
    await recordAdminWrite(tx, actor, {
      action: 'delete',
      entity: 'event',
      entityId: id,
      before: auditState(before),
      after: null,
      // People's data: how many registrations went, never who.
      details: { registrationsDeleted: registrations?.n ?? 0 },
    });
  });
  await heardLocally(contentVersion);
}

/** Every event for the admin's table, latest date first, with how many have registered. */
export async function listAdminEvents(db: Db): Promise<TAdminEvent[]> {
  const rows = await db
    .select({ event: events, registrations: count(eventRegistrations.id) })
    .from(events)
    .leftJoin(eventRegistrations, eq(eventRegistrations.eventId, events.id))
    .groupBy(events.id)
    .orderBy(desc(events.date), desc(events.startTime), desc(events.id));
  return rows.map(({ event, registrations }) => toAdminEvent(event, registrations));
}

/** One event for the update form and its registrations' screen; 404 if there is none. */
export async function findAdminEvent(db: Db, id: number): Promise<TAdminEvent> {
  const [row] = await db
    .select({ event: events, registrations: count(eventRegistrations.id) })
    .from(events)
    .leftJoin(eventRegistrations, eq(eventRegistrations.eventId, events.id))
    .where(eq(events.id, id))
    .groupBy(events.id);
  if (!row) throw notFound(eventAdminMessages.notFound);
  return toAdminEvent(row.event, row.registrations);
}

/** Who registered for an event, in the order they did. */
export async function listEventRegistrations(
  db: Db,
  eventId: number,
): Promise<TEventRegistrationRow[]> {
  const rows = await db
    .select()
    .from(eventRegistrations)
    .where(eq(eventRegistrations.eventId, eventId))
    .orderBy(asc(eventRegistrations.createdAt), asc(eventRegistrations.id));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    registeredAt: row.createdAt.toISOString(),
  }));
}
