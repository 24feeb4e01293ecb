import * as z from 'zod/mini';
import { accountMessages, normalizeIndianMobile } from './account';

/**
 * The public forms: the newsletter, the large contact form (/contact-us) and the short one on the
 * service pages (seed 000 sections 5 and 7). One schema per form, used by the browser's form and
 * re-checked by the server, so the first issue is the message to show: each field stops at its
 * first failure, and fields are checked in the order the seed lists them.
 *
 * Every form also carries `website`, a field hidden from people: a filled one marks a robot, whose
 * submission the server accepts without storing or mailing anything.
 *
 * Written with zod/mini, like every schema a public page's form uses (ADR 008).
 */

const NAME_MAX_LENGTH = 100;
const EMAIL_MAX_LENGTH = 254;
const COMPANY_MAX_LENGTH = 120;
const MESSAGE_MAX_LENGTH = 5000;
const PAGE_MAX_LENGTH = 80;
/** Room for a mobile number written with +91, spaces and brackets, and no more. */
const PHONE_MAX_LENGTH = 25;
const TOKEN_MAX_LENGTH = 200;

export const contactMessages = {
  // The newsletter (seed section 5), then the e-mail's format and the consent box.
  nameEmpty: 'Name is empty',
  emailEmpty: 'Email is empty',
  emailInvalid: 'Please Enter Valid email',
  consentRequired: 'Please tick the box to agree to receive the newsletter',
  // The large contact form, in its order.
  enterName: 'Please Enter name',
  enterContact: 'Please Enter Contact',
  /** Decision 26: a number that is given but is not an Indian mobile has its own message. */
  contactInvalid: accountMessages.contactInvalid,
  enterCompany: 'Please Enter Company name',
  enterMessage: 'Please Enter your message',
  // The short contact form, in its order.
  enterFirstName: 'Please Enter First Name',
  enterLastName: 'Please Enter Last Name',
  pageMissing: 'Please tell us which page the form was sent from',
  // Too long: a clear limit rather than a silent cut.
  nameTooLong: `Name should be at most ${NAME_MAX_LENGTH} characters`,
  companyTooLong: `Company name should be at most ${COMPANY_MAX_LENGTH} characters`,
  messageTooLong: `Message should be at most ${MESSAGE_MAX_LENGTH} characters`,
  // Answers.
  subscribed: 'Thank you for subscribing! We have sent you a confirmation e-mail.',
  alreadySubscribed: 'This e-mail address is already subscribed to our newsletter.',
  contacted: 'Thank you for contacting us!',
  unsubscribed:
    'You have been unsubscribed. We will not send our newsletter to this address again.',
  unsubscribeLinkInvalid:
    'This unsubscribe link is not valid. Please use the link in our latest e-mail, or write to us.',
  tooManySubmissions: 'Too many submissions from here. Please wait a while and try again.',
} as const;

/**
 * Line breaks and other control characters have no place in a one-line field, nor the
 * bidirectional and invisible characters that make a name (or a mail's subject) read as something
 * else; the same set as account names'.
 */
const CONTROL_CHARACTERS = /[\p{Cc}\u061C\u200B-\u200F\u202A-\u202E\u2060\u2066-\u2069\uFEFF]/u;

/** A one-line text: trimmed, present, at most `max` characters, no control characters. */
function line(required: string, max: number, tooLong: string = required) {
  return z.string({ error: required }).check(
    z.trim(),
    z.minLength(1, { error: required, abort: true }),
    z.maxLength(max, { error: tooLong, abort: true }),
    z.refine((text) => !CONTROL_CHARACTERS.test(text), { error: required }),
  );
}

/** An e-mail address, lower-cased; `empty` when missing, `invalid` when not an address. */
function email(empty: string, invalid: string) {
  return z
    .string({ error: empty })
    .check(
      z.trim(),
      z.toLowerCase(),
      z.minLength(1, { error: empty, abort: true }),
      z.maxLength(EMAIL_MAX_LENGTH, { error: invalid, abort: true }),
      z.regex(z.regexes.email, { error: invalid }),
    );
}

/** Decision 26: any usual way of writing an Indian mobile in, `+91XXXXXXXXXX` out. */
const phone = z.string({ error: contactMessages.enterContact }).check(
  z.trim(),
  z.minLength(1, { error: contactMessages.enterContact, abort: true }),
  z.maxLength(PHONE_MAX_LENGTH, { error: contactMessages.contactInvalid, abort: true }),
  z.refine((contact) => normalizeIndianMobile(contact) !== null, {
    error: contactMessages.contactInvalid,
    abort: true,
  }),
  z.overwrite((contact) => normalizeIndianMobile(contact) ?? contact),
);

/** The hidden field only robots fill; the server drops a submission that has it. */
const honeypot = z.optional(z.string());

/** POST /api/contactUs/subscribe: the newsletter, single opt-in with a ticked consent box. */
export const subscribeRequestSchema = z.object({
  name: line(contactMessages.nameEmpty, NAME_MAX_LENGTH, contactMessages.nameTooLong),
  email: email(contactMessages.emailEmpty, contactMessages.emailInvalid),
  consent: z.literal(true, { error: contactMessages.consentRequired }),
  website: honeypot,
});
export type TSubscribeRequest = z.infer<typeof subscribeRequestSchema>;

/** POST /api/contactUs/mail: the large contact form of /contact-us. */
export const contactMailRequestSchema = z.object({
  name: line(contactMessages.enterName, NAME_MAX_LENGTH, contactMessages.nameTooLong),
  email: email(contactMessages.emailInvalid, contactMessages.emailInvalid),
  phone,
  companyName: line(
    contactMessages.enterCompany,
    COMPANY_MAX_LENGTH,
    contactMessages.companyTooLong,
  ),
  message: z
    .string({ error: contactMessages.enterMessage })
    .check(
      z.trim(),
      z.minLength(1, { error: contactMessages.enterMessage, abort: true }),
      z.maxLength(MESSAGE_MAX_LENGTH, { error: contactMessages.messageTooLong }),
    ),
  website: honeypot,
});
export type TContactMailRequest = z.infer<typeof contactMailRequestSchema>;

/** POST /api/contactUs/smallContact: the short form of the service pages, with the page's name. */
export const smallContactRequestSchema = z.object({
  firstName: line(contactMessages.enterFirstName, NAME_MAX_LENGTH, contactMessages.nameTooLong),
  lastName: line(contactMessages.enterLastName, NAME_MAX_LENGTH, contactMessages.nameTooLong),
  email: email(contactMessages.emailInvalid, contactMessages.emailInvalid),
  phone,
  page: line(contactMessages.pageMissing, PAGE_MAX_LENGTH),
  website: honeypot,
});
export type TSmallContactRequest = z.infer<typeof smallContactRequestSchema>;

/** POST /api/contactUs/unsubscribe: the token of the link in the newsletter's mails. */
export const unsubscribeRequestSchema = z.object({
  token: line(contactMessages.unsubscribeLinkInvalid, TOKEN_MAX_LENGTH),
});
export type TUnsubscribeRequest = z.infer<typeof unsubscribeRequestSchema>;

/** The success answer of every form: `msg` is shown to the person. */
export type TContactResponse = { success: true; msg: string };
