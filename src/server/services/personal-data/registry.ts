import { site } from '../../../shared/config/site';
import type { Db } from '../../db/client';
import { accountEntry } from './entries/account';
import { eventRegistrationsEntry } from './entries/event-registrations';
import { contactSubmissionsEntry } from './entries/contact-submissions';
import { moneyMapsEntry } from './entries/money-maps';
import { myPlanEntry } from './entries/my-plan';
import { financialHealthEntry } from './entries/financial-health';
import { outboxEntry } from './entries/outbox';
import { riskProfileEntry } from './entries/risk-profile';
import { retirementEntry } from './entries/retirement';
import type { DataSubject, PersonalDataEntry } from './types';

/**
 * Everything the site keeps about a person, for India's DPDP Act: "download my data" exports every
 * entry, "delete my account" erases every entry, in one transaction.
 *
 * A feature that stores personal data (planner inputs and results, subscriptions, enquiries made
 * with the person's e-mail, …) adds one entry file under entries/ and lists it here. The account
 * comes first; erasure runs in reverse order, so the user row goes last.
 *
 * registry.int.test.ts fails when a table of the database is neither in an entry nor in
 * NON_PERSONAL_TABLES, so a new table cannot be forgotten.
 */
export const personalDataRegistry: readonly PersonalDataEntry[] = [
  accountEntry,
  outboxEntry,
  moneyMapsEntry,
  riskProfileEntry,
  financialHealthEntry,
  retirementEntry,
  myPlanEntry,
  eventRegistrationsEntry,
  contactSubmissionsEntry,
];

/** Tables that hold nothing about an identifiable person, with the reason. */
export const NON_PERSONAL_TABLES: Readonly<Record<string, string>> = {
  app_meta: 'facts about the database itself',
  content_version: 'one number: how many times the public content has changed (ADR 029)',
  banner_texts: 'site content written by staff',
  session_info: 'site content written by staff: counts of sessions, months and people',
  image:
    'pictures of the site (article covers, author portraits) put up by staff, their metadata (EXIF, GPS) dropped on arrival; not linked to an account',
  image_rendition: 'the WebP files of those pictures',
  blog_section: 'magazine content written by staff: section names and descriptions',
  blog_author:
    "magazine bylines: a writer's published name, portrait, public profile links and bio, shown to every reader by the writer's choice; not linked to an account",
  blog: 'magazine articles written by staff',
  blog_tag: 'the topics of magazine articles',
  blog_revision:
    "earlier states of magazine articles, with the saving admin's account id and name (staff's own actions, like admin_audit)",
  blog_autosave:
    "articles being written, with the saving admin's account id and name (staff's own work, like admin_audit)",
  event: 'events written by staff: city, title, date, venue and key note speaker (a public name)',
  testimonial:
    'what learners say about the teaching, with the name and city or role they agreed to show; written up by staff, not linked to an account',
  admin_audit:
    "staff's own actions: the admin's account id and name, what they changed and when; for people's data only ids (never an address or a name), so an erasure erases",
  download_token:
    "one-minute tickets for staff's report downloads: a hash, the admin's account id and the report's name",
  auth_rate_limit:
    'request counters keyed by IP address and path, and sign-in counters keyed by a hash of the address or account name (never stored in clear), not linked to an account, pruned after a minute',
};

export type PersonalDataExport = {
  site: string;
  exportedAt: string;
  about: string;
  contents: Record<string, string>;
} & Record<string, unknown>;

export async function exportPersonalData(
  db: Db,
  subject: DataSubject,
): Promise<PersonalDataExport> {
  return db.transaction(async (tx) => {
    const result: PersonalDataExport = {
      site: site.name,
      exportedAt: new Date().toISOString(),
      about: `Everything ${site.name} keeps about you, as of this moment. Questions: ${site.supportEmail}.`,
      contents: Object.fromEntries(personalDataRegistry.map((e) => [e.name, e.description])),
    };
    for (const entry of personalDataRegistry) result[entry.name] = await entry.export(tx, subject);
    return result;
  });
}

/** Erases every entry of the person, all or nothing. */
export async function erasePersonalData(db: Db, subject: DataSubject): Promise<void> {
  await db.transaction(async (tx) => {
    for (const entry of [...personalDataRegistry].reverse()) await entry.erase(tx, subject);
  });
}
