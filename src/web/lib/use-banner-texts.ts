import { useQuery } from '@tanstack/react-query';
import type { TFetchBannerTextsResponse } from '../../shared/schemas/content';

export const bannerTextsQueryKey = ['banner-texts'] as const;

type BannerText = TFetchBannerTextsResponse['texts'][number];

/**
 * The top banner's announcements. This is the one API call every page makes at first load, so it
 * uses fetch directly: api-client.ts imports the shared envelope module, which would pull all of
 * Zod (about 20 KB gzipped) into the first-load bundle. For the same reason the answer is checked
 * by hand rather than parsed with the shared schema; a malformed answer counts as no texts.
 */
export async function fetchBannerTexts(signal?: AbortSignal): Promise<BannerText[]> {
  const response = await fetch('/api/admin/fetchBannerTexts', {
    headers: { accept: 'application/json' },
    signal,
  });
  if (!response.ok) throw new Error(`Banner texts: HTTP ${response.status}`);
  const data = (await response.json()) as Partial<TFetchBannerTextsResponse> | null;
  if (!data?.success || !Array.isArray(data.texts)) return [];
  return data.texts.filter((item) => typeof item?.text === 'string' && item.text.trim() !== '');
}

/** The first announcement's HTML (unsanitized), or undefined while loading, on error or if none. */
export function useFirstBannerText(): string | undefined {
  const { data } = useQuery({
    queryKey: bannerTextsQueryKey,
    queryFn: ({ signal }) => fetchBannerTexts(signal),
    // Failures are ignored (the banner simply does not show), so there is no point retrying.
    retry: false,
    staleTime: 5 * 60_000,
  });
  return data?.[0]?.text;
}
