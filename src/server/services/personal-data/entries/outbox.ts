import { asc, eq } from 'drizzle-orm';
import { outbox } from '../../../db/schema/mail';
import type { PersonalDataEntry } from '../types';

/** E-mails to the person that were kept in the outbox instead of being sent. */
export const outboxEntry: PersonalDataEntry = {
  name: 'unsentEmails',
  description:
    'E-mails addressed to you that were kept on the site instead of being sent (when no mail server is configured).',
  tables: ['outbox'],

  async export(tx, { email }) {
    return tx
      .select({ subject: outbox.subject, text: outbox.text, createdAt: outbox.createdAt })
      .from(outbox)
      .where(eq(outbox.toAddress, email.toLowerCase()))
      .orderBy(asc(outbox.createdAt));
  },

  async erase(tx, { email }) {
    await tx.delete(outbox).where(eq(outbox.toAddress, email.toLowerCase()));
  },
};
