import type { PlannerRates } from '../../../shared/planners/assumptions';

/**
 * Writing a planner's share link (apart from reading one, which checks it with the shared schemas:
 * a page that only writes links loads no schema).
 *
 * What both planners' share links carry beside their inputs: the rates and the step-up, as
 * percentages (as people read them) in the URL fragment. Each planner names the three returns.
 */
export type RateNames = { conservative: string; moderate: string; aggressive: string };

const toPercent = (fraction: number) => String(Math.round(fraction * 10_000) / 100);

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
