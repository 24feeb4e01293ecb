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
  /**
   * Sends without making the caller wait (a failure is logged), for answers that must take the same
   * time whether or not a message goes out, such as a password-reset request.
   */
  sendLater(message: MailMessage): void;
  /** Waits for every `sendLater` message still on its way (shutdown, tests). */
  flush(): Promise<void>;
  close(): Promise<void>;
};

export type MailLogger = Pick<FastifyBaseLogger, 'info' | 'error'>;

export function createMailer(opts: { config: Config['mail']; db: Db; log: MailLogger }): Mailer {
  const { smtpUrl } = opts.config;
  const send = smtpUrl ? smtpSender(smtpUrl, opts.config.from) : outboxSender(opts);
  const pending = new Set<Promise<void>>();
  return {
    kind: smtpUrl ? 'smtp' : 'outbox',
    send: send.send,
    sendLater(message) {
      const delivery = send
        .send(message)
        .catch((err) =>
          opts.log.error({ err, subject: message.subject }, 'mail: a message was not delivered'),
        )
        .finally(() => pending.delete(delivery));
      pending.add(delivery);
    },
    async flush() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
    async close() {
      await this.flush();
      send.close();
    },
  };
}

type Sender = { send(message: MailMessage): Promise<void>; close(): void };

function smtpSender(smtpUrl: string, from: string): Sender {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
    close: () => transport.close(),
  };
}

function outboxSender({ db, log }: { db: Db; log: MailLogger }): Sender {
  return {
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
