import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { paths } from '../../../../../shared/config/paths';
import { site } from '../../../../../shared/config/site';
import {
  MAX_SCORE,
  type FinancialHealthResult,
  type PartialAnswers,
} from '../../../../../shared/planners/financial-health';
import { PrintedFrom, PrintPlanButton } from '../../../../components/print-plan-button';
import { AnswersSummary } from './answers-summary';
import { BandPicture } from './band-picture';
import { CheckUpTrend } from './check-up-trend';
import { ResultSection } from './result-section';
import { SubScoreBars } from './sub-score-bars';
import { SuggestionList } from './suggestion-list';

const checkUpName = paths.financialHealth.title;

/** On paper the result fits one page: smaller type, closer sections, a smaller picture. */
const printSx = {
  '@media print': {
    zoom: 0.85,
    '& h2': { fontSize: '1.4rem' },
    '& h3': { fontSize: '1rem', mb: 0.5 },
    '& section': { mt: 1.25 },
    '& li, & p': { fontSize: '0.8rem' },
    '& svg[role="img"]': { width: 110, height: 92 },
  },
} as const;

type CheckUpResultProps = {
  answers: PartialAnswers;
  result: FinancialHealthResult;
  /** The signed-in user, whose past check-ups are shown; null for a visitor. */
  userId: string | null;
  onBack: () => void;
  onReset: () => void;
};

/** The result step: the picture of the band, the score and what to do next. */
export default function CheckUpResult({
  answers,
  result,
  userId,
  onBack,
  onReset,
}: CheckUpResultProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  const [printedOn] = useState(() => new Date());
  const { band } = result;
  const mail = `mailto:${site.supportEmail}?subject=${encodeURIComponent(`My ${checkUpName}`)}`;

  return (
    <Box component="section" aria-labelledby="fh-result-title" sx={printSx}>
      <Box
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          alignItems: 'center',
          gap: 3,
        }}
      >
        <BandPicture band={band} />
        <Box>
          <Typography variant="overline" color="text.secondary" sx={{ fontWeight: 700 }}>
            Your {checkUpName}
          </Typography>
          <Typography
            component="h2"
            variant="h4"
            id="fh-result-title"
            ref={headingRef}
            tabIndex={-1}
            sx={{ fontWeight: 700, outline: 'none', fontSize: { xs: '1.6rem', sm: '2.1rem' } }}
          >
            Your score: {result.finalScore} out of {MAX_SCORE}
          </Typography>
          <Typography sx={{ mt: 0.5, fontSize: '1.2rem', fontWeight: 700, color: 'primary.dark' }}>
            {band.friendly} ({band.name})
          </Typography>
          <Typography sx={{ mt: 1, maxWidth: '52ch' }}>{band.summary}</Typography>
        </Box>
      </Box>

      <ResultSection title="Your score by area" id="fh-areas-title">
        <SubScoreBars total={result.finalScore} subScores={result.subScores} />
      </ResultSection>

      <ResultSection title="What would help most" id="fh-suggestions-title">
        <SuggestionList suggestions={result.suggestions} />
      </ResultSection>

      <Box data-print="only">
        <ResultSection title="Your answers" id="fh-answers-title">
          <AnswersSummary answers={answers} />
        </ResultSection>
      </Box>

      <Box
        sx={{ mt: 4, p: 2.5, borderRadius: 2, bgcolor: '#e0f2f1', breakInside: 'avoid' }}
        data-print="hide"
      >
        <Typography sx={{ fontWeight: 700 }}>Talk it through with us</Typography>
        <Typography sx={{ mt: 0.5 }}>
          Write to <Link href={mail}>{site.supportEmail}</Link> with your score and a time that
          suits you, and one of our team will go through your check-up with you, free of charge.
        </Typography>
      </Box>

      {userId && (
        <Box data-print="hide">
          <CheckUpTrend userId={userId} />
        </Box>
      )}

      <Typography variant="body2" color="text.secondary" sx={{ mt: 3 }}>
        This check-up is a guide for learning, not financial advice: it looks at your habits, not
        your whole situation. {site.distributor.disclaimer}
      </Typography>
      <PrintedFrom date={printedOn} />

      <Box
        data-print="hide"
        sx={{ display: 'flex', gap: 2, mt: 4, flexWrap: 'wrap', justifyContent: 'space-between' }}
      >
        <Button variant="outlined" onClick={onBack}>
          Back
        </Button>
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          <PrintPlanButton />
          <Button variant="contained" disableElevation onClick={onReset}>
            Reset
          </Button>
        </Box>
      </Box>
    </Box>
  );
}
