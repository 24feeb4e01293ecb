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
  const saved = input.alreadySaved ?? 0;
  const months = input.years * 12;
  return (
    <SipWorking
      leadingSteps={
        <>
          <li>
            The goal&apos;s cost then: {formatRupees(input.presentValue)} × (1 +{' '}
            {formatPercent(plan.inflation)})<sup>{input.years}</sup> ={' '}
            {formatRupees(grown, { paise: true })}, rounded up to the next ₹500:{' '}
            <code>{formatRupees(futureValue)}</code>.
          </li>
          {saved > 0 && (
            <li>
              What is already saved then: {formatRupees(saved)} × (1 +{' '}
              {formatPercent(suggested.rate)} ÷ 12)<sup>{months}</sup> ={' '}
              {formatRupees(suggested.savedAtGoal, { paise: true })}, which leaves{' '}
              {formatRupees(futureValue)} − {formatRupees(suggested.savedAtGoal, { paise: true })} ={' '}
              <code>{formatRupees(suggested.remaining, { paise: true })}</code> for the SIP.
            </li>
          )}
        </>
      }
      target={suggested.remaining}
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
