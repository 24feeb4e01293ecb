import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'wouter';
import { paths } from '../../../../../shared/config/paths';
import type { RiskAnswers } from '../../../../../shared/planners/risk-profile';
import { openAuthDialog } from '../../../../lib/auth-dialog';
import { useSession } from '../../../../lib/session';
import { saveRiskProfileResult } from '../api/save-risk-profile-result';

/**
 * Saves the result for a signed-in user as soon as it is shown (seeds section 7: the answer is
 * ignored and a failure is swallowed), then links to the saved-result page. A visitor who is not
 * signed in may sign in from here; the result is saved when they do.
 */
export function SaveNote({ answers, score }: { answers: RiskAnswers; score: number }) {
  const session = useSession();
  const [saved, setSaved] = useState(false);
  const savedFor = useRef<string | null>(null);
  const userId = session.status === 'signed-in' ? session.user.id : null;

  useEffect(() => {
    if (!userId || savedFor.current === userId) return;
    savedFor.current = userId;
    saveRiskProfileResult(userId, answers, score).then(
      () => setSaved(true),
      () => {
        // The seeds swallow a failed save: the result on screen stands either way.
      },
    );
  }, [userId, answers, score]);

  if (session.status === 'loading') return null;
  if (session.status === 'signed-out') {
    return (
      <Typography variant="body2" data-print="hide">
        <Button variant="text" onClick={() => openAuthDialog('sign-in')} sx={{ px: 0.5, mr: 0.5 }}>
          Sign in
        </Button>
        to keep this result with your account.
      </Typography>
    );
  }
  return (
    <Typography variant="body2" role="status" data-print="hide">
      {saved && (
        <>
          Saved to your account.{' '}
          <Link component={RouterLink} to={paths.riskProfileResult.path}>
            See your saved result
          </Link>
          , or{' '}
          <Link component={RouterLink} to={paths.myPlan.path}>
            see all your goals in {paths.myPlan.title}
          </Link>
          .
        </>
      )}
    </Typography>
  );
}
