import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { GENERIC_ERROR_MESSAGE } from '../../../../../shared/config/messages';
import { paths } from '../../../../../shared/config/paths';
import type { TPlanGoal } from '../../../../../shared/schemas/my-plan';
import { ApiError } from '../../../../lib/api-client';
import { removeGoal } from '../../api/my-plan';

type RemoveGoalDialogProps = {
  goal: TPlanGoal;
  onClose: () => void;
  onRemoved: (message: string) => void;
};

/** "Are you sure?" before a goal goes: a saved money map is deleted, a retirement plan's saves too. */
export function RemoveGoalDialog({ goal, onClose, onRemoved }: RemoveGoalDialogProps) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const what =
    goal.kind === 'moneyMap'
      ? `its saved map in ${paths.moneyMap.title} is deleted`
      : `your saved plans from the ${paths.retirementPlanner.title} are deleted`;

  const remove = async () => {
    setBusy(true);
    setProblem(null);
    try {
      const answer = await removeGoal(goal.goalId);
      onRemoved(answer.msg);
    } catch (error) {
      setProblem(error instanceof ApiError ? error.message : GENERIC_ERROR_MESSAGE);
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby="remove-goal-title">
      <DialogTitle id="remove-goal-title">Remove {goal.name}?</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {goal.name} leaves your plan for good: {what}.
        </DialogContentText>
        {problem && (
          <DialogContentText role="alert" sx={{ mt: 1.5, color: 'error.main' }}>
            {problem}
          </DialogContentText>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button color="error" variant="contained" disableElevation disabled={busy} onClick={remove}>
          Remove
        </Button>
      </DialogActions>
    </Dialog>
  );
}
