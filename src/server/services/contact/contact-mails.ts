import { site } from '../../../shared/config/site';
import type { MailMessage } from '../mail/mailer';

/**
 * The mails of the public forms: each submission to the support address, and the newsletter's
 * confirmation to the subscriber with its one-click unsubscribe link (RFC 8058 headers too).
 * Plain text only: what people typed goes in as text, never as HTML.
 */

/**
 * How the subjects of these mails begin: erasing a person's data finds the outbox copies by them
 * (with the person's address), so every subject here starts with one of these.
 */
export const submissionSubjects = {
  newsletter: 'Newsletter: ',
  enquiry: 'Enquiry from ',
  confirmation: 'You are subscribed to the ',
} as const;

/** One `Label: value` line per field given, in the form's order. */
const fieldLines = (fields: [string, string | null | undefined][]) =>
  fields
    .filter(([, value]) => value !== null && value !== undefined && value !== '')
    .map(([label, value]) => `${label}: ${value}`)
    .join('\n');

/** A submission, for the people who answer them at the support address. */
export function supportMessage(opts: {
  /** The subject after its beginning (`submissionSubjects`). */
  subject: string;
  kind: 'newsletter' | 'enquiry';
  intro: string;
  fields: [string, string | null | undefined][];
  /** The address of the person who sent it. */
  from: string;
}): MailMessage {
  return {
    to: site.supportEmail,
    aboutAddress: opts.from,
    subject: `${submissionSubjects[opts.kind]}${opts.subject}`,
    text: `${opts.intro}\n\n${fieldLines(opts.fields)}\n\nReply to ${opts.from} to answer.`,
  };
}

/** The newsletter's confirmation: what they signed up for, and how to stop it in one click. */
export function subscribedMessage(opts: {
  to: string;
  name: string;
  /** The web page that unsubscribes on a press (`/newsletter/unsubscribe?token=…`). */
  pageUrl: string;
  /** The API address a mail program posts `List-Unsubscribe=One-Click` to (RFC 8058). */
  oneClickUrl: string;
}): MailMessage {
  const text = [
    `Dear ${opts.name},`,
    `Thank you for subscribing to the ${site.name} newsletter. We write about once a month: a short lesson on saving, investing or insurance, and the sessions coming up near you. No offers of returns, no selling.`,
    `To stop receiving it, open this link at any time; it works at once, without signing in:`,
    opts.pageUrl,
    `If you did not subscribe, open the same link and we will not write to this address again.`,
    `${site.name}\n${site.supportEmail}`,
  ].join('\n\n');
  return {
    to: opts.to,
    aboutAddress: opts.to,
    subject: `${submissionSubjects.confirmation}${site.name} newsletter`,
    text,
    headers: {
      'List-Unsubscribe': `<${opts.oneClickUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
