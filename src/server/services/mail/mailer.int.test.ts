import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema/mail';
import { createTestApp, createTestDatabase, type TestApp } from '../../testing/test-app';
import { TestClient } from '../../testing/test-client';
import type { Database } from '../../db/client';
import { createMailer } from './mailer';

type Received = { from: string; to: string[]; user: string | undefined; raw: string };

/** Undoes quoted-printable soft line breaks and escapes, enough to read links in a test. */
const decodeQuotedPrintable = (text: string) =>
  text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

describe('mail over SMTP (SMTP_URL set)', () => {
  const received: Received[] = [];
  const smtp = new SMTPServer({
    authOptional: false,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === 'mailer' && auth.password === 'mail-secret') {
        callback(null, { user: auth.username });
      } else {
        callback(new Error('Invalid username or password'));
      }
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          user: session.user as string | undefined,
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  let t: TestApp;

  beforeAll(async () => {
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    t = await createTestApp({
      SMTP_URL: `smtp://mailer:mail-secret@127.0.0.1:${port}`,
      MAIL_FROM: 'Arthashala <no-reply@arthashala.test>',
    });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('delivers the password-reset e-mail to the SMTP server, and keeps nothing in the outbox', async () => {
    expect(t.app.mailer.kind).toBe('smtp');
    await new TestClient(t.app).signUp('smtp-user@example.com', 'some password');
    const res = await new TestClient(t.app).post('/api/auth/request-password-reset', {
      email: 'smtp-user@example.com',
    });
    expect(res.statusCode).toBe(200);
    await t.app.mailer.flush();

    // The sign-up's confirmation, then the reset link.
    expect(received).toHaveLength(2);
    expect(received[0]!.raw).toMatch(/^Subject: Confirm your e-mail address for Arthashala$/m);
    const message = received[1]!;
    expect(message.user).toBe('mailer');
    expect(message.from).toBe('no-reply@arthashala.test');
    expect(message.to).toEqual(['smtp-user@example.com']);
    expect(message.raw).toMatch(/^From: Arthashala <no-reply@arthashala\.test>$/m);
    expect(message.raw).toMatch(/^To: smtp-user@example\.com$/m);
    expect(message.raw).toMatch(/^Subject: Reset your Arthashala password$/m);
    expect(decodeQuotedPrintable(message.raw)).toMatch(
      /http:\/\/localhost:3000\/api\/auth\/reset-password\/[\w-]{24,}\?callbackURL=%2Freset-password/,
    );
    expect(await t.database.db.select().from(outbox)).toEqual([]);
  });

  it('sends a message’s attachments (an event’s .ics calendar file)', async () => {
    const before = received.length;
    const ics = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n';
    await t.app.mailer.send({
      to: 'registrant@example.com',
      subject: 'You are registered',
      text: 'See you there.',
      attachments: [
        { filename: 'event.ics', contentType: 'text/calendar; charset=utf-8', content: ics },
      ],
    });
    expect(received).toHaveLength(before + 1);
    const raw = received.at(-1)!.raw;
    expect(raw).toMatch(/^Content-Type: text\/calendar; charset=utf-8(;|$)/m);
    expect(raw).toMatch(/^Content-Disposition: attachment; filename=event\.ics$/m);
    // The file whole, as nodemailer encodes it (base64 for text with CRLF line ends).
    expect(raw.replace(/\r\n/g, '')).toContain(Buffer.from(ics).toString('base64'));
  });

  it('sends a message’s extra headers (the newsletter’s one-click unsubscribe, RFC 8058)', async () => {
    const before = received.length;
    await t.app.mailer.send({
      to: 'subscriber@example.com',
      subject: 'You are subscribed',
      text: 'Thank you.',
      headers: {
        'List-Unsubscribe': '<http://localhost:3000/api/contactUs/unsubscribe?token=abc>',
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    });
    expect(received).toHaveLength(before + 1);
    // Long headers are folded onto the next line; unfolded, as a mail program reads them.
    const raw = received.at(-1)!.raw.replace(/\r\n[ \t]+/g, ' ');
    expect(raw).toMatch(
      /^List-Unsubscribe: <http:\/\/localhost:3000\/api\/contactUs\/unsubscribe\?token=abc>$/m,
    );
    expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
  });

  it('rejects when the server refuses the message', async () => {
    const { port } = smtp.server.address() as AddressInfo;
    const mailer = createMailer({
      config: {
        smtpUrl: `smtp://mailer:wrong@127.0.0.1:${port}`,
        from: 'x@example.com',
        logMessages: true,
        wholeOutboxLinks: false,
      },
      db: t.database.db,
      log: { info() {}, warn() {}, error() {} },
    });
    await expect(
      mailer.send({ to: 'a@example.com', subject: 'Hello', text: 'Hi' }),
    ).rejects.toThrow(/Invalid username or password|Invalid login/);
    await mailer.close();
  });
});

describe('mail without SMTP (the outbox)', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  /** Every log line of a mailer, level and text. */
  const recordingLog = () => {
    const lines: { level: string; obj: unknown; msg: string }[] = [];
    const at = (level: string) => (obj: unknown, msg?: string) =>
      lines.push({ level, obj, msg: typeof obj === 'string' ? obj : (msg ?? '') });
    return { lines, log: { info: at('info'), warn: at('warn'), error: at('error') } };
  };

  it('keeps the message in the outbox table, with its account, and in development logs it whole, links included', async () => {
    const { lines, log } = recordingLog();
    const mailer = createMailer({
      config: {
        smtpUrl: undefined,
        from: 'Arthashala <no-reply@arthashala.in>',
        logMessages: true,
        wholeOutboxLinks: false,
      },
      db: database.db,
      log,
    });
    expect(mailer.kind).toBe('outbox');
    expect(lines).toEqual([]);
    await mailer.send({
      to: 'Dev@Example.com',
      subject: 'A link',
      text: 'Open http://localhost:3000/reset-password?token=abc',
      html: '<p>Open</p>',
    });
    mailer.sendLater({ to: 'later@example.com', subject: 'Later', text: 'later' });
    await mailer.flush();

    const [row] = await database.db
      .select()
      .from(outbox)
      .where(eq(outbox.toAddress, 'dev@example.com'));
    expect(row).toMatchObject({
      userId: null,
      subject: 'A link',
      text: 'Open http://localhost:3000/reset-password?token=abc',
      html: '<p>Open</p>',
    });
    expect(lines[0]?.msg).toContain('http://localhost:3000/reset-password?token=abc');
    expect(
      await database.db.select().from(outbox).where(eq(outbox.toAddress, 'later@example.com')),
    ).toHaveLength(1);
    await mailer.close();
  });

  it('in production says once that mail is off, and never logs a message or its links', async () => {
    const { lines, log } = recordingLog();
    const mailer = createMailer({
      config: {
        smtpUrl: undefined,
        from: 'Arthashala <no-reply@arthashala.in>',
        logMessages: false,
        wholeOutboxLinks: false,
      },
      db: database.db,
      log,
    });
    expect(lines).toEqual([
      expect.objectContaining({
        level: 'warn',
        msg: expect.stringMatching(/^mail is off: SMTP_URL is unset/),
      }),
    ]);
    await mailer.send({
      to: 'prod@example.com',
      subject: 'Reset your password',
      text: 'Open https://arthashala.in/reset-password?token=live-token-123',
      html: '<a href="https://arthashala.in/reset-password?token=live-token-123">Open</a>',
    });
    mailer.sendLater({ to: 'prod@example.com', subject: 'Later', text: 'token=second-token' });
    await mailer.flush();

    const logged = JSON.stringify(lines);
    expect(logged).not.toContain('live-token-123');
    expect(logged).not.toContain('second-token');
    expect(logged).not.toContain('prod@example.com');
    expect(lines.filter((line) => line.level === 'warn')).toHaveLength(1);
    // Admins still find the messages in the outbox.
    expect(
      await database.db.select().from(outbox).where(eq(outbox.toAddress, 'prod@example.com')),
    ).toHaveLength(2);
    await mailer.close();
  });
});
