import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { downloadTokens } from '../../db/schema/admin';
import { badRequest } from '../../errors';
import { recordAdminWrite, type AdminActor } from '../admin/audit';

/** How long a download link works after it is minted: the browser follows it at once. */
const TICKET_LIFETIME_MS = 60_000;

/** What a browser that follows a used or stale link is told (400 INVALID_TOKEN). */
export const TICKET_REFUSED_MESSAGE =
  'This download link has expired or was already used. Please download the report again.';

const hashTicket = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Issues a single-use ticket for `report` with its validated options and returns the token to put
 * in the link (only its hash is kept). The download of people's data is recorded in the audit log
 * in the same transaction: which report and options, never the rows.
 */
export async function mintDownloadTicket(
  db: Db,
  actor: AdminActor,
  report: string,
  params: Record<string, unknown>,
  now = new Date(),
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.transaction(async (tx) => {
    // Tickets a day past their minute go, so the table stays small.
    await tx
      .delete(downloadTokens)
      .where(lt(downloadTokens.expiresAt, new Date(now.getTime() - 86_400_000)));
    await tx.insert(downloadTokens).values({
      tokenHash: hashTicket(token),
      adminId: actor.id,
      report,
      params,
      expiresAt: new Date(now.getTime() + TICKET_LIFETIME_MS),
    });
    await recordAdminWrite(tx, actor, {
      action: 'report.download',
      entity: 'report',
      entityId: report,
      details: { params },
    });
  });
  return token;
}

/**
 * Uses the ticket of `token`: marks it used and returns its report and options, in one statement,
 * so two requests with one link cannot both get the file. A ticket unknown, used or past its minute
 * is refused (400 INVALID_TOKEN).
 */
export async function redeemDownloadTicket(
  db: Db,
  token: string,
): Promise<{ report: string; params: unknown }> {
  const [ticket] = await db
    .update(downloadTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(downloadTokens.tokenHash, hashTicket(token)),
        isNull(downloadTokens.usedAt),
        gt(downloadTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ report: downloadTokens.report, params: downloadTokens.params });
  if (!ticket) throw badRequest(TICKET_REFUSED_MESSAGE, 'INVALID_TOKEN');
  return ticket;
}
