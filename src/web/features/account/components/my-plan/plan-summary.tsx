import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { formatPercent } from '../../../../../shared/format/percent';
import { formatRupees } from '../../../../../shared/format/rupees';
import { STEP_UP_LIMITS } from '../../../../../shared/planners/step-up';
import type { TPlan } from '../../../../../shared/schemas/my-plan';
import { rupeesAndWords, yearsWord } from './plan-words';

type PlanSummaryProps = {
  plan: TPlan;
  /** Moves a goal later by the years a suggestion names. */
  onMove: (goalId: string, years: number) => void;
  moving: boolean;
};

/** The words for the owner's own plan, and for a plan someone shared (read-only). */
const VOICES = {
  own: {
    heading: 'Your monthly SIPs together',
    who: 'You',
    goals: 'your goals',
    working: 'What you can invest less the total',
    noCapacity: 'Say what you can invest each month, above, to see whether it covers your goals.',
  },
  shared: {
    heading: 'The monthly SIPs together',
    who: 'The plan’s maker',
    goals: 'the goals',
    working: 'What they can invest less the total',
    noCapacity: 'The link does not say what its maker can invest each month, so there is no gap.',
  },
} as const;
type Voice = (typeof VOICES)[keyof typeof VOICES];

/**
 * The total monthly SIP with its working (each goal's SIP added up), held against what the user
 * can invest, and what would close a shortfall. Every figure is the server's, worked out by the
 * planners' own functions (planGap): the page only says them. `readOnly` (a shared plan, whose
 * total and gap are plain sums of its link's figures) says them about the plan's maker and offers
 * no moves.
 */
export function PlanSummary(
  props: { plan: TPlan } & ({ readOnly: true } | ({ readOnly?: false } & PlanSummaryProps)),
) {
  const { plan } = props;
  const voice = props.readOnly ? VOICES.shared : VOICES.own;
  const active = plan.goals.filter((goal) => !goal.due);
  return (
    <Box component="section" aria-labelledby="plan-total-title" sx={{ display: 'grid', gap: 1.5 }}>
      <Typography
        id="plan-total-title"
        component="h2"
        sx={{ fontSize: '1.4rem', fontWeight: 700, color: 'primary.dark' }}
      >
        {voice.heading}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.5 }}>
        {active.map((goal) => (
          <li key={goal.goalId}>
            {goal.name}: {formatRupees(goal.monthly)} a month
          </li>
        ))}
      </Box>
      <Typography data-testid="plan-total" sx={{ fontWeight: 700, fontSize: '1.15rem' }}>
        Total: {formatRupees(plan.total)} a month
      </Typography>
      <GapLine plan={plan} voice={voice} />
      {!props.readOnly && plan.gap !== null && plan.gap < 0 && (
        <Closers plan={plan} onMove={props.onMove} moving={props.moving} />
      )}
    </Box>
  );
}

function GapLine({ plan, voice }: { plan: TPlan; voice: Voice }) {
  if (plan.monthlyCapacity === null || plan.gap === null) {
    return <Typography color="text.secondary">{voice.noCapacity}</Typography>;
  }
  const capacity = formatRupees(plan.monthlyCapacity);
  const working = `${capacity} − ${formatRupees(plan.total)} = ${formatRupees(plan.gap)}`;
  const canInvest = `${voice.who} can invest ${capacity} a month`;
  let verdict: string;
  if (plan.gap === 0) verdict = `${canInvest}: exactly what ${voice.goals} ask.`;
  else if (plan.gap > 0) {
    verdict = `${canInvest}: ${rupeesAndWords(plan.gap)} a month more than ${voice.goals} ask.`;
  } else {
    verdict = `${canInvest}: ${rupeesAndWords(-plan.gap)} a month short of what ${voice.goals} ask.`;
  }
  return (
    <Box data-testid="plan-gap" role="status">
      <Typography sx={{ fontWeight: 700 }}>{verdict}</Typography>
      <Typography color="text.secondary" sx={{ fontSize: '0.9rem' }}>
        {voice.working}: {working}.
      </Typography>
    </Box>
  );
}

function Closers({ plan, onMove, moving }: PlanSummaryProps) {
  const nameOf = (goalId: string) => plan.goals.find((g) => g.goalId === goalId);
  const capacity = formatRupees(plan.monthlyCapacity ?? 0);
  return (
    <Box data-testid="plan-closers" sx={{ display: 'grid', gap: 1.25, mt: 1 }}>
      <Typography component="h3" sx={{ fontWeight: 700, fontSize: '1.1rem' }}>
        What would close the gap
      </Typography>
      <Typography color="text.secondary" sx={{ fontSize: '0.9rem' }}>
        Each goal’s planner works out its SIP again: a goal moved later costs more by its inflation
        but gives every instalment longer to grow.
      </Typography>
      {plan.moves.length > 0 && (
        <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 1 }}>
          {plan.moves.map((move) => {
            const goal = nameOf(move.goalId);
            if (!goal) return null;
            return (
              <li key={move.goalId}>
                Move {goal.name} {yearsWord(move.years)} later, to {goal.targetYear + move.years}:
                your goals would then ask {formatRupees(move.total)} a month, within your {capacity}
                .{' '}
                <Button
                  size="small"
                  variant="outlined"
                  disabled={moving}
                  onClick={() => onMove(move.goalId, move.years)}
                  data-print="hide"
                  sx={{ ml: 0.5 }}
                >
                  Move {goal.name} to {goal.targetYear + move.years}
                </Button>
              </li>
            );
          })}
        </Box>
      )}
      {plan.stepUp && (
        <Typography>
          {plan.moves.length > 0 ? 'Or let' : 'Let'} every SIP rise{' '}
          {formatPercent(plan.stepUp.stepUp)} each year: the first year’s SIPs come to{' '}
          {formatRupees(plan.stepUp.total)} a month, within your {capacity}, and grow with your
          income after that.
        </Typography>
      )}
      {plan.moves.length === 0 && !plan.stepUp && (
        <Typography>
          No one goal moved within its planner’s limits, and no yearly step-up up to{' '}
          {formatPercent(STEP_UP_LIMITS.max)}, closes it alone: invest more each month, or change
          several goals.
        </Typography>
      )}
    </Box>
  );
}
