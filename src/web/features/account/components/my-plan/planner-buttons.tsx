import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'wouter';
import { paths } from '../../../../../shared/config/paths';

/** The two planners that make a plan's goals, as buttons, and whatever the caller adds after. */
export function PlannerButtons({ children }: { children?: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', mt: 1 }}>
      <Button component={RouterLink} to={paths.moneyMap.path} variant="contained" disableElevation>
        Price a goal in {paths.moneyMap.title}
      </Button>
      <Button component={RouterLink} to={paths.retirementPlanner.path} variant="outlined">
        Open the {paths.retirementPlanner.title}
      </Button>
      {children}
    </Box>
  );
}
