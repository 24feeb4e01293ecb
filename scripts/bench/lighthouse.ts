import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { chromiumArgs, chromiumPath } from '../chromium';

export type LighthouseScores = {
  page: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Largest contentful paint, total blocking time (ms) and cumulative layout shift. */
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /**
   * Why Lighthouse could not measure the page, when it could not (its runtime error, or the first
   * top-level warning): its scores are then 0 and say nothing about the page.
   */
  failure?: string;
  /** The accessibility, best-practice and SEO audits the page failed, by id: what to fix. */
  failedAudits: string[];
};

/**
 * How many times each page is measured. One run of the same build on this machine ranged over
 * 150 ms of LCP and 200 ms of TBT (/events: LCP 1,070-1,223 ms, TBT 18-257 ms in three runs in a
 * row), so one run says little; Lighthouse's guidance is to take the median of several runs,
 * which is what the scores below are (BENCH_LIGHTHOUSE_RUNS sets how many).
 */
export const LIGHTHOUSE_RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3));

/**
 * Lighthouse's mobile run (its default: a mid-range phone on a throttled 4G link), taken
 * LIGHTHOUSE_RUNS times per page; the page's scores are those of the median run as Lighthouse
 * itself picks it (`computeMedianRun`: the run nearest the median FCP and time to interactive).
 * `uncrawlable` names pages that ask not to be indexed on purpose (search results): their SEO
 * score leaves out the audit that would fail them for it.
 */
export async function runLighthouse(
  origin: string,
  pages: string[],
  uncrawlable: ReadonlySet<string> = new Set(),
  /** Sent with every request (a signed-in user's Cookie, for an account page). */
  extraHeaders?: Record<string, string>,
): Promise<LighthouseScores[]> {
  // The bench's TLS front has a certificate made for the run (tls-front.ts): this browser only
  // measures loopback, so it takes it.
  const chromeFlags = origin.startsWith('https:')
    ? [...chromiumArgs, '--ignore-certificate-errors']
    : chromiumArgs;
  const chrome = await launch({ chromePath: chromiumPath(), chromeFlags });
  try {
    const results: LighthouseScores[] = [];
    const runOnce = async (page: string) => {
      const run = await lighthouse(origin + page, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        ...(extraHeaders ? { extraHeaders } : {}),
        ...(uncrawlable.has(page) ? { skipAudits: ['is-crawlable'] } : {}),
      });
      if (!run) throw new Error(`Lighthouse gave no result for ${page}`);
      return run;
    };
    const measure = async (page: string): Promise<LighthouseScores> => {
      const runs = [];
      for (let i = 0; i < LIGHTHOUSE_RUNS; i++) runs.push(await runOnce(page));
      const measured = runs.filter((run) => !lighthouseFailure(run.lhr).failure);
      const median: unknown =
        measured.length > 0 ? computeMedianRun(measured.map((r) => r.lhr)) : undefined;
      const run = runs.find((r) => r.lhr === median) ?? runs[0]!;
      const score = (id: string) => Math.round((run.lhr.categories[id]?.score ?? 0) * 100);
      return {
        page,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        lcpMs: Math.round(run.lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
        tbtMs: Math.round(run.lhr.audits['total-blocking-time']?.numericValue ?? 0),
        cls: Number((run.lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
        failedAudits: ['accessibility', 'best-practices', 'seo'].flatMap((id) =>
          (run.lhr.categories[id]?.auditRefs ?? [])
            .filter((ref) => ref.weight > 0 && (run.lhr.audits[ref.id]?.score ?? 1) < 1)
            .map((ref) => ref.id),
        ),
        ...lighthouseFailure(run.lhr),
      };
    };
    for (const page of pages) {
      let scores = await measure(page);
      // About one run in fifty, Lighthouse fails to record its trace (NO_NAVSTART) and asks to be
      // run again: the median leaves such runs out; a page none of whose runs measured anything
      // is measured again, once, and said so; a second failure is reported as such.
      if (scores.failure) {
        console.log(`Lighthouse could not measure ${page} (${scores.failure}); measuring it again`);
        scores = await measure(page);
      }
      results.push(scores);
    }
    return results;
  } finally {
    chrome.kill();
  }
}

/** Lighthouse's own reason for a run that measured nothing, if it gave one. */
function lighthouseFailure(lhr: {
  runtimeError?: { code: string; message: string };
  runWarnings: string[];
  categories: Record<string, { score: number | null } | undefined>;
}): { failure?: string } {
  if (lhr.runtimeError) return { failure: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` };
  const unscored = Object.values(lhr.categories).some((category) => category?.score === null);
  if (unscored) return { failure: lhr.runWarnings[0] ?? 'a category was not scored' };
  return {};
}
