import { site } from '../../../shared/config/site';
import type { MailMessage } from './mailer';

/**
 * The site's e-mails, as plain text with a simple HTML twin. Each takes what it needs and returns a
 * message ready for `Mailer.send`.
 */

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function compose(
  to: string,
  subject: string,
  paragraphs: string[],
  link: { url: string; label: string },
) {
  const signature = `${site.name}\n${site.supportEmail}`;
  const text = [...paragraphs.slice(0, 1), link.url, ...paragraphs.slice(1), signature].join(
    '\n\n',
  );
  const html = [
    `<p>${escapeHtml(paragraphs[0] ?? '')}</p>`,
    `<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>`,
    ...paragraphs.slice(1).map((p) => `<p>${escapeHtml(p)}</p>`),
    `<p>${escapeHtml(site.name)}<br>${escapeHtml(site.supportEmail)}</p>`,
  ].join('\n');
  return { to, subject, text, html } satisfies MailMessage;
}

export function resetPasswordMessage(opts: { to: string; url: string; expiresInMinutes: number }) {
  return compose(
    opts.to,
    `Reset your ${site.name} password`,
    [
      `Someone (we hope you) asked to reset the password of your ${site.name} account. Open this link to choose a new one:`,
      `The link works once and expires in ${opts.expiresInMinutes} minutes. Setting a new password signs you out everywhere else.`,
      'If you did not ask for this, ignore this e-mail: your password stays as it is.',
    ],
    { url: opts.url, label: 'Choose a new password' },
  );
}

/** After sign-up: confirms that the address belongs to the person who signed up. */
export function confirmEmailMessage(opts: { to: string; url: string; expiresInMinutes: number }) {
  return compose(
    opts.to,
    `Confirm your e-mail address for ${site.name}`,
    [
      `Welcome to ${site.name}! Please confirm that this is your e-mail address by opening this link:`,
      `The link expires in ${opts.expiresInMinutes} minutes. Your account works meanwhile; a confirmed address also lets you sign in with Google or Facebook using the same address.`,
      'If you did not create an account, ignore this e-mail.',
    ],
    { url: opts.url, label: 'Confirm this e-mail address' },
  );
}

/** A changed e-mail address: the change takes effect when this link is opened. */
export function confirmNewEmailMessage(opts: {
  to: string;
  url: string;
  expiresInMinutes: number;
}) {
  return compose(
    opts.to,
    `Confirm your new e-mail address for ${site.name}`,
    [
      `You asked to use this e-mail address for your ${site.name} account. Open this link to confirm it:`,
      `The link expires in ${opts.expiresInMinutes} minutes. Until it is opened, your account keeps its previous e-mail address.`,
      'If you did not ask for this, ignore this e-mail.',
    ],
    { url: opts.url, label: 'Confirm the new e-mail address' },
  );
}

/**
 * Someone tried to sign up with an address that already has an account (decision 28): its owner
 * learns of it, and how to get in if it was them.
 */
export function signUpAttemptMessage(opts: { to: string; url: string }) {
  return compose(
    opts.to,
    `Someone tried to sign up to ${site.name} with your e-mail address`,
    [
      `Someone (perhaps you) just tried to create a ${site.name} account with this e-mail address, which already has one. No new account was made. If it was you, sign in here; if you have forgotten the password, choose "Forgot password" in the sign-in box:`,
      'If it was not you, you need not do anything: your account and its password stay as they are.',
    ],
    { url: opts.url, label: `Sign in to ${site.name}` },
  );
}
