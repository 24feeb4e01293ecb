import { ratesWith, type PlannerRates } from '../../../shared/planners/assumptions';
import { ZPlannerRatesSchema } from '../../../shared/schemas/planner-rates';
import { ZStepUpSchema } from '../../../shared/schemas/save-money-map';

/**
 * What both planners' share links carry beside their inputs: the rates and the step-up, as
 * percentages (as people read them) in the URL fragment. Each planner names the three returns.
 */
export type RateNames = { conservative: string; moderate: string; aggressive: string };

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

const toPercent = (fraction: number) => String(Math.round(fraction * 10_000) / 100);
const fromPercent = (text: string | null) =>
  text === null || text.trim() === '' ? Number.NaN : Number(text) / 100;

/** Writes the rates and, when there is one, the step-up. */
export function setRatesAndStepUp(
  params: URLSearchParams,
  names: RateNames,
  rates: PlannerRates | undefined,
  stepUp: number,
) {
  if (rates) {
    params.set('inflation', toPercent(rates.inflation));
    params.set(names.conservative, toPercent(rates.returns.conservative));
    params.set(names.moderate, toPercent(rates.returns.moderate));
    params.set(names.aggressive, toPercent(rates.returns.aggressive));
  }
  if (stepUp > 0) params.set('stepUp', toPercent(stepUp));
}

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
