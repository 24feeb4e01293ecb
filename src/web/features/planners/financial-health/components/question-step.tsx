import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import {
  FINANCIAL_HEALTH_STEPS,
  type AnswerKey,
  type FinancialHealthStep,
  type PartialAnswers,
} from '../../../../../shared/planners/financial-health';
import type { StepError } from '../../../../../shared/schemas/financial-health';
import { QuestionGroup } from './question-group';

type QuestionStepProps = {
  step: FinancialHealthStep;
  answers: PartialAnswers;
  error: StepError | null;
  /** Bumped on each refused Next, so the same question takes the focus again. */
  errorSerial: number;
  onAnswer: (key: AnswerKey, value: string | number) => void;
};

/** The questions of one step. The first unanswered one takes the focus when Next is refused. */
export default function QuestionStep({
  step,
  answers,
  error,
  errorSerial,
  onAnswer,
}: QuestionStepProps) {
  const focusRef = useRef<HTMLInputElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const index = FINANCIAL_HEALTH_STEPS.indexOf(step);

  // A new step: its heading takes the focus, so keyboard users start at its first question.
  useEffect(() => {
    headingRef.current?.focus();
  }, [step]);

  // Declared after the heading's effect so that it wins when both run: Next pressed while the
  // step's code was still loading shows the step with its message already set.
  useEffect(() => {
    if (error) focusRef.current?.focus();
  }, [error, errorSerial]);

  return (
    <Box component="section" aria-labelledby="fh-step-title">
      <Typography
        component="h2"
        variant="h5"
        id="fh-step-title"
        ref={headingRef}
        tabIndex={-1}
        sx={{ fontWeight: 700, mb: 2, outline: 'none' }}
      >
        Step {index + 1} of {FINANCIAL_HEALTH_STEPS.length}: {step.label}
      </Typography>
      <Box sx={{ display: 'grid', gap: 3 }}>
        {step.questions.map((key, k) => (
          <QuestionGroup
            key={key}
            questionKey={key}
            number={k + 1}
            value={answers[key]}
            error={error?.field === key ? error.message : null}
            onChange={onAnswer}
            focusRef={error?.field === key ? focusRef : undefined}
          />
        ))}
      </Box>
    </Box>
  );
}
