import { createHash, randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { paths } from '../../../shared/config/paths';
import { contactMessages } from '../../../shared/schemas/contact';
import type { TSubscribeRequest } from '../../../shared/schemas/contact';
import type { Db } from '../../db/client';
import { newsletterSubscribers } from '../../db/schema/contact';
import { AppError } from '../../errors';
import type { Mailer } from '../mail/mailer';
import { consentNow } from './consent';
import { subscribedMessage, supportMessage } from './contact-mails';

export type ContactDeps = { db: Db; mailer: Mailer; publicUrl: string };

/** The call a mail program's one-click unsubscribe posts to (RFC 8058). */
const UNSUBSCRIBE_CALL = '/api/contactUs/unsubscribe';

/** Only the token's hash is kept: a leaked table cannot unsubscribe anyone. */
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Subscribes an address (single opt-in, the consent box ticked): a new address is added, one that
 * unsubscribed earlier is subscribed again with a new link, one already subscribed is refused with
 * ALREADY_SUBSCRIBED, and the table keeps one row per address either way. The subscriber gets a
 * confirmation with the unsubscribe link; the support address gets the submission.
 */
export async function subscribe(deps: ContactDeps, input: TSubscribeRequest): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  const consent = consentNow();
  const stored = await deps.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(newsletterSubscribers)
      .values({
        name: input.name,
        email: input.email,
        unsubscribeTokenHash: hashToken(token),
        ...consent,
      })
      .onConflictDoNothing({ target: newsletterSubscribers.email })
      .returning({ id: newsletterSubscribers.id });
    if (created) return 'new' as const;
    // The address is known: only an unsubscribed one comes back.
    const [again] = await tx
      .update(newsletterSubscribers)
      .set({
        name: input.name,
        status: 'subscribed',
        unsubscribeTokenHash: hashToken(token),
        unsubscribedAt: null,
        updatedAt: sql`now()`,
        ...consent,
      })
      .where(
        and(
          eq(newsletterSubscribers.email, input.email),
          eq(newsletterSubscribers.status, 'unsubscribed'),
        ),
      )
      .returning({ id: newsletterSubscribers.id });
    return again ? ('again' as const) : null;
  });
  if (!stored) throw new AppError(409, contactMessages.alreadySubscribed, 'ALREADY_SUBSCRIBED');

  const query = `?token=${encodeURIComponent(token)}`;
  deps.mailer.sendLater(
    subscribedMessage({
      to: input.email,
      name: input.name,
      // The web page the link opens; it unsubscribes on a press.
      pageUrl: `${deps.publicUrl}${paths.newsletterUnsubscribe.path}${query}`,
      oneClickUrl: `${deps.publicUrl}${UNSUBSCRIBE_CALL}${query}`,
    }),
  );
  deps.mailer.sendLater(
    supportMessage({
      kind: 'newsletter',
      subject: `${input.name} subscribed${stored === 'again' ? ' again' : ''}`,
      intro: 'A new subscription to the newsletter (the consent box was ticked).',
      fields: [
        ['Name', input.name],
        ['Email', input.email],
        ['Privacy notice', `version ${consent.consentNoticeVersion}`],
      ],
      from: input.email,
    }),
  );
}

/**
 * Unsubscribes the address whose link holds `token`, without signing in. The row stays, marked
 * unsubscribed, so that the address is not mailed again. Pressing the link twice is fine; a token
 * that belongs to nobody is refused in words (INVALID_TOKEN).
 */
export async function unsubscribe(deps: Pick<ContactDeps, 'db'>, token: string): Promise<void> {
  const [row] = await deps.db
    .update(newsletterSubscribers)
    .set({
      status: 'unsubscribed',
      unsubscribedAt: sql`coalesce(${newsletterSubscribers.unsubscribedAt}, now())`,
      updatedAt: sql`now()`,
    })
    .where(eq(newsletterSubscribers.unsubscribeTokenHash, hashToken(token)))
    .returning({ id: newsletterSubscribers.id });
  if (!row) throw new AppError(400, contactMessages.unsubscribeLinkInvalid, 'INVALID_TOKEN');
}
