import { useEffect, useState } from 'react';
import { layoutReads, type BannerText } from '../../shared/config/public-reads';
import { browserReads } from './browser-reads';
import { useInitialRead } from './ssr-data';

const bannerRead = layoutReads[0]!;

/**
 * The first announcement's HTML (unsanitized), or undefined while loading, on error or if none.
 * The server answers the read with the page, so the banner is in its HTML and nothing shifts; only
 * without that answer does the hook fetch. The banner lives in the layout, which never unmounts,
 * so a query cache would add nothing here but weight to every first load
 * (docs/decisions/008-first-load-budget.md). Failures are ignored: the banner simply does not show.
 */
export function useFirstBannerText(): string | undefined {
  const initial = useInitialRead<BannerText[]>(bannerRead);
  const [fetched, setFetched] = useState<BannerText[]>();
  useEffect(() => {
    if (initial) return;
    let live = true;
    browserReads.bannerTexts().then(
      (texts) => live && setFetched(texts),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [initial]);
  return (initial ?? fetched)?.[0]?.text;
}
