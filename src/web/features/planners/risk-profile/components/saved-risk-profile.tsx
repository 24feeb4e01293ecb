import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'wouter';
import { paths } from '../../../../../shared/config/paths';
import { site } from '../../../../../shared/config/site';
import { GENERIC_ERROR_MESSAGE } from '../../../../../shared/config/messages';
import { formatRiskScore, mixFor, riskBand } from '../../../../../shared/planners/risk-profile';
import {
  RISK_BAND_INVESTOR,
  riskBandMeaning,
} from '../../../../../shared/planners/risk-profile-questions';
import { formatDate } from '../../../../../shared/format/date';
import { hasErrorCode } from '../../../../lib/api-client';
import type { SessionUser } from '../../../../lib/session';
import { useRiskProfileResult } from '../api/fetch-risk-profile-result';
import { BandPicture } from './band-picture';
import { CapacityNote } from './capacity-note';
import { MixChart } from './mix-chart';

/** The site's mark (the favicon's amber "A" on teal), drawn so that it costs no request. */
function LogoMark() {
  return (
    <svg width={40} height={40} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#00695c" />
      <path d="M18 48 32 14l14 34h-7l-3-8h-8l-3 8zm12-14h4l-2-6z" fill="#ffc107" />
    </svg>
  );
}

const plannerLink = (text: string) => (
  <Link component={RouterLink} to={paths.riskProfile.path} sx={{ fontWeight: 700 }}>
    {text}
  </Link>
);

/** The signed-in user's latest saved risk profile, as a certificate: logo, name, date, band. */
export function SavedRiskProfile({ user }: { user: SessionUser }) {
  const query = useRiskProfileResult(user.id);

  if (query.isPending) {
    return (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 4 }}>
        <CircularProgress size={22} aria-hidden="true" />
        Loading your saved result…
      </Box>
    );
  }
  if (query.isError) {
    if (hasErrorCode(query.error, 'NOT_FOUND')) {
      return (
        <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 }, maxWidth: 640 }}>
          <Typography component="h2" sx={{ fontSize: '1.3rem', fontWeight: 700, mb: 1 }}>
            You have no saved result yet
          </Typography>
          <Typography>
            Answer eight short questions, signed in, and your result is kept here.{' '}
            {plannerLink(`Take the ${paths.riskProfile.title} questionnaire`)}
          </Typography>
        </Paper>
      );
    }
    return <Alert severity="error">{GENERIC_ERROR_MESSAGE}</Alert>;
  }

  const { result } = query.data;
  const band = riskBand(result.resultScore);
  const name = user.name.trim() || user.email;
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-labelledby="saved-risk-title"
      sx={{ p: { xs: 2.5, sm: 4 }, borderTop: 4, borderTopColor: 'primary.main', maxWidth: 760 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'primary.dark' }}>
        <LogoMark />
        <Typography sx={{ fontWeight: 700, fontSize: '1.2rem' }}>{site.name}</Typography>
      </Box>
      <Typography
        id="saved-risk-title"
        component="h2"
        sx={{ fontWeight: 700, fontSize: { xs: '1.5rem', sm: '1.9rem' }, mt: 2 }}
      >
        {paths.riskProfile.title} of {name}
      </Typography>
      <Typography color="text.secondary">
        Saved on <time dateTime={result.createdAt}>{formatDate(result.createdAt)}</time>
      </Typography>
      <Box
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          gap: { xs: 2, sm: 4 },
          alignItems: { xs: 'flex-start', sm: 'center' },
          mt: 3,
        }}
      >
        <Box sx={{ flex: 'none', width: { xs: 180, sm: 220 } }}>
          <BandPicture band={band} width={220} />
        </Box>
        <Box>
          <Typography sx={{ fontSize: '1.1rem' }}>
            You are {RISK_BAND_INVESTOR[band].article}
          </Typography>
          <Typography sx={{ fontWeight: 700, fontSize: '2rem', color: 'primary.dark' }}>
            {RISK_BAND_INVESTOR[band].name}
          </Typography>
          <Typography color="text.secondary">
            Score {formatRiskScore(result.resultScore)}
          </Typography>
          <Typography sx={{ mt: 1, maxWidth: '56ch' }}>{riskBandMeaning(band)}</Typography>
        </Box>
      </Box>
      <CapacityNote band={band} capacityBand={result.capacityBand} />
      <Box sx={{ mt: 3 }}>
        <MixChart mix={mixFor(band)} title="Your suggested mix" />
      </Box>
      <Typography sx={{ mt: 3 }}>
        Things change: {plannerLink('take the questionnaire again')} at any time.
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {site.distributor.disclaimer}
      </Typography>
    </Paper>
  );
}
