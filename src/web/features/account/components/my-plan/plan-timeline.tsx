import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatRupees } from '../../../../../shared/format/rupees';
import type { TPlanGoal } from '../../../../../shared/schemas/my-plan';

/**
 * The goals on one line of years, soonest first (goals of the same year in the plan's order). A
 * list down the page rather than across it, so it fits a phone and a printed page alike.
 */
export function PlanTimeline({ goals }: { goals: readonly TPlanGoal[] }) {
  // The plan's order is the user's priority; a stable sort keeps it within a year.
  const byYear = [...goals].sort((a, b) => a.targetYear - b.targetYear);
  return (
    <Box component="section" aria-labelledby="plan-timeline-title">
      <Typography
        id="plan-timeline-title"
        component="h2"
        sx={{ fontSize: '1.4rem', fontWeight: 700, color: 'primary.dark', mb: 1.5 }}
      >
        Timeline
      </Typography>
      <Box
        component="ol"
        sx={{ listStyle: 'none', m: 0, p: 0, borderLeft: 3, borderColor: 'primary.light', ml: 1 }}
      >
        {byYear.map((goal) => (
          <Box
            component="li"
            key={goal.goalId}
            sx={{
              position: 'relative',
              pl: 2.5,
              pb: 1.5,
              '&::before': {
                content: '""',
                position: 'absolute',
                left: -8.5,
                top: 6,
                width: 14,
                height: 14,
                borderRadius: '50%',
                bgcolor: 'primary.main',
              },
            }}
          >
            <Typography component="span" sx={{ fontWeight: 700, mr: 1 }}>
              {goal.targetYear}
            </Typography>
            <Typography component="span">
              {goal.name}: {formatRupees(goal.futureCost)}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
