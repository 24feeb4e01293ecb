import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { AppError } from '../../errors';

/** What a second admin's save of something changed since they opened it is told (409 CONFLICT). */
const CONFLICT_MESSAGE =
  'Someone else saved a change to this while you were editing. Reload to see it, then make your change again.';

/**
 * Two admins editing one thing: each update sends the `updatedAt` it was opened with, and the
 * update only applies while the row still has it. The column is compared to the millisecond, as
 * the browser got it (PostgreSQL keeps microseconds).
 */
export function sameVersion(updatedAt: PgColumn, opened: string): SQL {
  return sql`date_trunc('milliseconds', ${updatedAt}) = ${opened}::timestamptz`;
}

export const conflict = () => new AppError(409, CONFLICT_MESSAGE, 'CONFLICT');

/** A delete refused because other things use the row: the message says how many (409 IN_USE). */
export const inUse = (message: string) => new AppError(409, message, 'IN_USE');
