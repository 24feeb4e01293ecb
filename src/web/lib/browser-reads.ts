import type { BannerText, PublicReads, SessionInfo } from '../../shared/config/public-reads';
import type {
  TFetchBannerTextsResponse,
  TFetchSessionInfoResponse,
} from '../../shared/schemas/content';
import { apiGet } from './api-client';

/**
 * The browser's side of the public reads: the same answers as the server's, over the API, for
 * pages reached by navigating in the browser (the first page comes with its answers). Answers are
 * checked by hand rather than with the Zod schemas, which would add a schema library to every
 * first load.
 */
export const browserReads: PublicReads = {
  async bannerTexts() {
    const data = await apiGet<Partial<TFetchBannerTextsResponse>>('admin/fetchBannerTexts');
    return usableTexts(data.texts);
  },

  async sessionInfo() {
    const data = await apiGet<Partial<TFetchSessionInfoResponse>>('admin/fetchSessionInfo');
    return usableSessionInfo(Array.isArray(data.sessions) ? data.sessions[0] : undefined);
  },
};

function usableTexts(texts: unknown): BannerText[] {
  if (!Array.isArray(texts)) return [];
  return texts.filter(
    (item: Partial<BannerText> | null): item is BannerText =>
      typeof item?.id === 'string' && typeof item.text === 'string' && item.text.trim() !== '',
  );
}

const isCount = (value: unknown): value is number =>
  Number.isSafeInteger(value) && (value as number) >= 0;

/** The first record's three figures, when each is a whole count; null otherwise. */
function usableSessionInfo(record: unknown): SessionInfo | null {
  const { sessions, months, people } = (record ?? {}) as Partial<
    Record<keyof SessionInfo, unknown>
  >;
  return isCount(sessions) && isCount(months) && isCount(people)
    ? { sessions, months, people }
    : null;
}
