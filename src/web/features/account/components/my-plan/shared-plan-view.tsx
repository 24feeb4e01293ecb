import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'wouter';
import { paths } from '../../../../../shared/config/paths';
import { site } from '../../../../../shared/config/site';
import type { TPlan } from '../../../../../shared/schemas/my-plan';
import { PrintedFrom, PrintPlanButton } from '../../../../components/print-plan-button';
import { PlannerButtons } from './planner-buttons';
import { GoalCard } from './goal-card';
import { PlanSummary } from './plan-summary';
import { PlanTimeline } from './plan-timeline';

/** A plan from a share link, read-only: My plan's summary, goals and timeline, without buttons. */
export function SharedPlanView({ plan }: { plan: TPlan }) {
  return (
    <Box sx={{ display: 'grid', gap: 4, minWidth: 0 }}>
      <Typography sx={{ maxWidth: '70ch' }}>
        Someone shared these figures with you from their plan. They are illustrations worked out at
        the rates of return and inflation they chose, not advice for you, and each goal is named
        only by its kind.
      </Typography>
      <PlanSummary plan={plan} readOnly />
      <Box component="section" aria-labelledby="plan-goals-title" sx={{ minWidth: 0 }}>
        <Typography
          id="plan-goals-title"
          component="h2"
          sx={{ fontSize: '1.4rem', fontWeight: 700, color: 'primary.dark', mb: 1.5 }}
        >
          The goals, in the plan’s order
        </Typography>
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
          {plan.goals.map((goal) => (
            <GoalCard key={goal.goalId} goal={goal} />
          ))}
        </Box>
      </Box>
      <PlanTimeline goals={plan.goals} />
      <Box component="footer" sx={{ display: 'grid', gap: 1.5, justifyItems: 'start' }}>
        <Typography sx={{ fontSize: '0.9rem', color: 'text.secondary', maxWidth: '70ch' }}>
          These figures are illustrations at assumed rates of return and inflation, not a promise of
          what any investment will earn. {site.distributor.disclaimer}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
          <PrintPlanButton />
          <MakeYourOwnButton />
        </Box>
        <PrintedFrom date={new Date()} />
      </Box>
    </Box>
  );
}

function MakeYourOwnButton() {
  return (
    <Button component={RouterLink} to={paths.myPlan.path} variant="outlined" data-print="hide">
      Make your own plan
    </Button>
  );
}

/**
 * A page opened without a plan in its link, or with one that cannot be read (cut short, edited):
 * it says which, and offers the planners that make a plan.
 */
export function NoSharedPlan({ broken }: { broken: boolean }) {
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="no-shared-plan-title"
      sx={{ p: { xs: 3, sm: 4 }, maxWidth: 640, display: 'grid', gap: 1.5 }}
    >
      <Typography
        id="no-shared-plan-title"
        component="h2"
        sx={{ fontSize: '1.4rem', fontWeight: 700 }}
      >
        {broken ? 'This shared link could not be read' : 'There is no plan in this link'}
      </Typography>
      <Typography color="text.secondary">
        {broken
          ? 'It may have been cut short or changed on its way to you. Ask for the link again, or make a plan of your own.'
          : 'A shared plan’s figures come in its link, and this one has none. Make a plan of your own: price each goal, then see them together.'}
      </Typography>
      <PlannerButtons>
        <MakeYourOwnButton />
      </PlannerButtons>
    </Paper>
  );
}
