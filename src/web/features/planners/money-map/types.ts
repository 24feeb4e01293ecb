import type { PlannerRates } from '../../../../shared/planners/assumptions';
import type { TMoneyMapFormInput } from './utils/form-schema';

/** One money map as a visitor set it up: the inputs, the rates in use and the yearly step-up. */
export type Scenario = {
  readonly input: TMoneyMapFormInput;
  readonly rates: PlannerRates;
  readonly stepUp: number;
};
