import HealthAndSafetyOutlinedIcon from '@mui/icons-material/HealthAndSafetyOutlined';
import MapOutlinedIcon from '@mui/icons-material/MapOutlined';
import SavingsOutlinedIcon from '@mui/icons-material/SavingsOutlined';
import SpeedOutlinedIcon from '@mui/icons-material/SpeedOutlined';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { paths, plannerKeys } from '../../../../shared/config/paths';
import { CardGrid } from './card-grid';
import { LinkCard } from './link-card';
import { SectionHeading } from './section-heading';

/** What each planner's card adds to its name and path from the route registry. */
const cards = {
  moneyMap: {
    icon: <MapOutlinedIcon />,
    description:
      'Turn any goal into a monthly SIP: what it will cost after inflation and how much to put away each month.',
  },
  retirementPlanner: {
    icon: <SavingsOutlinedIcon />,
    description:
      'Work out the corpus you need to stop working on your own terms, and the investment that builds it.',
  },
  financialHealth: {
    icon: <HealthAndSafetyOutlinedIcon />,
    description:
      'Five short steps through savings, loans, insurance and goals, ending in a score of your financial health.',
  },
  riskProfile: {
    icon: <SpeedOutlinedIcon />,
    description:
      'Eight questions that show what kind of investor you are and which mix of funds is likely to suit you.',
  },
} satisfies Record<(typeof plannerKeys)[number], object>;

const planners = plannerKeys.map((key) => ({
  ...cards[key],
  title: paths[key].title,
  to: paths[key].path,
}));

/** The planners grid: one card for each of the four free planners. */
export function PlannersSection() {
  return (
    <Box
      component="section"
      aria-labelledby="planners-title"
      sx={{ py: { xs: 7, md: 10 }, bgcolor: '#f1f8f7' }}
    >
      <Container maxWidth="lg">
        <SectionHeading
          id="planners-title"
          eyebrow="Free planners"
          title="Know your numbers in minutes"
          intro="Each planner asks only what it needs and answers in rupees, so you can act on the result today."
        />
        <CardGrid wideColumns={4}>
          {planners.map((planner) => (
            <li key={planner.to}>
              <LinkCard {...planner} action="Start planning" />
            </li>
          ))}
        </CardGrid>
      </Container>
    </Box>
  );
}
