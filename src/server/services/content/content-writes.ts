import type { Db } from '../../db/client';
import type { AdminActor } from '../admin/audit';
import type { ContentWriteDeps } from '../magazine/save-blog';

/** What an admin content write needs: the database, the app's content version, and who writes. */
export type AdminContentDeps = ContentWriteDeps & { actor: AdminActor };

/**
 * Runs one admin write of public content in a transaction (the write and its audit row land
 * together), then has this app re-read the content version the table's trigger moved (ADR 029),
 * so its own caches show the change on the next request rather than when the notification
 * arrives. The change is committed whatever the re-read does.
 */
export async function writeContent<T>(
  { db, contentVersion }: ContentWriteDeps,
  write: (tx: Db) => Promise<T>,
): Promise<T> {
  const result = await db.transaction((tx) => write(tx));
  await contentVersion?.refresh().catch(() => {});
  return result;
}

/** A row's state as the audit log and the admin screens keep it: dates as ISO strings. */
export function rowState<T extends { updatedAt: Date; createdAt?: Date }>(row: T) {
  const { createdAt: _createdAt, updatedAt, ...rest } = row;
  return { ...rest, updatedAt: updatedAt.toISOString() };
}
