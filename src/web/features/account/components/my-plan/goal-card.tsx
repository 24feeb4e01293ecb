import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'wouter';
import { formatPercent } from '../../../../../shared/format/percent';
import { formatRupees } from '../../../../../shared/format/rupees';
import type { TPlanGoal } from '../../../../../shared/schemas/my-plan';
import { portfolioLabel, yearsWord } from './plan-words';

/** What the owner can do with a goal; a shared plan's cards have none. */
type GoalActions = {
  /** Where the goal opens in its planner with its inputs; null while that is not known. */
  plannerLink: { to: string; label: string } | null;
  onEdit: () => void;
  onRemove: () => void;
};

/**
 * One goal of the plan: its figures, and the ways to open, change or remove it. Without `actions`
 * (a shared plan) only the figures: no buttons, and no priority, which a share link does not carry.
 */
export function GoalCard({ goal, actions }: { goal: TPlanGoal; actions?: GoalActions }) {
  const headingId = `plan-goal-${goal.goalId}`;
  const facts: [string, string][] = [
    [
      'Target year',
      goal.due
        ? `${goal.targetYear}: its year has come`
        : `${goal.targetYear}, in ${yearsWord(goal.yearsLeft)}`,
    ],
    [
      'Costs then',
      `${formatRupees(goal.futureCost)} (${formatRupees(goal.futureCostToday)} in today’s rupees)`,
    ],
    [
      'Monthly SIP',
      goal.due
        ? 'Nothing more to invest'
        : `${formatRupees(goal.monthly)} at ${portfolioLabel(goal)} (${formatPercent(goal.rate)} a year)`,
    ],
    ['Already saved', formatRupees(goal.alreadySaved)],
  ];
  if (actions) facts.push(['Priority', goal.priority === null ? 'Not set' : String(goal.priority)]);
  return (
    <Box
      component="li"
      aria-labelledby={headingId}
      sx={{
        p: 2.25,
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        minWidth: 0,
        '@media print': { breakInside: 'avoid', p: 1.25 },
      }}
    >
      <Typography id={headingId} component="h3" sx={{ fontWeight: 700, fontSize: '1.15rem' }}>
        {goal.name}
      </Typography>
      <Box
        component="dl"
        sx={{
          m: 0,
          mt: 1,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
          columnGap: 2,
          rowGap: { xs: 0, sm: 0.5 },
          '& dt': { color: 'text.secondary', fontSize: '0.9rem', mt: { xs: 0.75, sm: 0 } },
          '& dd': { m: 0, overflowWrap: 'anywhere' },
        }}
      >
        {facts.map(([term, value]) => (
          <Box key={term} sx={{ display: 'contents' }}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </Box>
        ))}
      </Box>
      {actions && <GoalButtons actions={actions} headingId={headingId} />}
    </Box>
  );
}

function GoalButtons({ actions, headingId }: { actions: GoalActions; headingId: string }) {
  const { plannerLink, onEdit, onRemove } = actions;
  return (
    <Box
      data-print="hide"
      sx={{ mt: 1.5, display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}
    >
      {plannerLink && (
        <Button
          component={RouterLink}
          to={plannerLink.to}
          variant="contained"
          disableElevation
          aria-describedby={headingId}
        >
          {plannerLink.label}
        </Button>
      )}
      <Button variant="outlined" onClick={onEdit} aria-describedby={headingId}>
        Change
      </Button>
      <Button variant="outlined" color="error" onClick={onRemove} aria-describedby={headingId}>
        Remove
      </Button>
    </Box>
  );
}
