import { inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contactEnquiries } from '../../db/schema/contact';
import { eventRegistrations, events } from '../../db/schema/events';

/**
 * How long the site keeps what people send it through the public forms, in one place: the privacy
 * notice and the consent notes say the same (src/web/features/legal/privacy-page.tsx,
 * src/web/components/form/consent-note.tsx). Accounts and saved plans last until the person
 * deletes them; newsletter subscriptions until they unsubscribe.
 */
const RETENTION = {
  /** An enquiry (the contact and short forms): two years from when it came. */
  enquiryDays: 730,
  /** An event registration: a year after the event's day (India's date). */
  registrationDaysAfterEvent: 365,
} as const;

/** Erases the enquiries older than their two years; resolves to how many went. */
export async function eraseOldEnquiries(db: Db, now: Date = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - RETENTION.enquiryDays * 24 * 60 * 60_000);
  const erased = await db
    .delete(contactEnquiries)
    .where(lt(contactEnquiries.createdAt, cutoff))
    .returning({ id: contactEnquiries.id });
  return erased.length;
}

/**
 * Erases the registrations of events held more than a year ago (India's date); resolves to how
 * many went. Their mails in the outbox (kept only without an SMTP server) go with the outbox.
 */
export async function eraseOldRegistrations(db: Db, now: Date = new Date()): Promise<number> {
  const india = new Date(now.getTime() + 330 * 60_000);
  india.setUTCDate(india.getUTCDate() - RETENTION.registrationDaysAfterEvent);
  const cutoff = india.toISOString().slice(0, 10);
  const old = db.select({ id: events.id }).from(events).where(lt(events.date, cutoff));
  const erased = await db
    .delete(eventRegistrations)
    .where(inArray(eventRegistrations.eventId, old))
    .returning({ id: eventRegistrations.id });
  return erased.length;
}

/** How often the site looks for what it should no longer keep. */
const RETENTION_PASS_MS = 6 * 60 * 60_000;

/**
 * The one retention pass: once now, then every six hours, everything past its period is erased.
 * The timer never keeps the process alive; a failed pass is logged and tried again next time.
 * Returns the stop.
 */
export function startRetentionPasses(opts: {
  db: Db;
  log: { warn(o: object, m: string): void };
  everyMs?: number;
}): () => void {
  const pass = () =>
    void Promise.all([eraseOldEnquiries(opts.db), eraseOldRegistrations(opts.db)]).catch(
      (err: unknown) => opts.log.warn({ err }, 'erasing what is past its keeping failed'),
    );
  pass();
  const timer = setInterval(pass, opts.everyMs ?? RETENTION_PASS_MS);
  timer.unref();
  return () => clearInterval(timer);
}
