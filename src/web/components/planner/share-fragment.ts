import { ratesWith, type PlannerRates } from '../../../shared/planners/assumptions';
import { ZPlannerRatesSchema } from '../../../shared/schemas/planner-rates';
import { ZStepUpSchema } from '../../../shared/schemas/save-money-map';
import type { RateNames } from './share-fragment-writer';

/**
 * What a fragment holds for a planner: its link (the value), a link of its that cannot be read
 * ('broken': edited, cut short; the page says so), or nothing of its own (null: no fragment, or
 * another one such as a skip link's `#main-content`).
 */
export type LinkReading<T> = T | 'broken' | null;

/** True when the fragment carries any of a planner's link names: it was meant as its link. */
export function isPlannerLink(
  params: URLSearchParams,
  fields: readonly string[],
  names: RateNames,
): boolean {
  const all = [...fields, 'inflation', 'stepUp', ...Object.values(names)];
  return all.some((name) => params.has(name));
}

const fromPercent = (text: string | null) =>
  text === null || text.trim() === '' ? Number.NaN : Number(text) / 100;

/**
 * The rates (undefined when the link has none) and the step-up (0 when it has none), or null when
 * either is there but invalid: a broken link opens nothing.
 */
export function readRatesAndStepUp(
  params: URLSearchParams,
  names: RateNames,
): { rates: PlannerRates | undefined; stepUp: number } | null {
  let rates: PlannerRates | undefined;
  if (params.has('inflation')) {
    const parsed = ZPlannerRatesSchema.safeParse({
      inflation: fromPercent(params.get('inflation')),
      returns: {
        conservative: fromPercent(params.get(names.conservative)),
        moderate: fromPercent(params.get(names.moderate)),
        aggressive: fromPercent(params.get(names.aggressive)),
      },
    });
    if (!parsed.success) return null;
    rates = ratesWith(parsed.data);
  }
  let stepUp = 0;
  if (params.has('stepUp')) {
    const parsed = ZStepUpSchema.safeParse(fromPercent(params.get('stepUp')));
    if (!parsed.success) return null;
    stepUp = parsed.data;
  }
  return { rates, stepUp };
}
