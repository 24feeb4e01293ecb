import * as z from 'zod/mini';
import { normalizeIndianMobile } from './account';
import { contactMessages } from './contact';

/**
 * Events and their registration (seed 000 sections 2, 3, 5, 7 and 8). The seed only marks the
 * registration's fields required, so they reuse the large contact form's messages (issue 22),
 * checked in the order of the form: Name, Email, Phone.
 *
 * Written with zod/mini, like every schema a public page's form uses (ADR 008).
 */

const NAME_MAX_LENGTH = 100;
const EMAIL_MAX_LENGTH = 254;
/** Room for a mobile number written with +91, spaces and brackets, and no more. */
const PHONE_MAX_LENGTH = 25;

export const eventMessages = {
  enterName: contactMessages.enterName,
  enterEmail: contactMessages.emailInvalid,
  enterContact: contactMessages.enterContact,
  contactInvalid: contactMessages.contactInvalid,
  nameTooLong: contactMessages.nameTooLong,
  /** The event is not one the form can register for: an id that is not a number. */
  eventMissing: 'Please choose an event to register for',
  registered: 'Registration Successful',
  alreadyRegistered: 'You are already registered for this event with this e-mail address.',
  closed: 'Registration for this event has closed, or the event does not exist.',
  tooManySubmissions: contactMessages.tooManySubmissions,
} as const;

const CONTROL_CHARACTERS = /\p{Cc}/u;

/** POST /api/contactUs/eventRegister: name, phone, email, eventId (seed section 7). */
export const eventRegisterRequestSchema = z.object({
  name: z.string({ error: eventMessages.enterName }).check(
    z.trim(),
    z.minLength(1, { error: eventMessages.enterName, abort: true }),
    z.maxLength(NAME_MAX_LENGTH, { error: eventMessages.nameTooLong, abort: true }),
    z.refine((text) => !CONTROL_CHARACTERS.test(text), { error: eventMessages.enterName }),
  ),
  email: z
    .string({ error: eventMessages.enterEmail })
    .check(
      z.trim(),
      z.toLowerCase(),
      z.minLength(1, { error: eventMessages.enterEmail, abort: true }),
      z.maxLength(EMAIL_MAX_LENGTH, { error: eventMessages.enterEmail, abort: true }),
      z.regex(z.regexes.email, { error: eventMessages.enterEmail }),
    ),
  /** Decision 26: the same rules and messages as the contact forms' phone. */
  phone: z.string({ error: eventMessages.enterContact }).check(
    z.trim(),
    z.minLength(1, { error: eventMessages.enterContact, abort: true }),
    z.maxLength(PHONE_MAX_LENGTH, { error: eventMessages.contactInvalid, abort: true }),
    z.refine((contact) => normalizeIndianMobile(contact) !== null, {
      error: eventMessages.contactInvalid,
      abort: true,
    }),
    z.overwrite((contact) => normalizeIndianMobile(contact) ?? contact),
  ),
  eventId: z.number({ error: eventMessages.eventMissing }).check(
    z.refine((id) => Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647, {
      error: eventMessages.eventMissing,
    }),
  ),
  /** The hidden field only robots fill; the server drops a submission that has it. */
  website: z.optional(z.string()),
});
export type TEventRegisterRequest = z.infer<typeof eventRegisterRequestSchema>;
