import Box from '@mui/material/Box';
import type { Ref } from 'react';
import type { RiskAnswerValue } from '../../../../../shared/planners/risk-profile';
import type { RiskQuestion } from '../../../../../shared/planners/risk-profile-questions';
import { HypotheticalTable } from './hypothetical-table';

type QuestionStepProps = {
  question: RiskQuestion;
  value: RiskAnswerValue | undefined;
  /** 'Please Select Option' after Next or Finish was pressed with nothing chosen. */
  error: string | undefined;
  onChange: (value: RiskAnswerValue) => void;
  /** The group, so the stepper can move the focus to its question or its first answer. */
  groupRef: Ref<HTMLFieldSetElement>;
};

/**
 * One question as a group of native radio buttons: the question is the fieldset's legend, the
 * three answers its radios (arrow keys move between them), and the seeds' message under them, tied
 * to each radio, when none is chosen. Question 7 shows the seeds' table of three portfolios first.
 *
 * Native inputs rather than MUI's Radio: MUI's pulls in the form kit's chunk (with Zod's core),
 * about 17 KB gzipped that this page's first load cannot afford (docs/decisions/008).
 */
export function QuestionStep({ question, value, error, onChange, groupRef }: QuestionStepProps) {
  const id = `risk-question-${question.key}`;
  const errorId = `${id}-error`;
  const tableId = `${id}-table`;
  const describedBy =
    [question.key === 'hypotheticalInvestment' ? tableId : '', error ? errorId : '']
      .filter(Boolean)
      .join(' ') || undefined;
  return (
    <Box
      component="fieldset"
      ref={groupRef}
      aria-invalid={error ? true : undefined}
      sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}
    >
      <Box
        component="legend"
        tabIndex={-1}
        sx={{
          p: 0,
          mb: 1.5,
          fontWeight: 700,
          fontSize: '1.05rem',
          lineHeight: 1.5,
          outline: 'none',
        }}
      >
        {question.question}
      </Box>
      {question.key === 'hypotheticalInvestment' && <HypotheticalTable id={tableId} />}
      <Box sx={{ display: 'grid', gap: 0.5 }}>
        {question.options.map((option) => (
          <Box
            component="label"
            key={option.value}
            sx={{
              display: 'flex',
              alignItems: 'flex-start',
              gap: 1.25,
              py: 0.75,
              px: 1,
              borderRadius: 1,
              cursor: 'pointer',
              lineHeight: 1.5,
              '&:hover': { bgcolor: 'action.hover' },
              '& input': {
                flex: 'none',
                width: 20,
                height: 20,
                m: '2px 0 0',
                accentColor: (theme) => theme.palette.primary.main,
                cursor: 'pointer',
              },
              '& input:focus-visible': {
                outline: '3px solid',
                outlineColor: 'primary.main',
                outlineOffset: 2,
              },
            }}
          >
            <input
              type="radio"
              name={question.key}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              aria-describedby={describedBy}
            />
            <span>{option.label}</span>
          </Box>
        ))}
      </Box>
      {error && (
        <Box id={errorId} sx={{ mt: 1, color: 'error.main', fontSize: '0.95rem', fontWeight: 700 }}>
          {error}
        </Box>
      )}
    </Box>
  );
}
