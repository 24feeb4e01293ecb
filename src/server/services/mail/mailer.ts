import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { outbox } from '../../db/schema/mail';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
};

/** The one way the site sends mail; every feature takes it from `app.mailer`. */
export type Mailer = {
  /** `smtp` when SMTP_URL is set, otherwise `outbox` (stored in the outbox table and logged). */
  readonly kind: 'smtp' | 'outbox';
  /** Sends (or stores) the message; rejects when the SMTP server refuses it or is unreachable. */
  send(message: MailMessage): Promise<void>;
  close(): void;
};

export type MailLogger = Pick<FastifyBaseLogger, 'info' | 'error'>;

export function createMailer(opts: { config: Config['mail']; db: Db; log: MailLogger }): Mailer {
  const { config, db, log } = opts;
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      kind: 'smtp',
      async send(message) {
        try {
          await transport.sendMail({ from: config.from, ...message });
        } catch (err) {
          log.error(
            { err, subject: message.subject },
            'mail: the SMTP server did not take the message',
          );
          throw err;
        }
      },
      close: () => transport.close(),
    };
  }
  return {
    kind: 'outbox',
    async send(message) {
      const [row] = await db
        .insert(outbox)
        .values({
          toAddress: message.to.toLowerCase(),
          subject: message.subject,
          text: message.text,
          html: message.html,
        })
        .returning({ id: outbox.id });
      // No SMTP server: the log shows the whole message, so a developer can follow its links.
      log.info(
        { outboxId: row?.id, to: message.to, subject: message.subject },
        `mail (not sent: SMTP_URL is unset; kept in the outbox table):\n${message.text}`,
      );
    },
    close: () => {},
  };
}
