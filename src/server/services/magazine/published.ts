import { eq } from 'drizzle-orm';
import { blog } from '../../db/schema/magazine';

/**
 * The one condition of every public read of articles: published. Drafts and scheduled articles
 * are staff's until their time (issue 24); the scheduler (publish-due.ts) turns a scheduled one
 * into a published one, which moves the content version like any other write (ADR 029).
 */
export const isPublished = eq(blog.status, 'published');
