import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { Link as RouterLink } from 'wouter';
import { GENERIC_ERROR_MESSAGE } from '../../../../shared/config/messages';
import { paths } from '../../../../shared/config/paths';
import { site } from '../../../../shared/config/site';
import {
  ANSWER_KEYS,
  healthBand,
  isComplete,
  MAX_SCORE,
  suggestions,
  type FinancialHealthAnswers,
  type PartialAnswers,
} from '../../../../shared/planners/financial-health';
import { openAuthDialog } from '../../../lib/auth-dialog';
import { useNotify } from '../../../lib/notify';
import { useAppQuery } from '../../../lib/query-client';
import { useSession, type SessionUser } from '../../../lib/session';
import { getFinancialHealthHistory, historyKey } from './api/get-financial-health-history';
import { CheckUpTrend } from './components/check-up-trend';
import { ResultSection } from './components/result-section';
import { SubScoreBars } from './components/sub-score-bars';
import { SuggestionList } from './components/suggestion-list';
import { BandPicture } from './components/band-picture';
import { formatDate } from '../../../../shared/format/date';

const checkUpName = paths.financialHealth.title;

/** The site's mark, drawn (the favicon's amber "A" on teal). */
function LogoMark() {
  return (
    <svg width="44" height="44" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#00695c" />
      <path d="M18 48 32 14l14 34h-7l-3-8h-8l-3 8zm12-14h4l-2-6z" fill="#ffc107" />
    </svg>
  );
}

/**
 * /financialHealthResult: the signed-in user's latest saved check-up, as a certificate: logo,
 * heading, name, date and the picture of the band (its small variant at 600px or narrower), then
 * what the live result showed: the score by area, what would help most and the trend.
 * A visitor who is not signed in is asked to sign in; one with nothing saved is sent to the
 * planner.
 */
export default function FinancialHealthResultPage() {
  const session = useSession();
  usePromptSignInOnce(session.status);
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, sm: 5 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, textAlign: 'center' }}>
        <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, color: 'primary.dark' }}>
          <LogoMark />
          <Typography component="span" sx={{ fontWeight: 700, fontSize: '1.3rem' }}>
            {site.name}
          </Typography>
        </Box>
        <Typography
          component="h1"
          sx={{ mt: 2, fontWeight: 700, fontSize: { xs: '1.8rem', sm: '2.2rem' } }}
        >
          {paths.financialHealthResult.title}
        </Typography>
        {session.status === 'loading' && (
          <Typography role="status" sx={{ mt: 3 }}>
            Loading your check-up…
          </Typography>
        )}
        {session.status === 'signed-out' && <SignInAsk />}
        {session.status === 'signed-in' && <SavedResult user={session.user} />}
      </Paper>
    </Container>
  );
}

function SignInAsk() {
  return (
    <Box sx={{ mt: 3, display: 'grid', gap: 2, justifyItems: 'center' }}>
      <Typography component="h2" sx={{ fontSize: '1.3rem', fontWeight: 700 }}>
        Please sign in to see your check-up
      </Typography>
      <Typography color="text.secondary">
        Your saved {checkUpName} is kept with your account.
      </Typography>
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', justifyContent: 'center' }}>
        <Button variant="contained" disableElevation onClick={() => openAuthDialog('sign-in')}>
          Sign in
        </Button>
        <Button variant="outlined" onClick={() => openAuthDialog('sign-up')}>
          Create an account
        </Button>
      </Box>
    </Box>
  );
}

function SavedResult({ user }: { user: SessionUser }) {
  const notify = useNotify();
  // One call: the history's first item is the latest check-up; the trend reads the same query.
  const query = useAppQuery({
    queryKey: historyKey(user.id),
    queryFn: () => getFinancialHealthHistory(user.id),
    staleTime: 0,
  });
  useEffect(() => {
    if (query.isError) notify(GENERIC_ERROR_MESSAGE, 'error');
  }, [query.isError, notify]);

  if (query.isPending) {
    return (
      <Typography role="status" sx={{ mt: 3 }}>
        Loading your check-up…
      </Typography>
    );
  }
  if (query.isError) {
    return (
      <Typography sx={{ mt: 3 }}>{GENERIC_ERROR_MESSAGE}. Please try again in a moment.</Typography>
    );
  }
  const [saved] = query.data;
  if (!saved) {
    return (
      <Box sx={{ mt: 3, display: 'grid', gap: 1.5 }}>
        <Typography>You have not saved a {checkUpName} yet.</Typography>
        <Typography>
          <Link component={RouterLink} to={paths.financialHealth.path}>
            Take the {checkUpName}
          </Link>{' '}
          to see your result here.
        </Typography>
      </Box>
    );
  }
  const band = healthBand(saved.finalScore);
  const answers = savedAnswers(saved.inputs);
  return (
    <>
      <Box sx={{ mt: 2, display: 'grid', gap: 1, justifyItems: 'center' }}>
        <Typography sx={{ fontSize: '1.2rem' }}>
          <strong>{user.name || user.email}</strong>
        </Typography>
        <Typography color="text.secondary">
          Saved on <time dateTime={saved.createdAt}>{formatDate(saved.createdAt)}</time>
        </Typography>
        <Box
          sx={{
            my: 2,
            '& .fh-small': { display: 'none' },
            '@media (max-width: 600px)': {
              '& .fh-large': { display: 'none' },
              '& .fh-small': { display: 'inline' },
            },
          }}
        >
          <BandPicture band={band} className="fh-large" />
          <BandPicture band={band} variant="small" className="fh-small" />
        </Box>
        <Typography component="h2" sx={{ fontSize: '1.5rem', fontWeight: 700 }}>
          Score: {saved.finalScore} out of {MAX_SCORE}
        </Typography>
        <Typography sx={{ fontWeight: 700, color: 'primary.dark' }}>
          {band.friendly} ({band.name})
        </Typography>
        <Typography sx={{ maxWidth: '48ch' }}>{band.summary}</Typography>
      </Box>
      <Box sx={{ textAlign: 'left' }}>
        <ResultSection title="Your score by area" id="fh-saved-areas">
          <SubScoreBars total={saved.finalScore} subScores={saved.subScores} />
        </ResultSection>
        {answers && (
          <ResultSection title="What would help most" id="fh-saved-suggestions">
            <SuggestionList suggestions={suggestions(answers)} />
          </ResultSection>
        )}
        <CheckUpTrend userId={user.id} />
      </Box>
      <Link component={RouterLink} to={paths.financialHealth.path} sx={{ mt: 3, display: 'block' }}>
        Take the check-up again
      </Link>
    </>
  );
}

/** The saved answers under the seeds' keys, when every question has one (the server checked them). */
function savedAnswers(inputs: Record<string, string | number>): FinancialHealthAnswers | null {
  const answers: PartialAnswers = Object.fromEntries(
    ANSWER_KEYS.filter((key) => inputs[key] !== undefined).map((key) => [key, inputs[key]]),
  );
  return isComplete(answers) ? answers : null;
}

/** Opens the sign-in dialog once when the page finds nobody signed in (as /profile does). */
function usePromptSignInOnce(status: ReturnType<typeof useSession>['status']) {
  const decided = useRef(false);
  useEffect(() => {
    if (status === 'loading' || decided.current) return;
    decided.current = true;
    if (status === 'signed-out') openAuthDialog();
  }, [status]);
}
