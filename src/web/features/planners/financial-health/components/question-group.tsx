import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { Ref } from 'react';
import type { AnswerKey } from '../../../../../shared/planners/financial-health';
import { FINANCIAL_HEALTH_QUESTIONS } from '../../../../../shared/planners/financial-health-questions';

type QuestionGroupProps = {
  questionKey: AnswerKey;
  number: number;
  value: string | number | undefined;
  /** The seeds' message when Next found this question unanswered. */
  error: string | null;
  onChange: (key: AnswerKey, value: string | number) => void;
  /** The radio that takes the focus when the question is the one to answer. */
  focusRef?: Ref<HTMLInputElement>;
};

const questionId = (key: AnswerKey) => `fh-${key}`;

/** One question: a fieldset whose legend is the question, with its answers as radio buttons. */
export function QuestionGroup({
  questionKey,
  number,
  value,
  error,
  onChange,
  focusRef,
}: QuestionGroupProps) {
  const question = FINANCIAL_HEALTH_QUESTIONS[questionKey];
  const id = questionId(questionKey);
  const errorId = `${id}-error`;
  const selected = value === undefined ? '' : String(value);
  const focusIndex = Math.max(
    0,
    question.options.findIndex((o) => String(o.value) === selected),
  );
  return (
    <FormControl component="fieldset" error={error !== null} id={id} sx={{ display: 'block' }}>
      <FormLabel
        component="legend"
        sx={{
          fontWeight: 700,
          color: 'text.primary',
          mb: 0.5,
          '&.Mui-focused': { color: 'text.primary' },
        }}
      >
        {number}. {question.text}
      </FormLabel>
      <RadioGroup
        name={id}
        value={selected}
        aria-describedby={error ? errorId : undefined}
        onChange={(_event, next) => {
          const option = question.options.find((o) => String(o.value) === next);
          if (option) onChange(questionKey, option.value);
        }}
        sx={{ flexDirection: { xs: 'column', md: 'row' }, columnGap: 2 }}
      >
        {question.options.map((option, k) => (
          <FormControlLabel
            key={String(option.value)}
            value={String(option.value)}
            label={option.label}
            control={
              <Radio
                slotProps={{
                  input: {
                    ref: k === focusIndex ? focusRef : undefined,
                    'aria-invalid': error ? true : undefined,
                  },
                }}
              />
            }
          />
        ))}
      </RadioGroup>
      {error && (
        <FormHelperText id={errorId} role="alert" sx={{ mx: 0, fontSize: '0.95rem' }}>
          {error}
        </FormHelperText>
      )}
    </FormControl>
  );
}
