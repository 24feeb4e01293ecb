import * as z from 'zod/mini';

/**
 * Accounts: the forms' rules and messages (seed 000 section 5, decisions 7 and 8), used by the web
 * forms and re-checked by the server. Each field's checks stop at its first failure, and fields are
 * checked in the order the form shows them, so the first issue is the message to show.
 *
 * Written with zod/mini like every schema a public page's form uses (ADR 008): classic Zod in
 * the browser build would put all of Zod's core into the chunk Money Maps shares with the forms.
 */

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
const NAME_MIN_LENGTH = 3;
const NAME_MAX_LENGTH = 100;

/**
 * Characters a name must not hold (security item 10): control characters (NUL, tabs, line
 * breaks…), the bidirectional controls that can make a name display as something else
 * (U+061C, U+200E/U+200F, U+202A–U+202E, U+2066–U+2069) and the invisible zero-width ones
 * (U+200B–U+200D, U+2060, U+FEFF).
 */
const NAME_FORBIDDEN_CHARACTERS =
  /[\p{Cc}\u061C\u200B-\u200F\u202A-\u202E\u2060\u2066-\u2069\uFEFF]/u;

/**
 * An Indian mobile number as people write it (decision 26): 10 digits starting 6–9, with or
 * without +91, 91 or a leading 0, and spaces, hyphens, dots or brackets anywhere between.
 */
const INDIAN_MOBILE = /^(?:\+?91|0)?([6-9]\d{9})$/;
const CONTACT_CHARACTERS = /^\+?[\d\s().-]+$/;

/** The number in its one stored form, `+91XXXXXXXXXX`, or null when it is not an Indian mobile. */
export function normalizeIndianMobile(text: string): string | null {
  const trimmed = text.trim();
  if (!CONTACT_CHARACTERS.test(trimmed)) return null;
  const digits = INDIAN_MOBILE.exec(trimmed.replace(/[\s().-]/g, ''))?.[1];
  return digits ? `+91${digits}` : null;
}

export const accountMessages = {
  nameRequired: 'Please enter the name',
  nameTooShort: `Name should be at least ${NAME_MIN_LENGTH} characters`,
  nameTooLong: `Name should be at most ${NAME_MAX_LENGTH} characters`,
  nameCharacters: 'Please use letters, spaces and common punctuation only',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  contactRequired: 'Contact is required',
  contactInvalid: 'Please enter valid contact number',
  profileUpdated: 'Successfully updated',
  emailNotUpdated: "Email wasn't updated",
  contactNotUpdated: "Contact wasn't updated",
  currentPasswordRequired: 'Please enter your current password',
  newPasswordRequired: 'New password is required',
  confirmPasswordMismatch: 'Confirm password should match New password',
  passwordChanged: 'Password successfully changed',
  currentPasswordWrong: 'The current password is not correct',
  passwordRequired: 'Password is required',
  passwordTooShort: `Password should be at least ${PASSWORD_MIN_LENGTH} characters`,
  passwordTooLong: `Password should be at most ${PASSWORD_MAX_LENGTH} characters`,
  passwordsDoNotMatch: 'Passwords do not match',
  resetLinkInvalid:
    'This reset link has expired or has already been used. Please ask for a new one.',
  emailTaken: 'An account with this e-mail already exists. Sign in, or reset your password.',
  resetLinkSent: 'If this email is registered, we have sent it a link to reset the password.',
  tooManyRequests: 'Too many attempts. Please wait a minute and try again.',
  invalidCredential: 'Invalid Credential',
  usernameRequired: 'Please enter the username',
  deleteConfirmationRequired: 'Please enter your password, or type DELETE, to confirm',
  deleteConfirmationWrong: 'The confirmation does not match. Nothing was deleted.',
  accountDeleted: 'Your account and everything we kept about you have been deleted',
} as const;

export const ZNameSchema = z.string().check(
  z.trim(),
  z.minLength(1, { error: accountMessages.nameRequired, abort: true }),
  z.refine((name) => !NAME_FORBIDDEN_CHARACTERS.test(name), {
    error: accountMessages.nameCharacters,
    abort: true,
  }),
  z.minLength(NAME_MIN_LENGTH, { error: accountMessages.nameTooShort, abort: true }),
  z.maxLength(NAME_MAX_LENGTH, { error: accountMessages.nameTooLong }),
);

export const ZEmailSchema = z
  .string()
  .check(
    z.trim(),
    z.toLowerCase(),
    z.minLength(1, { error: accountMessages.emailRequired, abort: true }),
    z.maxLength(254, { error: accountMessages.emailInvalid, abort: true }),
    z.regex(z.regexes.email, { error: accountMessages.emailInvalid }),
  );

/** The contact number: any usual way of writing an Indian mobile in, `+91XXXXXXXXXX` out. */
export const ZContactSchema = z.string().check(
  z.trim(),
  z.minLength(1, { error: accountMessages.contactRequired, abort: true }),
  z.refine((contact) => normalizeIndianMobile(contact) !== null, {
    error: accountMessages.contactInvalid,
    abort: true,
  }),
  z.overwrite((contact) => normalizeIndianMobile(contact) ?? contact),
);

/** A new password: present, then 8 to 128 characters. */
const ZNewPasswordSchema = z
  .string()
  .check(
    z.minLength(1, { error: accountMessages.newPasswordRequired, abort: true }),
    z.minLength(PASSWORD_MIN_LENGTH, { error: accountMessages.passwordTooShort, abort: true }),
    z.maxLength(PASSWORD_MAX_LENGTH, { error: accountMessages.passwordTooLong }),
  );

// --- /profile: Profile panel ----------------------------------------------------------------

/** POST /api/user/updateProfile */
export const ZUpdateProfileRequestSchema = z.object({
  name: ZNameSchema,
  email: ZEmailSchema,
  contact: ZContactSchema,
});
export type TUpdateProfileRequest = z.infer<typeof ZUpdateProfileRequestSchema>;

const ZProfileSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  /** The contact number as `+91XXXXXXXXXX`, or null when never given. */
  phoneNumber: z.nullable(z.string()),
});
export type TProfile = z.infer<typeof ZProfileSchema>;

export const ZUpdateProfileResponseSchema = z.object({
  success: z.literal(true),
  msg: z.string(),
  user: ZProfileSchema,
  /**
   * Set when the e-mail changed: the address a confirmation link was sent to. The account keeps
   * its old e-mail until that link is opened.
   */
  emailVerificationSentTo: z.nullable(z.string()),
});
export type TUpdateProfileResponse = z.infer<typeof ZUpdateProfileResponseSchema>;

// --- /profile: Change Password panel (decision 8 adds Current Password) --------------------

/** POST /api/user/changePassword */
export const ZChangePasswordRequestSchema = z
  .object({
    currentPassword: z
      .string()
      .check(
        z.minLength(1, { error: accountMessages.currentPasswordRequired }),
        z.maxLength(PASSWORD_MAX_LENGTH, { error: accountMessages.currentPasswordWrong }),
      ),
    newPassword: ZNewPasswordSchema,
    confirmPassword: z.string(),
  })
  .check(
    z.refine((form) => form.newPassword === form.confirmPassword, {
      error: accountMessages.confirmPasswordMismatch,
      path: ['confirmPassword'],
    }),
  );
export type TChangePasswordRequest = z.infer<typeof ZChangePasswordRequestSchema>;

export const ZMessageResponseSchema = z.object({ success: z.literal(true), msg: z.string() });
export type TMessageResponse = z.infer<typeof ZMessageResponseSchema>;

// --- Auth dialog (the web calls Better Auth at /api/auth with these values) ----------------

/** Sign-in view: Email, Password → POST /api/auth/sign-in/email { email, password }. */
export const ZSignInFormSchema = z.object({
  email: ZEmailSchema,
  password: z.string().check(z.minLength(1, { error: accountMessages.passwordRequired })),
});
export type TSignInForm = z.infer<typeof ZSignInFormSchema>;

/**
 * Sign-up view: Email, Password, Confirm Password → POST /api/auth/sign-up/email
 * { email, password } (the dialog asks no name; /profile sets it). Decision 7 adds
 * 'Passwords do not match'.
 */
export const ZSignUpFormSchema = z
  .object({
    email: ZEmailSchema,
    password: z
      .string()
      .check(
        z.minLength(1, { error: accountMessages.passwordRequired, abort: true }),
        z.minLength(PASSWORD_MIN_LENGTH, { error: accountMessages.passwordTooShort, abort: true }),
        z.maxLength(PASSWORD_MAX_LENGTH, { error: accountMessages.passwordTooLong }),
      ),
    confirmPassword: z.string(),
  })
  .check(
    z.refine((form) => form.password === form.confirmPassword, {
      error: accountMessages.passwordsDoNotMatch,
      path: ['confirmPassword'],
    }),
  );
export type TSignUpForm = z.infer<typeof ZSignUpFormSchema>;

/** Forgot password → POST /api/auth/request-password-reset { email }. */
export const ZForgotPasswordFormSchema = z.object({ email: ZEmailSchema });
export type TForgotPasswordForm = z.infer<typeof ZForgotPasswordFormSchema>;

/**
 * The page of the e-mailed link, /reset-password?token=… → POST /api/auth/reset-password
 * { token, newPassword }.
 */
export const ZResetPasswordFormSchema = z
  .object({ newPassword: ZNewPasswordSchema, confirmPassword: z.string() })
  .check(
    z.refine((form) => form.newPassword === form.confirmPassword, {
      error: accountMessages.confirmPasswordMismatch,
      path: ['confirmPassword'],
    }),
  );

// --- Social sign-in ------------------------------------------------------------------------

/** GET /api/auth-providers: which sign-in buttons to show. */
export const ZAuthProvidersResponseSchema = z.object({
  success: z.literal(true),
  emailAndPassword: z.literal(true),
  /** The social providers configured on this site, e.g. ['google', 'facebook']. */
  providers: z.array(z.enum(['google', 'facebook'])),
});
export type TAuthProvidersResponse = z.infer<typeof ZAuthProvidersResponseSchema>;

// --- Privacy (DPDP Act): export and erase ---------------------------------------------------

/**
 * POST /api/user/deleteAccount: an account with a password confirms with it; an account that
 * signs in only through Google or Facebook types DELETE.
 */
export const ZDeleteAccountRequestSchema = z.object({
  password: z.optional(z.string().check(z.maxLength(PASSWORD_MAX_LENGTH))),
  confirm: z.optional(z.string().check(z.maxLength(20))),
});
export type TDeleteAccountRequest = z.infer<typeof ZDeleteAccountRequestSchema>;
export const DELETE_CONFIRMATION_WORD = 'DELETE';

/** The delete dialog's one field: the password, or the word DELETE; sent as one or the other. */
export const ZDeleteAccountFormSchema = z.object({
  confirmation: z.string().check(
    z.refine((value) => value.trim() !== '', {
      error: accountMessages.deleteConfirmationRequired,
    }),
  ),
});

// --- Admin (seed 001: /admin login, the token kept in session storage under `jwt`) ----------

/** POST /api/admin/authenticate */
export const ZAdminAuthenticateRequestSchema = z.object({
  username: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { error: accountMessages.usernameRequired }),
      z.maxLength(100, { error: accountMessages.invalidCredential }),
    ),
  password: z
    .string()
    .check(
      z.minLength(1, { error: accountMessages.passwordRequired }),
      z.maxLength(PASSWORD_MAX_LENGTH, { error: accountMessages.invalidCredential }),
    ),
});
export type TAdminAuthenticateRequest = z.infer<typeof ZAdminAuthenticateRequestSchema>;

export const ZAdminAuthenticateResponseSchema = z.object({
  success: z.literal(true),
  msg: z.string(),
  /** Send as `Authorization: Bearer <token>` on every admin call. */
  token: z.string(),
});
export type TAdminAuthenticateResponse = z.infer<typeof ZAdminAuthenticateResponseSchema>;

export const ZAdminMeResponseSchema = z.object({
  success: z.literal(true),
  msg: z.string(),
  username: z.string(),
});
export type TAdminMeResponse = z.infer<typeof ZAdminMeResponseSchema>;
