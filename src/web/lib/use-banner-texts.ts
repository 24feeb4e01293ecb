import { useEffect, useState } from 'react';
import type { TFetchBannerTextsResponse } from '../../shared/schemas/content';
import { apiGet } from './api-client';

type BannerText = TFetchBannerTextsResponse['texts'][number];

/**
 * The top banner's announcements, without blank ones. Every page asks for them at first load, so
 * the answer is checked by hand rather than with the shared Zod schema, which would add a schema
 * library to every first load.
 */
export async function fetchBannerTexts(signal?: AbortSignal): Promise<BannerText[]> {
  const data = await apiGet<Partial<TFetchBannerTextsResponse>>('admin/fetchBannerTexts', {
    signal,
  });
  if (!Array.isArray(data.texts)) return [];
  return data.texts.filter((item) => typeof item?.text === 'string' && item.text.trim() !== '');
}

/**
 * The first announcement's HTML (unsanitized), or undefined while loading, on error or if none.
 * The banner lives in the layout, which never unmounts, so it asks once per visit; a query cache
 * would add nothing here but weight to every first load (docs/decisions/008-first-load-budget.md).
 * Failures are ignored: the banner simply does not show.
 */
export function useFirstBannerText(): string | undefined {
  const [text, setText] = useState<string>();
  useEffect(() => {
    const controller = new AbortController();
    fetchBannerTexts(controller.signal).then(
      (texts) => setText(texts[0]?.text),
      () => setText(undefined),
    );
    return () => controller.abort();
  }, []);
  return text;
}
