import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useEffect, useRef } from 'react';
import type { RiskAnswerValue } from '../../../../../shared/planners/risk-profile';
import { RISK_QUESTIONS } from '../../../../../shared/planners/risk-profile-questions';
import type { PartialRiskAnswers } from '../utils/steps';
import { QuestionStep } from './question-step';

type RiskProfileStepperProps = {
  /** 0 to 7: the question on screen. */
  activeStep: number;
  answers: PartialRiskAnswers;
  error: string | undefined;
  /** Bumped on every refused Next: the focus goes to the first answer again. */
  errorCount: number;
  onAnswer: (value: RiskAnswerValue) => void;
  onBack: () => void;
  onNext: () => void;
  /** After a reset: the first question takes the focus at once. */
  focusOnMount: boolean;
};

const ICON = 24;
const LINE = '#bdbdbd';

/** A step's round marker, as MUI's vertical stepper draws it: its number, or a tick when done. */
function StepMarker({ index, state }: { index: number; state: 'done' | 'active' | 'todo' }) {
  return (
    <Box
      aria-hidden="true"
      sx={{
        flex: 'none',
        width: ICON,
        height: ICON,
        borderRadius: '50%',
        display: 'grid',
        placeItems: 'center',
        fontSize: '0.75rem',
        fontWeight: 700,
        color: '#fff',
        bgcolor: state === 'todo' ? 'rgba(0, 0, 0, 0.6)' : 'primary.main',
      }}
    >
      {state === 'done' ? (
        <svg width={14} height={14} viewBox="0 0 24 24" focusable="false">
          <path d="M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z" fill="currentColor" />
        </svg>
      ) : (
        index + 1
      )}
    </Box>
  );
}

/**
 * The eight questions as a vertical stepper, drawn like MUI's (a numbered marker per step, a line
 * between them, the open step's question under its label): one open at a time, with Back (not on
 * the first) and Next, or Finish on the last. MUI's own Stepper brings in the form kit's chunk
 * through its slot helpers, about 17 KB gzipped over this page's budget (docs/decisions/008).
 *
 * When the step changes the focus moves to the new question, so a keyboard or screen-reader user
 * goes on from there; a refused Next puts it on the first answer, which the message describes.
 */
export function RiskProfileStepper({
  activeStep,
  answers,
  error,
  errorCount,
  onAnswer,
  onBack,
  onNext,
  focusOnMount,
}: RiskProfileStepperProps) {
  const groupRef = useRef<HTMLFieldSetElement>(null);
  const mounted = useRef(false);

  useEffect(() => {
    // Not on the page's first render (only after a reset): when the visitor moves between steps.
    if (!mounted.current) {
      mounted.current = true;
      if (!focusOnMount) return;
    }
    groupRef.current?.querySelector<HTMLElement>('legend')?.focus();
  }, [activeStep, focusOnMount]);

  useEffect(() => {
    if (errorCount > 0) groupRef.current?.querySelector<HTMLInputElement>('input')?.focus();
  }, [errorCount]);

  const count = RISK_QUESTIONS.length;
  return (
    <Box component="ol" aria-label="Eight questions" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {RISK_QUESTIONS.map((question, index) => {
        const active = index === activeStep;
        const state = active ? 'active' : index < activeStep ? 'done' : 'todo';
        return (
          <Box component="li" key={question.key} aria-current={active ? 'step' : undefined}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 1 }}>
              <StepMarker index={index} state={state} />
              <Box>
                <Box
                  sx={{
                    fontWeight: active ? 700 : 500,
                    color: state === 'todo' ? 'text.secondary' : 'text.primary',
                    lineHeight: 1.4,
                  }}
                >
                  {question.title}
                </Box>
                <Box sx={{ typography: 'caption', color: 'text.secondary' }}>
                  Question {index + 1} of {count}
                  {state === 'done' && answers[question.key] !== undefined ? ', answered' : ''}
                </Box>
              </Box>
            </Box>
            <Box
              sx={{
                ml: `${ICON / 2 - 0.5}px`,
                pl: `${ICON / 2 + 8}px`,
                pr: 1,
                borderLeft: index < count - 1 ? `1px solid ${LINE}` : 'none',
                minHeight: index < count - 1 ? 12 : 0,
              }}
            >
              {active && (
                <Box sx={{ pt: 1, pb: 2 }}>
                  <QuestionStep
                    question={question}
                    value={answers[question.key]}
                    error={error}
                    onChange={onAnswer}
                    groupRef={groupRef}
                  />
                  <Box sx={{ display: 'flex', gap: 1.5, mt: 2 }}>
                    <Button variant="outlined" onClick={onBack} disabled={index === 0}>
                      Back
                    </Button>
                    <Button variant="contained" disableElevation onClick={onNext}>
                      {index === count - 1 ? 'Finish' : 'Next'}
                    </Button>
                  </Box>
                </Box>
              )}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
