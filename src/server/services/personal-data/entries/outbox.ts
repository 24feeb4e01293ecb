import { asc, eq } from 'drizzle-orm';
import { outbox } from '../../../db/schema/mail';
import type { PersonalDataEntry } from '../types';

/** What stands in a download where a link's token was. */
const REMOVED = '[removed]';

/**
 * Takes the tokens out of the links in a kept message: a download must not carry a live reset or
 * confirmation link (it could be used by whoever reads the file). Covers `token=` in a query
 * (also URL-encoded inside another link) and Better Auth's `/reset-password/<token>` path.
 */
export function redactTokens(text: string): string {
  return text
    .replace(/(token(?:=|%3D))[^&\s"'<>]+/gi, `$1${REMOVED}`)
    .replace(/(\/reset-password\/)[^/?#&\s"'<>]+/gi, `$1${REMOVED}`);
}

/** E-mails to the person that were kept in the outbox instead of being sent. */
export const outboxEntry: PersonalDataEntry = {
  name: 'unsentEmails',
  description:
    'E-mails sent for your account that were kept on the site instead of being sent (when no mail server is configured). Their links are shown without their tokens, so that this file cannot be used to reset your password or confirm your address.',
  tables: ['outbox'],

  async export(tx, { userId }) {
    if (!userId) return []; // an address without an account
    const rows = await tx
      .select({ subject: outbox.subject, text: outbox.text, createdAt: outbox.createdAt })
      .from(outbox)
      .where(eq(outbox.userId, userId))
      .orderBy(asc(outbox.createdAt));
    return rows.map((row) => ({
      ...row,
      subject: redactTokens(row.subject),
      text: redactTokens(row.text),
    }));
  },

  async erase(tx, { userId }) {
    if (!userId) return;
    await tx.delete(outbox).where(eq(outbox.userId, userId));
  },
};
