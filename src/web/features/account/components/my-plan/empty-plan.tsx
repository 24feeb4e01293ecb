import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { paths } from '../../../../../shared/config/paths';
import { PlannerButtons } from './planner-buttons';

/** A plan with no goals yet: what it will show, and the planners that add to it. */
export function EmptyPlan() {
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="empty-plan-title"
      sx={{ p: { xs: 3, sm: 4 }, maxWidth: 640, display: 'grid', gap: 1.5 }}
    >
      <Typography id="empty-plan-title" component="h2" sx={{ fontSize: '1.4rem', fontWeight: 700 }}>
        No goals in your plan yet
      </Typography>
      <Typography color="text.secondary">
        Each goal you price in {paths.moneyMap.title} and the retirement plan you make while signed
        in come here, in one list, with the monthly SIP they need together.
      </Typography>
      <PlannerButtons />
    </Paper>
  );
}
