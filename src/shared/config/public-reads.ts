import type { TFetchBannerTextsResponse, TFetchSessionInfoResponse } from '../schemas/content';

export type BannerText = TFetchBannerTextsResponse['texts'][number];
/** The achievements banner's figures: teaching sessions held, months of teaching, people reached. */
export type SessionInfo = TFetchSessionInfoResponse['sessions'][number];

/**
 * The public reads a page may need before it can be drawn: one contract with two sides. The
 * server answers them through its services (no HTTP), to render a page and to hand the answers to
 * the browser with it; the browser answers them over the API when it navigates on its own.
 * A read's answer is plain JSON, the same from both sides.
 */
export interface PublicReads {
  /** The top banner's announcements, oldest first, blank ones left out. */
  bannerTexts(): Promise<BannerText[]>;
  /** The achievements banner's figures: the first record, or null when there is none. */
  sessionInfo(): Promise<SessionInfo | null>;
}

export type PublicReadName = keyof PublicReads;

/** One read a route needs, with its arguments: `{ read: 'bannerTexts', args: [] }`. */
export type RouteRead = {
  [K in PublicReadName]: { read: K; args: Parameters<PublicReads[K]> };
}[PublicReadName];

/** The query key of a read in TanStack Query's cache, on both sides: `['bannerTexts', ...args]`. */
export function readKey(read: RouteRead): readonly unknown[] {
  return [read.read, ...read.args];
}

/** Calls a read on one side's implementation. */
export function runRead(reads: PublicReads, read: RouteRead): Promise<unknown> {
  const fn = reads[read.read] as (...args: unknown[]) => Promise<unknown>;
  return fn.apply(reads, read.args);
}

/** The reads every page needs for its frame (the banner), whatever the route. */
export const layoutReads: readonly RouteRead[] = [{ read: 'bannerTexts', args: [] }];
