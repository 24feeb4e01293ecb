import { formatPercent } from '../../../../../shared/format/percent';
import { formatRupees } from '../../../../../shared/format/rupees';
import type { MoneyMapPlan } from '../../../../../shared/planners/money-map';
import { SipWorking } from '../../../../components/planner/sip-working';

/**
 * "Show the working" for a money map: first how the goal's cost then was found, then the SIP by
 * the suggested route, year by year.
 */
export function WorkingReceipt({ plan, stepUp }: { plan: MoneyMapPlan; stepUp: number }) {
  const { input, futureValue, suggested } = plan;
  const grown = input.presentValue * (1 + plan.inflation) ** input.years;
  return (
    <SipWorking
      leadingSteps={
        <li>
          The goal&apos;s cost then: {formatRupees(input.presentValue)} × (1 +{' '}
          {formatPercent(plan.inflation)})<sup>{input.years}</sup> ={' '}
          {formatRupees(grown, { paise: true })}, rounded up to the next ₹500:{' '}
          <code>{formatRupees(futureValue)}</code>.
        </li>
      }
      target={futureValue}
      targetName="goal"
      rate={suggested.rate}
      years={input.years}
      flatMonthly={suggested.monthly}
      stepUp={stepUp}
      route={`in ${suggested.label.toLowerCase()}`}
      filename={`money-map-${input.goal.toLowerCase()}.csv`}
    />
  );
}
