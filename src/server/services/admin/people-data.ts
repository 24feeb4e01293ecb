import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, like, or, sql } from 'drizzle-orm';
import {
  SUBSCRIBERS_PAGE_SIZE,
  peopleMessages,
  type TPersonRequest,
  type TPersonSummary,
  type TSubscriber,
  type TSubscribersQuery,
} from '../../../shared/schemas/admin-people';
import { hasAdminRole } from '../../auth/roles';
import type { Db } from '../../db/client';
import { auth_user } from '../../db/schema/auth';
import { newsletterSubscribers } from '../../db/schema/contact';
import { outbox } from '../../db/schema/mail';
import { AppError, notFound } from '../../errors';
import { submissionSubjects } from '../contact/contact-mails';
import { erasePersonalData, exportPersonalData } from '../personal-data/registry';
import type { DataSubject } from '../personal-data/types';
import { recordAdminWrite, type AdminActor } from './audit';

/**
 * Staff's side of people's data: the newsletter's subscribers, and a person's whole data for a
 * DPDP request (through the personal-data registry). The audit log gets ids only, never an
 * address or a name, so that an erasure leaves nothing of the person behind.
 */

/** `LIKE` reads `%` and `_` as wildcards; a search for "a_b" means those characters. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function listSubscribers(
  db: Db,
  { q, page = 1 }: TSubscribersQuery,
): Promise<{ total: number; subscribed: number; subscribers: TSubscriber[] }> {
  const where = q ? like(newsletterSubscribers.email, `%${likeEscaped(q)}%`) : undefined;
  const [counts] = await db
    .select({
      total: count(),
      subscribed: sql<number>`count(*) filter (where ${newsletterSubscribers.status} = 'subscribed')`,
    })
    .from(newsletterSubscribers)
    .where(where);
  const rows = await db
    .select()
    .from(newsletterSubscribers)
    .where(where)
    .orderBy(desc(newsletterSubscribers.consentedAt), desc(newsletterSubscribers.id))
    .limit(SUBSCRIBERS_PAGE_SIZE)
    .offset((page - 1) * SUBSCRIBERS_PAGE_SIZE);
  return {
    total: Number(counts?.total ?? 0),
    subscribed: Number(counts?.subscribed ?? 0),
    subscribers: rows.map((row) => ({
      id: row.id,
      name: row.name,
      email: row.email,
      status: row.status,
      consentedAt: row.consentedAt.toISOString(),
      unsubscribedAt: row.unsubscribedAt?.toISOString() ?? null,
    })),
  };
}

const subscriberGone = () => notFound('This subscriber is no longer on the list');

/** Stops the newsletter to one address; the row stays, marked, so that it is not mailed again. */
export async function unsubscribeSubscriber(db: Db, actor: AdminActor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(newsletterSubscribers)
      .set({ status: 'unsubscribed', unsubscribedAt: new Date(), updatedAt: new Date() })
      .where(eq(newsletterSubscribers.id, id))
      .returning({ id: newsletterSubscribers.id });
    if (!row) throw subscriberGone();
    await recordAdminWrite(tx, actor, {
      action: 'subscriber.unsubscribe',
      entity: 'subscriber',
      entityId: id,
    });
  });
}

/** Erases one subscriber: the row and the newsletter mails about the address kept in the outbox. */
export async function eraseSubscriber(db: Db, actor: AdminActor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(newsletterSubscribers)
      .where(eq(newsletterSubscribers.id, id))
      .returning({ email: newsletterSubscribers.email });
    if (!row) throw subscriberGone();
    await tx
      .delete(outbox)
      .where(
        and(
          eq(outbox.aboutAddress, row.email),
          or(
            like(outbox.subject, `${submissionSubjects.newsletter}%`),
            like(outbox.subject, `${submissionSubjects.confirmation}%`),
          ),
        ),
      );
    await recordAdminWrite(tx, actor, {
      action: 'subscriber.erase',
      entity: 'subscriber',
      entityId: id,
    });
  });
}

/** The account with this address, if any. */
async function accountOf(db: Db, email: string) {
  const [user] = await db
    .select({
      id: auth_user.id,
      name: auth_user.name,
      role: auth_user.role,
      emailVerified: auth_user.emailVerified,
      createdAt: auth_user.createdAt,
    })
    .from(auth_user)
    .where(eq(auth_user.email, email));
  return user ?? null;
}

/** Staff have checked the requester's identity, so address-keyed data counts without an account. */
const subjectOf = (email: string, userId: string | null): DataSubject => ({
  userId,
  email,
  addressChecked: true,
});

const lengthOf = (value: unknown) => (Array.isArray(value) ? value.length : 0);

/** What the site holds about an address, counted by kind. */
export async function findPerson(db: Db, email: string): Promise<TPersonSummary> {
  const account = await accountOf(db, email);
  const data = await exportPersonalData(db, subjectOf(email, account?.id ?? null));
  const contact = data.newsletterAndEnquiries as {
    newsletter: { status: 'subscribed' | 'unsubscribed' } | null;
    enquiries: unknown[];
  };
  return {
    account: account && {
      id: account.id,
      name: account.name,
      createdAt: account.createdAt.toISOString(),
      emailVerified: account.emailVerified,
      isAdmin: hasAdminRole(account.role),
    },
    savedPlans:
      lengthOf(data.moneyMaps) +
      lengthOf(data.retirementPlans) +
      lengthOf(data.financialCheckups) +
      lengthOf(data.riskProfiles),
    enquiries: contact.enquiries.length,
    eventRegistrations: lengthOf(data.eventRegistrations),
    newsletter: contact.newsletter?.status ?? null,
    mail: lengthOf(data.unsentEmails),
  };
}

/**
 * The staff's notes, as the audit log keeps them: the address taken out wherever it was typed,
 * so that erasing the person leaves no trace of them in the log.
 */
function notesWithoutAddress({ email, identityCheck, reason }: TPersonRequest) {
  const typed = new RegExp(email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'gi');
  const strip = (text: string) => text.replace(typed, '[the address]');
  return { identityCheck: strip(identityCheck), reason: strip(reason) };
}

/** Everything held about the address, as the person's own download has it; recorded as given out. */
export async function exportPerson(db: Db, actor: AdminActor, request: TPersonRequest) {
  return db.transaction(async (tx) => {
    const account = await accountOf(tx, request.email);
    const reference = randomUUID();
    const data = await exportPersonalData(tx, subjectOf(request.email, account?.id ?? null));
    await recordAdminWrite(tx, actor, {
      action: 'person.export',
      entity: 'person',
      entityId: account?.id ?? reference,
      details: { reference, accountId: account?.id ?? null, ...notesWithoutAddress(request) },
    });
    return data;
  });
}

/**
 * Erases everything held about the address, all or nothing, with the audit row in the same
 * transaction. An admin account is refused here: it goes under Admin accounts, which keeps the
 * last admin.
 */
export async function erasePerson(
  db: Db,
  actor: AdminActor,
  request: TPersonRequest,
): Promise<string> {
  return db.transaction(async (tx) => {
    const account = await accountOf(tx, request.email);
    if (account && hasAdminRole(account.role)) {
      throw new AppError(409, peopleMessages.adminPerson, 'IN_USE');
    }
    const reference = randomUUID();
    await erasePersonalData(tx, subjectOf(request.email, account?.id ?? null));
    await recordAdminWrite(tx, actor, {
      action: 'person.erase',
      entity: 'person',
      entityId: account?.id ?? reference,
      details: { reference, accountId: account?.id ?? null, ...notesWithoutAddress(request) },
    });
    return reference;
  });
}
