import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { GENERIC_ERROR_MESSAGE } from '../../../../shared/config/messages';
import { paths } from '../../../../shared/config/paths';
import {
  checkUp,
  FINANCIAL_HEALTH_STEPS,
  isComplete,
  RESULT_STEP,
  type AnswerKey,
  type PartialAnswers,
} from '../../../../shared/planners/financial-health';
import type { StepError } from '../../../../shared/schemas/financial-health';
import { useNotify } from '../../../lib/notify';
import { NeedsJavaScript } from '../../../components/planner/needs-javascript';
import { useSession } from '../../../lib/session';
import { saveFinancialHealthCheckup } from './api/save-financial-health-checkup';
import { StartPicture } from './components/start-picture';
import { StepButtons } from './components/step-buttons';
import { useRefillAnswers } from './hooks/use-refill-answers';

// Only step 0 is on the first screen: the stepper (shown from step 1 on), the questions and the
// result are their own chunks, fetched as soon as the visitor points at or focuses the button
// that leads to them.
const loadQuestions = () => import('./components/question-step');
const loadStepper = () => import('./components/check-up-stepper');
const loadResult = () => import('./components/check-up-result');
const QuestionStep = lazy(loadQuestions);
const CheckUpStepper = lazy(loadStepper);
const CheckUpResult = lazy(loadResult);
// The step check (Zod) is not on the first load either: it comes with the questions.
const loadStepCheck = () =>
  import('../../../../shared/schemas/financial-health').then((m) => m.firstStepError);
const prefetch = () => {
  void loadStepCheck();
  void loadStepper();
  void loadQuestions();
  void loadResult();
};

const LAST_QUESTION_STEP = FINANCIAL_HEALTH_STEPS.length;

/** /financial-health: the Financial Check-up, four steps of questions and a result. */
export default function FinancialHealthPage() {
  const session = useSession();
  const notify = useNotify();
  const [activeStep, setActiveStep] = useState(0);
  const [answers, setAnswers] = useState<PartialAnswers>({});
  const [error, setError] = useState<StepError | null>(null);
  const [errorSerial, setErrorSerial] = useState(0);
  const answersRef = useRef(answers);
  useEffect(() => {
    answersRef.current = answers;
  }, [answers]);

  const result = useMemo(
    () => (activeStep === RESULT_STEP && isComplete(answers) ? checkUp(answers) : null),
    [activeStep, answers],
  );

  // The seeds keep the score in the browser under `score`.
  useEffect(() => {
    if (result) window.localStorage.setItem('score', String(result.finalScore));
  }, [result]);

  const isEmpty = useCallback(() => Object.keys(answersRef.current).length === 0, []);
  useRefillAnswers(session, isEmpty, setAnswers);

  const handleAnswer = useCallback((key: AnswerKey, value: string | number) => {
    setAnswers((current) => ({ ...current, [key]: value }));
    setError((current) => (current?.field === key ? null : current));
  }, []);

  const handleNext = () => {
    if (activeStep === 0) {
      setActiveStep(1);
      return;
    }
    const step = FINANCIAL_HEALTH_STEPS[activeStep - 1];
    if (!step) return;
    loadStepCheck().then(
      (firstStepError) => {
        const problem = firstStepError(step, answers);
        if (problem) {
          setError(problem);
          setErrorSerial((n) => n + 1);
          return;
        }
        setError(null);
        setActiveStep(activeStep + 1);
        if (activeStep === LAST_QUESTION_STEP && isComplete(answers)) save(answers);
      },
      () => notify(GENERIC_ERROR_MESSAGE, 'error'),
    );
  };

  const save = (complete: PartialAnswers) => {
    if (session.status !== 'signed-in' || !isComplete(complete)) return;
    const userId = session.user.id;
    saveFinancialHealthCheckup({
      inputs: { ...complete, activeStep: RESULT_STEP },
      finalScore: checkUp(complete).finalScore,
      userId,
    }).then(
      () => {
        void import('../../../lib/query-client').then(({ queryClient }) =>
          queryClient.invalidateQueries({ queryKey: ['financial-health', 'history', userId] }),
        );
      },
      () => notify(GENERIC_ERROR_MESSAGE, 'error'),
    );
  };

  const handleBack = () => {
    setError(null);
    setActiveStep((step) => Math.max(0, step - 1));
  };

  const handleReset = () => {
    setError(null);
    setAnswers({});
    setActiveStep(0);
  };

  const step = FINANCIAL_HEALTH_STEPS[activeStep - 1];

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, sm: 5 }, '@media print': { py: 0 } }}>
      <Box component="header" sx={{ mb: 3, '@media print': { mb: 1 } }}>
        <Typography
          component="h1"
          variant="h3"
          sx={{
            fontWeight: 700,
            fontSize: { xs: '2rem', sm: '2.75rem' },
            '@media print': { fontSize: '1.5rem' },
          }}
        >
          {paths.financialHealth.title}
        </Typography>
        <Typography
          data-print="hide"
          sx={{ mt: 1.5, maxWidth: '62ch', fontSize: '1.1rem' }}
          color="text.secondary"
        >
          Nineteen quick questions about your savings, loans, insurance and goals, in four steps.
          You get a score out of 19, what it means, and the few changes that would help your money
          most. It takes about five minutes and needs no documents.
        </Typography>
      </Box>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, '@media print': { border: 0, p: 0 } }}>
        <NeedsJavaScript planner={paths.financialHealth.title} />
        {activeStep === 0 && (
          <Box
            component="section"
            aria-labelledby="fh-start-title"
            sx={{ display: 'grid', justifyItems: 'center', textAlign: 'center', gap: 1.5 }}
          >
            <StartPicture />
            <Typography component="h2" variant="h5" id="fh-start-title" sx={{ fontWeight: 700 }}>
              Ready for your check-up?
            </Typography>
            <Typography color="text.secondary" sx={{ maxWidth: '52ch' }}>
              Answer each question as things are today, not as you would like them to be. Your
              answers stay in this browser unless you are signed in, when we keep them for you.
            </Typography>
          </Box>
        )}
        <Suspense fallback={<Box sx={{ minHeight: 320 }} />}>
          {activeStep > 0 && (
            <Box data-print="hide">
              <CheckUpStepper activeStep={activeStep} />
            </Box>
          )}
          {step && (
            <QuestionStep
              step={step}
              answers={answers}
              error={error}
              errorSerial={errorSerial}
              onAnswer={handleAnswer}
            />
          )}
          {activeStep === RESULT_STEP && result && (
            <CheckUpResult
              answers={answers}
              result={result}
              userId={session.status === 'signed-in' ? session.user.id : null}
              onReset={handleReset}
              onBack={handleBack}
            />
          )}
        </Suspense>
        {activeStep < RESULT_STEP && (
          <StepButtons
            activeStep={activeStep}
            lastQuestionStep={LAST_QUESTION_STEP}
            onBack={handleBack}
            onNext={handleNext}
            onPrefetch={prefetch}
          />
        )}
      </Paper>
    </Container>
  );
}
