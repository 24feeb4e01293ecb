import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { outbox } from '../../db/schema/mail';

export type MailMessage = {
  to: string;
  /**
   * The account the message is for, when it is for one: the outbox keeps it by this id, never by
   * address (an address can later belong to someone else).
   */
  userId?: string | null;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers, such as `List-Unsubscribe` and `List-Unsubscribe-Post` (RFC 8058). */
  headers?: Record<string, string>;
  /**
   * The address of the person a message to no account is about (a contact enquiry sent to the
   * support address, a newsletter confirmation): the outbox keeps it so that erasing that person's
   * data finds the copies.
   */
  aboutAddress?: string;
  /** Files sent with the message, as text (an event's .ics calendar file). */
  attachments?: MailAttachment[];
};

type MailAttachment = { filename: string; contentType: string; content: string };

/** The one way the site sends mail; every feature takes it from `app.mailer`. */
export type Mailer = {
  /**
   * `smtp` when SMTP_URL is set, otherwise `outbox`: stored in the outbox table for admins, and
   * written whole to the log outside production.
   */
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

export type MailLogger = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

export function createMailer(opts: { config: Config['mail']; db: Db; log: MailLogger }): Mailer {
  const { smtpUrl } = opts.config;
  if (!smtpUrl && !opts.config.logMessages) {
    opts.log.warn(
      'mail is off: SMTP_URL is unset, so no e-mail leaves the site; messages are kept in the outbox table for admins (GET /api/admin/outbox)',
    );
  }
  const send = smtpUrl
    ? smtpSender(smtpUrl, opts.config.from)
    : outboxSender({ ...opts, logMessages: opts.config.logMessages });
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
    async send({ to, subject, text, html, headers, attachments }) {
      await transport.sendMail({ from, to, subject, text, html, headers, attachments });
    },
    close: () => transport.close(),
  };
}

function outboxSender(opts: { db: Db; log: MailLogger; logMessages: boolean }): Sender {
  const { db, log } = opts;
  return {
    async send(message) {
      const [row] = await db
        .insert(outbox)
        .values({
          userId: message.userId ?? null,
          toAddress: message.to.toLowerCase(),
          subject: message.subject,
          text: message.text,
          html: message.html,
          headers: message.headers ?? null,
          aboutAddress: message.aboutAddress?.toLowerCase() ?? null,
          attachments: message.attachments?.length ? message.attachments : null,
        })
        .returning({ id: outbox.id });
      if (!opts.logMessages) {
        // Production: its links are live and logs travel far; admins read the outbox instead.
        log.info({ outboxId: row?.id, subject: message.subject }, 'mail kept in the outbox');
        return;
      }
      // Development: the log shows the whole message, so a developer can follow its links.
      log.info(
        { outboxId: row?.id, to: message.to, subject: message.subject },
        `mail (not sent: SMTP_URL is unset; kept in the outbox table):\n${message.text}`,
      );
    },
    close: () => {},
  };
}
