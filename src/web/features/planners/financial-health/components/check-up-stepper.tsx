import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import { FINANCIAL_HEALTH_STEPS } from '../../../../../shared/planners/financial-health';

/**
 * Where the visitor is: the four question steps (step 0, the start, comes before the first; the
 * result after the last, when all four are done). An ordered list, with the current step marked.
 */
export default function CheckUpStepper({ activeStep }: { activeStep: number }) {
  return (
    <Stepper
      activeStep={activeStep - 1}
      alternativeLabel
      component="ol"
      aria-label="Check-up steps"
      sx={{ listStyle: 'none', p: 0, m: 0, mb: 3 }}
    >
      {FINANCIAL_HEALTH_STEPS.map((step, k) => (
        <Step
          key={step.id}
          component="li"
          completed={activeStep - 1 > k}
          aria-current={activeStep - 1 === k ? 'step' : undefined}
        >
          <StepLabel>{step.label}</StepLabel>
        </Step>
      ))}
    </Stepper>
  );
}
