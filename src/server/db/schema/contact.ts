import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * The newsletter's subscribers (single opt-in, a ticked consent box): one row per address,
 * lower-cased. An unsubscribed row is kept, marked, only so that the address is not mailed again;
 * it goes on request (the personal-data registry erases it with a verified account).
 */
export const newsletterSubscribers = pgTable(
  'newsletter_subscriber',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** Lower-cased by the shared schema; the check keeps it so. */
    email: text('email').notNull(),
    status: text('status', { enum: ['subscribed', 'unsubscribed'] })
      .notNull()
      .default('subscribed'),
    /** SHA-256 (hex) of the one-click unsubscribe link's token; the token itself is never kept. */
    unsubscribeTokenHash: text('unsubscribe_token_hash').notNull(),
    /** The privacy notice's version the person agreed to, and when (the latest subscription). */
    consentNoticeVersion: text('consent_notice_version').notNull(),
    consentedAt: timestamp('consented_at', { withTimezone: true }).notNull(),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('newsletter_subscriber_email_idx').on(table.email),
    uniqueIndex('newsletter_subscriber_token_idx').on(table.unsubscribeTokenHash),
    check('newsletter_subscriber_email_lower', sql`${table.email} = lower(${table.email})`),
    check(
      'newsletter_subscriber_status_known',
      sql`${table.status} in ('subscribed', 'unsubscribed')`,
    ),
  ],
);

/**
 * The contact forms' enquiries: the large form of /contact-us (`contact`: name, company, message)
 * and the short form of the service pages (`short`: first and last name, the page). Each is mailed
 * to the support address too; the outbox copy names the sender's address (outbox.about_address),
 * so that erasure finds it.
 */
export const contactEnquiries = pgTable(
  'contact_enquiry',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    form: text('form', { enum: ['contact', 'short'] }).notNull(),
    /** The large form's name; null for the short form. */
    name: text('name'),
    /** The short form's names; null for the large form. */
    firstName: text('first_name'),
    lastName: text('last_name'),
    /** Lower-cased by the shared schema. */
    email: text('email').notNull(),
    /** `+91XXXXXXXXXX` (decision 26). */
    phone: text('phone').notNull(),
    companyName: text('company_name'),
    message: text('message'),
    /** The short form's page (e.g. 'Financial Wellness'). */
    page: text('page'),
    /** Staff's mark (admin Enquiries): 'new' until someone has answered it. */
    status: text('status', { enum: ['new', 'answered'] })
      .notNull()
      .default('new'),
    consentNoticeVersion: text('consent_notice_version').notNull(),
    consentedAt: timestamp('consented_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('contact_enquiry_email_idx').on(table.email),
    check('contact_enquiry_form_known', sql`${table.form} in ('contact', 'short')`),
    check('contact_enquiry_status_known', sql`${table.status} in ('new', 'answered')`),
  ],
);

/**
 * What learners say about the teaching and the service (never about returns): a public read
 * (GET /api/admin/fetchTestimonials) shown on the home page, oldest first.
 */
export const testimonials = pgTable('testimonial', {
  id: uuid('id').primaryKey().defaultRandom(),
  testimonial: text('testimonial').notNull(),
  name: text('name').notNull(),
  /** Who the person is: a city, a role ('Teacher, Pune'). */
  by: text('by').notNull().default(''),
  /** The home page's order, smallest first (admins set it); ties by age. */
  position: integer('position').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
