import type { PlannerRates } from '../../../../shared/planners/assumptions';
import type { TMoneyMapInput } from '../../../../shared/schemas/money-map';

/** One money map as a visitor set it up: the inputs, the rates in use and the yearly step-up. */
export type Scenario = {
  readonly input: TMoneyMapInput;
  readonly rates: PlannerRates;
  readonly stepUp: number;
};
