import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, ZEmailSchema, accountMessages } from './account';

/**
 * The staff screens about people: newsletter subscribers, a person's data (DPDP requests) and the
 * admin accounts. Shared by the forms and the admin calls, so both check the same way.
 */

export const peopleMessages = {
  searchTooLong: 'Search at most 254 characters',
  identityCheckRequired: 'Please say how you checked that the requester owns this address',
  reasonRequired: 'Please say why: the request, and how it reached you',
  noteTooLong: 'Please keep this to 500 characters',
  usernameInvalid: 'The username must be 3 to 30 letters, digits, underscores or dots',
  notYourself: 'You cannot remove your own admin account',
  lastAdmin: 'This is the only admin account: add another before removing it',
  adminPerson: 'This address belongs to an admin account: remove it under Admin accounts instead',
} as const;

const NOTE_MAX_LENGTH = 500;

// --- Subscribers -------------------------------------------------------------------------------

/** GET /api/admin/subscribers?q=&page= */
export const ZSubscribersQuerySchema = z.object({
  q: z.optional(
    z.string().check(z.trim(), z.toLowerCase(), z.maxLength(254, peopleMessages.searchTooLong)),
  ),
  page: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(100_000))),
});
export type TSubscribersQuery = z.infer<typeof ZSubscribersQuerySchema>;

/** Rows per page of the subscribers list. */
export const SUBSCRIBERS_PAGE_SIZE = 50;

const ZSubscriberSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  status: z.enum(['subscribed', 'unsubscribed']),
  consentedAt: z.string(),
  unsubscribedAt: z.nullable(z.string()),
});
export type TSubscriber = z.infer<typeof ZSubscriberSchema>;

export const ZSubscribersResponseSchema = z.object({
  success: z.literal(true),
  msg: z.string(),
  /** Rows matching the search, on every page. */
  total: z.number(),
  /** Of them, still subscribed. */
  subscribed: z.number(),
  subscribers: z.array(ZSubscriberSchema),
});
export type TSubscribersResponse = z.infer<typeof ZSubscribersResponseSchema>;

/** POST /api/admin/subscribers/unsubscribe and /api/admin/subscribers/erase */
export const ZSubscriberIdSchema = z.object({ id: z.uuid('Choose a subscriber') });

// --- People's data ----------------------------------------------------------------------------

/** POST /api/admin/people/find (a POST, so that the address stays out of URLs and logs) */
export const ZPersonLookupSchema = z.object({ email: ZEmailSchema });

const ZNoteSchema = (required: string) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { error: required, abort: true }),
      z.maxLength(NOTE_MAX_LENGTH, peopleMessages.noteTooLong),
    );

/** POST /api/admin/people/export and /api/admin/people/erase: why, and how the requester was checked. */
export const ZPersonRequestSchema = z.object({
  email: ZEmailSchema,
  identityCheck: ZNoteSchema(peopleMessages.identityCheckRequired),
  reason: ZNoteSchema(peopleMessages.reasonRequired),
});
export type TPersonRequest = z.infer<typeof ZPersonRequestSchema>;

/** What the site holds about an address, counted by kind (the download has the rows). */
const ZPersonSummarySchema = z.object({
  account: z.nullable(
    z.object({
      id: z.string(),
      name: z.string(),
      createdAt: z.string(),
      emailVerified: z.boolean(),
      isAdmin: z.boolean(),
    }),
  ),
  savedPlans: z.number(),
  enquiries: z.number(),
  eventRegistrations: z.number(),
  newsletter: z.nullable(z.enum(['subscribed', 'unsubscribed'])),
  mail: z.number(),
});
export type TPersonSummary = z.infer<typeof ZPersonSummarySchema>;

export const ZPersonFoundResponseSchema = z.object({
  success: z.literal(true),
  msg: z.string(),
  person: ZPersonSummarySchema,
});
export type TPersonFoundResponse = z.infer<typeof ZPersonFoundResponseSchema>;

export const ZPersonExportResponseSchema = z.object({
  success: z.literal(true),
  msg: z.string(),
  data: z.record(z.string(), z.unknown()),
});
export type TPersonExportResponse = z.infer<typeof ZPersonExportResponseSchema>;

export const ZPersonErasedResponseSchema = z.object({
  success: z.literal(true),
  msg: z.string(),
  /** The audit log's reference for this request (no address is kept). */
  reference: z.string(),
});
export type TPersonErasedResponse = z.infer<typeof ZPersonErasedResponseSchema>;

// --- Admin accounts ----------------------------------------------------------------------------

const ZAdminAccountSchema = z.object({
  id: z.string(),
  username: z.string(),
  createdAt: z.string(),
  isYou: z.boolean(),
});
export type TAdminAccount = z.infer<typeof ZAdminAccountSchema>;

export const ZAdminAccountsResponseSchema = z.object({
  success: z.literal(true),
  msg: z.string(),
  admins: z.array(ZAdminAccountSchema),
});
export type TAdminAccountsResponse = z.infer<typeof ZAdminAccountsResponseSchema>;

const ZAdminPasswordSchema = z
  .string()
  .check(
    z.minLength(1, { error: accountMessages.newPasswordRequired, abort: true }),
    z.minLength(PASSWORD_MIN_LENGTH, { error: accountMessages.passwordTooShort, abort: true }),
    z.maxLength(PASSWORD_MAX_LENGTH, { error: accountMessages.passwordTooLong }),
  );

/** POST /api/admin/admins */
export const ZAddAdminSchema = z.object({
  username: z
    .string()
    .check(
      z.trim(),
      z.toLowerCase(),
      z.regex(/^[a-z0-9_.]{3,30}$/, peopleMessages.usernameInvalid),
    ),
  password: ZAdminPasswordSchema,
});
export type TAddAdmin = z.infer<typeof ZAddAdminSchema>;

/** POST /api/admin/admins/remove */
export const ZRemoveAdminSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(100)),
});

/** POST /api/admin/admins/password: the signed-in admin's own password. */
export const ZAdminOwnPasswordSchema = z
  .object({
    currentPassword: z
      .string()
      .check(
        z.minLength(1, { error: accountMessages.currentPasswordRequired }),
        z.maxLength(PASSWORD_MAX_LENGTH, { error: accountMessages.currentPasswordWrong }),
      ),
    newPassword: ZAdminPasswordSchema,
    confirmPassword: z.string(),
  })
  .check(
    z.refine((form) => form.newPassword === form.confirmPassword, {
      error: accountMessages.confirmPasswordMismatch,
      path: ['confirmPassword'],
    }),
  );
export type TAdminOwnPassword = z.infer<typeof ZAdminOwnPasswordSchema>;
