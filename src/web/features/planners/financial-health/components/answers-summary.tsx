import Box from '@mui/material/Box';
import {
  FINANCIAL_HEALTH_STEPS,
  type PartialAnswers,
} from '../../../../../shared/planners/financial-health';
import {
  answerLabel,
  FINANCIAL_HEALTH_QUESTIONS,
} from '../../../../../shared/planners/financial-health-questions';

/** Every answer in a few words, step by step: for the printout. */
export function AnswersSummary({ answers }: { answers: PartialAnswers }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(4, 1fr)',
        gap: 1,
        fontSize: '0.8rem',
        '& h4': { m: 0, fontSize: '0.85rem' },
        '& dl': { m: 0 },
        '& dt': { color: 'text.secondary', display: 'inline' },
        '& dd': { m: 0, display: 'inline' },
      }}
    >
      {FINANCIAL_HEALTH_STEPS.map((step) => (
        <div key={step.id}>
          <h4>{step.label}</h4>
          <dl>
            {step.questions.map((key) => (
              <div key={key}>
                <dt>{FINANCIAL_HEALTH_QUESTIONS[key].short}:</dt>{' '}
                <dd>{answerLabel(key, answers[key])}</dd>
              </div>
            ))}
          </dl>
        </div>
      ))}
    </Box>
  );
}
