import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
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
 * Lighthouse's mobile run (its default: a mid-range phone on a throttled 4G link). `uncrawlable`
 * names pages that ask not to be indexed on purpose (search results): their SEO score leaves out
 * the audit that would fail them for it.
 */
export async function runLighthouse(
  origin: string,
  pages: string[],
  uncrawlable: ReadonlySet<string> = new Set(),
): Promise<LighthouseScores[]> {
  const chrome = await launch({ chromePath: chromiumPath(), chromeFlags: chromiumArgs });
  try {
    const results: LighthouseScores[] = [];
    const measure = async (page: string): Promise<LighthouseScores> => {
      const run = await lighthouse(origin + page, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        ...(uncrawlable.has(page) ? { skipAudits: ['is-crawlable'] } : {}),
      });
      if (!run) throw new Error(`Lighthouse gave no result for ${page}`);
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
      // About one page in a whole run, Lighthouse fails to record its trace (NO_NAVSTART) and
      // asks to be run again: it is, once, and said so; a second failure is reported as such.
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
