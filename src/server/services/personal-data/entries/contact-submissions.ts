import { and, asc, eq, like, or } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { auth_user } from '../../../db/schema/auth';
import { contactEnquiries, newsletterSubscribers } from '../../../db/schema/contact';
import { outbox } from '../../../db/schema/mail';
import { submissionSubjects } from '../../contact/contact-mails';
import type { DataSubject, PersonalDataEntry } from '../types';

/**
 * The account's address when it is verified, else null. Subscriptions and enquiries are made
 * without an account, by address: only a verified owner of the address may read or erase them
 * (sign-up signs in before verification; an unverified account must not read another person's
 * enquiries).
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

/** The subjects of the forms' mails: the copies to the support address and the confirmation. */
const SUBMISSION_SUBJECTS = Object.values(submissionSubjects).map((start) => `${start}%`);

/** The newsletter subscription and the contact enquiries made with the account's verified address. */
export const contactSubmissionsEntry: PersonalDataEntry = {
  name: 'newsletterAndEnquiries',
  description:
    'Your newsletter subscription (or the note that you unsubscribed, kept so that we do not write again) and the messages you sent through our contact forms with this e-mail address, each with the version of the privacy notice shown and when. Shown and erased only once your address is verified.',
  tables: ['newsletter_subscriber', 'contact_enquiry'],

  async export(tx, subject) {
    const email = await verifiedAddress(tx, subject);
    if (!email) return { newsletter: null, enquiries: [] };
    const [newsletter] = await tx
      .select({
        name: newsletterSubscribers.name,
        email: newsletterSubscribers.email,
        status: newsletterSubscribers.status,
        consentNoticeVersion: newsletterSubscribers.consentNoticeVersion,
        consentedAt: newsletterSubscribers.consentedAt,
        unsubscribedAt: newsletterSubscribers.unsubscribedAt,
        createdAt: newsletterSubscribers.createdAt,
      })
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, email));
    const enquiries = await tx
      .select({
        form: contactEnquiries.form,
        name: contactEnquiries.name,
        firstName: contactEnquiries.firstName,
        lastName: contactEnquiries.lastName,
        email: contactEnquiries.email,
        phone: contactEnquiries.phone,
        companyName: contactEnquiries.companyName,
        message: contactEnquiries.message,
        page: contactEnquiries.page,
        consentNoticeVersion: contactEnquiries.consentNoticeVersion,
        sentAt: contactEnquiries.createdAt,
      })
      .from(contactEnquiries)
      .where(eq(contactEnquiries.email, email))
      .orderBy(asc(contactEnquiries.createdAt));
    return { newsletter: newsletter ?? null, enquiries };
  },

  async erase(tx, subject) {
    const email = await verifiedAddress(tx, subject);
    if (!email) return;
    await tx.delete(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
    await tx.delete(contactEnquiries).where(eq(contactEnquiries.email, email));
    // The mails about them kept in the outbox (no SMTP server): the copies and the confirmation.
    await tx
      .delete(outbox)
      .where(
        and(
          eq(outbox.aboutAddress, email),
          or(...SUBMISSION_SUBJECTS.map((pattern) => like(outbox.subject, pattern))),
        ),
      );
  },
};
