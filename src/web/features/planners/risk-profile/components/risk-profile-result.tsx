import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'wouter';
import { PrintedFrom, PrintPlanButton } from '../../../../components/print-plan-button';
import { paths } from '../../../../../shared/config/paths';
import {
  formatRiskScore,
  profileRisk,
  RISK_BAND_BOUNDS,
  RISK_SCORE_RANGE,
  type RiskAnswers,
} from '../../../../../shared/planners/risk-profile';
import {
  RISK_BAND_INVESTOR,
  RISK_QUESTIONS,
  riskBandMeaning,
} from '../../../../../shared/planners/risk-profile-questions';
import { BandPicture } from './band-picture';
import { CapacityNote } from './capacity-note';
import { MixChart } from './mix-chart';
import { SaveNote } from './save-note';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mt: 3.5 }}>
      <Typography component="h3" variant="h6" sx={{ fontWeight: 700, mb: 1.25 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

type RiskProfileResultProps = {
  answers: RiskAnswers;
  /** Back to the first question, with no answers. */
  onReset: () => void;
};

/**
 * What the eight answers say: the band with its picture and meaning, a note when the capacity to
 * bear a loss is lower, the suggested mix with its best and worst year, the answers themselves (for
 * print), the way on to Money Maps, and a fresh start. Its heading takes the focus when it appears.
 */
export function RiskProfileResult({ answers, onReset }: RiskProfileResultProps) {
  const profile = useMemo(() => profileRisk(answers), [answers]);
  const panelRef = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    panelRef.current?.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
    headingRef.current?.focus({ preventScroll: true });
  }, []);

  const { band, score, mix, capacityBand } = profile;
  const { conservativeMax, moderateMax } = RISK_BAND_BOUNDS;
  // The result is drawn in the browser only (after the last answer), so the date is safe here.
  const [printDate] = useState(() => new Date());

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="risk-result-title"
      ref={panelRef}
      sx={{
        scrollMarginTop: 16,
        p: { xs: 2.5, sm: 4 },
        borderTop: 4,
        borderTopColor: 'primary.main',
        // On paper: one page with the band, the mix, the answers and the disclaimer.
        '@media print': {
          padding: '0 !important',
          border: '0 !important',
          '& p, & li': { fontSize: '0.8rem !important', lineHeight: 1.4 },
          '& section': { mt: 1.25 },
          '& h2': { fontSize: '1.35rem !important' },
          '& h3': { fontSize: '0.95rem !important', mb: 0.5 },
          '& figure svg': { maxWidth: '240px !important' },
          '& figcaption': { mt: 0.5 },
          '& hr': { display: 'none' },
          '& [role="note"]': { mt: 1.25, p: 1.25 },
        },
      }}
    >
      <Box
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          gap: { xs: 2, sm: 4 },
          alignItems: { xs: 'flex-start', sm: 'center' },
        }}
      >
        <Box
          sx={{
            flex: 'none',
            width: { xs: 180, sm: 220 },
            '@media print': { width: '110px !important' },
          }}
        >
          <BandPicture band={band} width={220} />
        </Box>
        <Box>
          <Typography variant="overline" color="text.secondary" sx={{ fontWeight: 700 }}>
            Your result
          </Typography>
          <Typography
            component="h2"
            variant="h4"
            id="risk-result-title"
            ref={headingRef}
            tabIndex={-1}
            sx={{ fontWeight: 700, fontSize: { xs: '1.6rem', sm: '2.1rem' }, outline: 'none' }}
          >
            You are {RISK_BAND_INVESTOR[band].article} {RISK_BAND_INVESTOR[band].name}
          </Typography>
          <Typography sx={{ mt: 0.5 }} color="text.secondary">
            Your score: <strong>{formatRiskScore(score)}</strong> (scores run from{' '}
            {formatRiskScore(RISK_SCORE_RANGE.min)} to {formatRiskScore(RISK_SCORE_RANGE.max)}; up
            to {conservativeMax} is conservative, up to {moderateMax} moderate, above {moderateMax}{' '}
            aggressive)
          </Typography>
          <Typography sx={{ mt: 1.5, maxWidth: '60ch' }}>{riskBandMeaning(band)}</Typography>
        </Box>
      </Box>

      <CapacityNote band={band} capacityBand={capacityBand} />

      <Section title="The mix that suits you">
        <MixChart mix={mix} title="Your suggested mix" />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          Past returns in the table are an illustration, not a promise of what any fund will do.
        </Typography>
      </Section>

      <Section title="Your answers">
        <Box
          component="ol"
          sx={{
            m: 0,
            pl: 2.5,
            typography: 'body2',
            '& li': { mb: 0.5 },
            '@media print': {
              columns: 2,
              columnGap: '24px',
              '& li': { mb: 0.25, breakInside: 'avoid' },
            },
          }}
        >
          {RISK_QUESTIONS.map((question) => (
            <li key={question.key}>
              {question.title}:{' '}
              <strong>
                {question.options.find((o) => o.value === answers[question.key])?.label}
              </strong>
            </li>
          ))}
        </Box>
      </Section>

      <Divider sx={{ my: 3 }} />
      <Box sx={{ display: 'grid', gap: 1.5 }} data-print="hide">
        <Typography>
          Ready to put a number on a goal?{' '}
          <Link component={RouterLink} to={paths.moneyMap.path} sx={{ fontWeight: 700 }}>
            Plan it with {paths.moneyMap.title}
          </Link>
        </Typography>
        <SaveNote answers={answers} score={score} />
        <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
          <Button variant="outlined" onClick={onReset}>
            Start again
          </Button>
          <PrintPlanButton />
        </Box>
      </Box>
      <PrintedFrom date={printDate} />
    </Paper>
  );
}
