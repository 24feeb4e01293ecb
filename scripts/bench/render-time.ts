/**
 * The cost of rendering a page on the server without the page cache: the built server bundle's
 * `render` called in this process, one warm-up then `runs` timed calls, with the reads answered
 * from memory so that only rendering is timed (the database's part is the reads' own benchmark).
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PublicReads } from '../../src/shared/config/public-reads';
import type { ServerBundle } from '../../src/shared/config/render-contract';
import { emptyMagazineReads } from '../../src/server/testing/empty-magazine-reads';

const reads: PublicReads = {
  ...emptyMagazineReads,
  bannerTexts: async () => [{ id: '1', text: 'Free talk on <b>SIPs</b> this Saturday' }],
  sessionInfo: async () => ({ id: '1', sessions: '1,480+', months: '92', people: '56,400+' }),
};

export type RenderTime = { page: string; runs: number; medianMs: number; p90Ms: number };

export async function measureRenderTime(pages: string[], runs = 200): Promise<RenderTime[]> {
  const bundleFile = path.resolve('dist/ssr/entry-server.js');
  const { render } = (await import(pathToFileURL(bundleFile).href)) as ServerBundle;
  const results: RenderTime[] = [];
  for (const page of pages) {
    const renderOnce = () =>
      render({ url: page, origin: 'http://localhost', reads, assetTags: () => '' });
    for (let i = 0; i < 20; i++) await renderOnce(); // Warm up the JIT.
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      const start = performance.now();
      await renderOnce();
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    const at = (q: number) => Number(times[Math.floor(q * (times.length - 1))]!.toFixed(2));
    results.push({ page, runs, medianMs: at(0.5), p90Ms: at(0.9) });
  }
  return results;
}
