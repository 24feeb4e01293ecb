import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'wouter';
import { paths } from '../../../shared/config/paths';

/**
 * Shown once a planner's save has gone through: the saved goal now sits in My plan with the
 * others, so the way there is offered where the user is looking.
 */
export function MyPlanLink({ what }: { what: string }) {
  return (
    <Alert severity="success" icon={false} sx={{ mt: 3 }} data-print="hide">
      Your {what} is saved.{' '}
      <Link component={RouterLink} to={paths.myPlan.path} sx={{ fontWeight: 700 }}>
        See all your goals in {paths.myPlan.title}
        <ArrowForwardRounded
          aria-hidden
          sx={{ fontSize: '1rem', verticalAlign: 'middle', ml: 0.5 }}
        />
      </Link>
    </Alert>
  );
}
