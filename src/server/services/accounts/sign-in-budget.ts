import { createHash, randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { accountMessages } from '../../../shared/schemas/account';
import type { Db } from '../../db/client';
import { auth_rate_limit } from '../../db/schema/auth';
import { AppError } from '../../errors';

/**
 * One budget for every check of a password (security item 6): e-mail sign-in, admin sign-in,
 * change password and the password that confirms an account's deletion all draw on it. Each
 * attempt counts against the account's identifier (e-mail address or username) and against the
 * client's address; either over 5 in a minute is refused until that minute is over. A successful
 * check is given back to the account (refundSignInAttempt), not to the client.
 */
const SIGN_IN_BUDGET = { max: 5, windowSeconds: 60 } as const;

export type SignInAttempt = {
  /** The e-mail address or username tried (any case: it is compared lower-cased). */
  identifier: string;
  /** The client's address (unknown only for calls the server makes itself). */
  ip: string | undefined;
};

/** Seconds to wait when the attempt is over budget; null when it may go ahead. */
export async function spendSignInAttempt(
  db: Db,
  attempt: SignInAttempt,
  now = Date.now(),
): Promise<number | null> {
  const subjects = [`id:${attempt.identifier.trim().toLowerCase()}`];
  if (attempt.ip) subjects.push(`ip:${attempt.ip}`);
  const counters = await Promise.all(subjects.map((subject) => countAttempt(db, subject, now)));
  const waits = counters
    .filter((counter) => counter.count > SIGN_IN_BUDGET.max)
    .map((counter) =>
      Math.max(
        1,
        Math.ceil((counter.windowStart + SIGN_IN_BUDGET.windowSeconds * 1000 - now) / 1000),
      ),
    );
  return waits.length > 0 ? Math.max(...waits) : null;
}

/**
 * A check that succeeded gives the account its attempt back: the account's budget counts failures
 * (guesses), so a person who signs in often is never locked out by their own successes, while the
 * client's budget counts everything. Only someone who knows the password can give one back.
 */
export async function refundSignInAttempt(db: Db, identifier: string): Promise<void> {
  await db
    .update(auth_rate_limit)
    .set({ count: sql`greatest(${auth_rate_limit.count} - 1, 0)` })
    .where(eq(auth_rate_limit.key, keyOf(`id:${identifier.trim().toLowerCase()}`)));
}

/** The same, as the site's 429 (with Retry-After) for services outside Better Auth. */
export async function assertSignInBudget(db: Db, attempt: SignInAttempt): Promise<void> {
  const wait = await spendSignInAttempt(db, attempt);
  if (wait !== null) throw new AppError(429, accountMessages.tooManyRequests, 'RATE_LIMITED', wait);
}

const keyOf = (subject: string) =>
  `sign-in:${createHash('sha256').update(subject).digest('base64url')}`;

/**
 * Counts one attempt in a fixed window, atomically (one upsert, so parallel guesses cannot slip
 * through). The rows live in Better Auth's rate-limit table; keys are hashed, so neither e-mail
 * addresses nor IP addresses are kept there in clear.
 */
async function countAttempt(db: Db, subject: string, now: number) {
  const key = keyOf(subject);
  const windowOpenedBefore = now - SIGN_IN_BUDGET.windowSeconds * 1000;
  const expired = sql`${auth_rate_limit.lastRequest} <= ${windowOpenedBefore}::bigint`;
  const [row] = await db
    .insert(auth_rate_limit)
    .values({ id: randomUUID(), key, count: 1, lastRequest: now })
    .onConflictDoUpdate({
      target: auth_rate_limit.key,
      // lastRequest holds the start of the current window.
      set: {
        count: sql`case when ${expired} then 1 else ${auth_rate_limit.count} + 1 end`,
        lastRequest: sql`case when ${expired} then ${now}::bigint else ${auth_rate_limit.lastRequest} end`,
      },
    })
    .returning({ count: auth_rate_limit.count, windowStart: auth_rate_limit.lastRequest });
  return { count: row?.count ?? 1, windowStart: Number(row?.windowStart ?? now) };
}
