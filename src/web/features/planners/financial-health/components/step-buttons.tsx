import Box from '@mui/material/Box';
import Button from '@mui/material/Button';

type StepButtonsProps = {
  activeStep: number;
  lastQuestionStep: number;
  onBack: () => void;
  onNext: () => void;
  onPrefetch?: () => void;
};

/** Back (not at the start), then Start Now, Next or, on the last question step, Finish. */
export function StepButtons({
  activeStep,
  lastQuestionStep,
  onBack,
  onNext,
  onPrefetch,
}: StepButtonsProps) {
  const label =
    activeStep === 0 ? 'Start Now' : activeStep === lastQuestionStep ? 'Finish' : 'Next';
  return (
    <Box sx={{ display: 'flex', gap: 2, mt: 4, justifyContent: 'space-between' }}>
      <Button variant="outlined" disabled={activeStep === 0} onClick={onBack} sx={{ px: 3 }}>
        Back
      </Button>
      <Button
        variant="contained"
        disableElevation
        onClick={onNext}
        onFocus={onPrefetch}
        onPointerEnter={onPrefetch}
        sx={{ px: 4 }}
      >
        {label}
      </Button>
    </Box>
  );
}
