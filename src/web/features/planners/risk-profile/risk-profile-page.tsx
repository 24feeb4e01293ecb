import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { paths } from '../../../../shared/config/paths';
import { site } from '../../../../shared/config/site';
import type { RiskAnswerValue } from '../../../../shared/planners/risk-profile';
import { RISK_SELECT_MESSAGE } from '../../../../shared/planners/risk-profile-questions';
import { NeedsJavaScript } from '../../../components/planner/needs-javascript';
import { RiskProfileBreadcrumbs } from './components/risk-profile-breadcrumbs';
import { RiskProfileStepper } from './components/risk-profile-stepper';
import { completeAnswers, stepView, type PartialRiskAnswers } from './utils/steps';

// The result is not on the first screen: its code (pictures, chart, saving) loads once the
// visitor starts answering, and is there by the time they finish (docs/decisions/008).
const loadResult = () => import('./components/risk-profile-result');
const RiskProfileResult = lazy(() => loadResult().then((m) => ({ default: m.RiskProfileResult })));

/** /risk-profile: eight questions, one at a time, then what kind of investor the answers describe. */
export default function RiskProfilePage() {
  const [step, setStep] = useState(0);
  const [answers, setAnswers] = useState<PartialRiskAnswers>({});
  const [error, setError] = useState<string | undefined>();
  const [refusals, setRefusals] = useState(0);
  const [resets, setResets] = useState(0);

  const view = stepView(step);
  const complete = completeAnswers(answers);

  const answer = (value: RiskAnswerValue) => {
    if (view.kind !== 'question') return;
    void loadResult();
    setAnswers((current) => ({ ...current, [view.question.key]: value }));
    setError(undefined);
  };

  const next = () => {
    if (view.kind !== 'question') return;
    if (answers[view.question.key] === undefined) {
      // The seeds' rule: Next waits for an answer.
      setError(RISK_SELECT_MESSAGE);
      setRefusals((n) => n + 1);
      return;
    }
    setError(undefined);
    setStep((current) => current + 1);
  };

  const back = () => {
    setError(undefined);
    setStep((current) => Math.max(0, current - 1));
  };

  const reset = () => {
    setAnswers({});
    setError(undefined);
    setRefusals(0);
    setResets((n) => n + 1);
    setStep(0);
  };

  return (
    <Container
      maxWidth="md"
      sx={{ py: { xs: 3, sm: 5 }, '@media print': { padding: '0 !important' } }}
    >
      <RiskProfileBreadcrumbs />
      <Box component="header" sx={{ mb: 3, '@media print': { mb: 1 } }}>
        <Typography
          component="h1"
          variant="h3"
          sx={{
            fontWeight: 700,
            fontSize: { xs: '2rem', sm: '2.75rem' },
            '@media print': { fontSize: '1.5rem !important' },
          }}
        >
          {paths.riskProfile.title}
        </Typography>
        <Typography
          sx={{ mt: 1.5, maxWidth: '62ch', fontSize: '1.1rem' }}
          color="text.secondary"
          data-print="hide"
        >
          How much up and down can your savings take? Answer eight short questions about losses,
          time and what you know about investing, and see what kind of investor you are and the mix
          of debt and equity that suits you. There are no right or wrong answers.
        </Typography>
      </Box>
      <NeedsJavaScript planner={paths.riskProfile.title} />
      {view.kind === 'question' && (
        <Box sx={{ p: { xs: 2, sm: 3 }, border: 1, borderColor: 'divider', borderRadius: 1 }}>
          <RiskProfileStepper
            activeStep={step}
            answers={answers}
            error={error}
            errorCount={refusals}
            onAnswer={answer}
            onBack={back}
            onNext={next}
            focusOnMount={resets > 0}
          />
        </Box>
      )}
      {view.kind === 'result' && complete && (
        <Suspense fallback={null}>
          <RiskProfileResult answers={complete} onReset={reset} />
        </Suspense>
      )}
      {(view.kind === 'unknown' || (view.kind === 'result' && !complete)) && (
        <Box role="alert" sx={{ p: 2, borderRadius: 1, bgcolor: '#fdeded', color: '#5f2120' }}>
          Unknown step
        </Box>
      )}
      <Typography
        variant="body2"
        color="text.secondary"
        sx={{ mt: 3, '@media print': { mt: 1, fontSize: '0.75rem' } }}
      >
        This questionnaire is a guide to your attitude to risk, not advice about any fund.{' '}
        {site.distributor.disclaimer}
      </Typography>
    </Container>
  );
}
