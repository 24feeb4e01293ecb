import { and, asc, eq, like } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { auth_user } from '../../../db/schema/auth';
import { eventRegistrations, events } from '../../../db/schema/events';
import { outbox } from '../../../db/schema/mail';
import type { DataSubject, PersonalDataEntry } from '../types';

/**
 * The account's address when it is verified, else null. Registrations are made without an
 * account, by address: only a verified owner of the address may read or erase them (sign-up signs
 * in before verification, and an unverified account must not see another person's registrations).
 */
async function verifiedAddress(
  tx: Db,
  { userId, email, addressChecked }: DataSubject,
): Promise<string | null> {
  if (addressChecked) return email.toLowerCase();
  if (!userId) return null;
  const [user] = await tx
    .select({ verified: auth_user.emailVerified })
    .from(auth_user)
    .where(eq(auth_user.id, userId));
  return user?.verified ? email.toLowerCase() : null;
}

/** The subjects of the registration mails (register.ts): the confirmation and the support copy. */
const REGISTRATION_SUBJECTS = ['You are registered: %', 'Event registration: %'] as const;

/** Event registrations made with the account's verified address. */
export const eventRegistrationsEntry: PersonalDataEntry = {
  name: 'eventRegistrations',
  description:
    'The events you registered for with this e-mail address: your name, e-mail address and phone number, and the version of the privacy notice shown when you registered. Shown and erased only once your address is verified.',
  tables: ['event_registration'],

  async export(tx, subject) {
    const email = await verifiedAddress(tx, subject);
    if (!email) return [];
    return tx
      .select({
        event: events.title,
        eventDate: events.date,
        city: events.city,
        name: eventRegistrations.name,
        email: eventRegistrations.email,
        phone: eventRegistrations.phone,
        consentNoticeVersion: eventRegistrations.consentNoticeVersion,
        registeredAt: eventRegistrations.consentedAt,
      })
      .from(eventRegistrations)
      .innerJoin(events, eq(events.id, eventRegistrations.eventId))
      .where(eq(eventRegistrations.email, email))
      .orderBy(asc(eventRegistrations.createdAt));
  },

  async erase(tx, subject) {
    const email = await verifiedAddress(tx, subject);
    if (!email) return;
    await tx.delete(eventRegistrations).where(eq(eventRegistrations.email, email));
    // The mails about them kept in the outbox (no SMTP server): the confirmation and the copy.
    for (const pattern of REGISTRATION_SUBJECTS) {
      await tx
        .delete(outbox)
        .where(and(eq(outbox.aboutAddress, email), like(outbox.subject, pattern)));
    }
  },
};
