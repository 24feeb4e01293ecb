import { useEffect, useState } from 'react';
import type { TFetchBannerTextsResponse } from '../../shared/schemas/content';
import { apiGet } from './api-client';
import { readInitialData } from './initial-data';

type BannerText = TFetchBannerTextsResponse['texts'][number];

/**
 * The top banner's announcements, without blank ones. Every page asks for them at first load, so
 * the answer is checked by hand rather than with the shared Zod schema, which would add a schema
 * library to every first load.
 */
async function fetchBannerTexts(signal?: AbortSignal): Promise<BannerText[]> {
  return usableTexts(await apiGet<Partial<TFetchBannerTextsResponse>>(bannerPath, { signal }));
}

const bannerPath = 'admin/fetchBannerTexts';

function usableTexts(data: Partial<TFetchBannerTextsResponse> | undefined): BannerText[] {
  if (!Array.isArray(data?.texts)) return [];
  return data.texts.filter((item) => typeof item?.text === 'string' && item.text.trim() !== '');
}

/**
 * The first announcement's HTML (unsanitized), or undefined while loading, on error or if none.
 * The server sends the answer with the page, so the banner is there in the first paint and nothing
 * shifts; only without it does the hook fetch. The banner lives in the layout, which never
 * unmounts, so a query cache would add nothing here but weight to every first load
 * (docs/decisions/008-first-load-budget.md). Failures are ignored: the banner simply does not show.
 */
export function useFirstBannerText(): string | undefined {
  const [initial] = useState(() => readInitialData<Partial<TFetchBannerTextsResponse>>(bannerPath));
  const [text, setText] = useState(() => (initial ? usableTexts(initial)[0]?.text : undefined));
  useEffect(() => {
    if (initial) return;
    const controller = new AbortController();
    fetchBannerTexts(controller.signal).then(
      (texts) => setText(texts[0]?.text),
      () => setText(undefined),
    );
    return () => controller.abort();
  }, [initial]);
  return text;
}
