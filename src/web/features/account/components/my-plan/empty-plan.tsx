import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'wouter';
import { paths } from '../../../../../shared/config/paths';

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
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', mt: 1 }}>
        <Button
          component={RouterLink}
          to={paths.moneyMap.path}
          variant="contained"
          disableElevation
        >
          Price a goal in {paths.moneyMap.title}
        </Button>
        <Button component={RouterLink} to={paths.retirementPlanner.path} variant="outlined">
          Open the {paths.retirementPlanner.title}
        </Button>
      </Box>
    </Paper>
  );
}
