import type { TBlogAdminRow } from '../../../../../shared/schemas/blog-admin';
import { formatWhen } from '../../components/format-when';

/** Blogs Management's Status column: Draft, Scheduled for its time (India time), or Published. */
export function statusText(row: Pick<TBlogAdminRow, 'status' | 'publishAt'>): string {
  if (row.status === 'draft') return 'Draft';
  if (row.status === 'scheduled') {
    return row.publishAt ? `Scheduled for ${formatWhen(row.publishAt)} IST` : 'Scheduled';
  }
  return 'Published';
}
