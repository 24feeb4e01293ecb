import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { parseAmount } from '../../../../../shared/format/amount';
import { formatIndianNumber } from '../../../../../shared/format/rupees';
import type { TPlan, TPlanGoal } from '../../../../../shared/schemas/my-plan';
import { FormAlert } from '../../../../components/form/form-alert';
import { FormSelectField } from '../../../../components/form/form-select-field';
import { FormTextField } from '../../../../components/form/form-text-field';
import { SubmitButton } from '../../../../components/form/submit-button';
import { useForm } from '../../../../components/form/use-form';
import { updateGoal } from '../../api/my-plan';
import { portfolioOptions, yearsWord } from './plan-words';

// Zod loads with the first change typed, not with the page.
const loadGoalSchema = () =>
  import('../../../../../shared/schemas/my-plan').then((m) => m.ZUpdateGoalRequestSchema);

/** The most years the form offers to move a goal at a time, as the server allows. */
const MOVE_CHOICES = 10;

type GoalEditDialogProps = {
  goal: TPlanGoal;
  onClose: () => void;
  onSaved: (plan: TPlan, message: string) => void;
};

function moveOptions(goal: TPlanGoal) {
  const options = [{ value: '0', label: `Keep it in ${goal.targetYear}` }];
  for (let years = 1; years <= MOVE_CHOICES; years++) {
    options.push({
      value: String(years),
      label: `${yearsWord(years)} later, to ${goal.targetYear + years}`,
    });
  }
  for (let years = 1; years <= MOVE_CHOICES && years < goal.yearsLeft; years++) {
    options.push({
      value: String(-years),
      label: `${yearsWord(years)} sooner, to ${goal.targetYear - years}`,
    });
  }
  return options;
}

/**
 * Changes one goal: its name, priority, portfolio, what is already saved for it (a Money Maps goal
 * only: the retirement plan's is its planner's existing investment) and its year. Only what was
 * changed is sent; the server checks it all again and answers with the plan as it now stands.
 */
export function GoalEditDialog({ goal, onClose, onSaved }: GoalEditDialogProps) {
  const isMap = goal.kind === 'moneyMap';
  const initial = {
    name: goal.name,
    priority: goal.priority === null ? '' : String(goal.priority),
    portfolio: goal.portfolio,
    alreadySaved: formatIndianNumber(goal.alreadySaved),
    moveYears: '0',
  };
  const form = useForm({
    schema: loadGoalSchema,
    initialValues: initial,
    toInput: (values) => {
      const change: Record<string, unknown> = { goalId: goal.goalId };
      if (values.name.trim() !== goal.name) change.name = values.name;
      if (values.priority.trim() !== initial.priority) {
        change.priority = values.priority.trim() === '' ? null : Number(values.priority);
      }
      if (values.portfolio !== goal.portfolio) change.portfolio = values.portfolio;
      if (isMap && values.alreadySaved !== initial.alreadySaved) {
        change.alreadySaved = parseAmount(values.alreadySaved) ?? 0;
      }
      if (values.moveYears !== '0') change.moveYears = Number(values.moveYears);
      return change;
    },
    submit: updateGoal,
    onSuccess: (answer) => onSaved(answer.plan, answer.msg),
  });
  const titleId = `edit-goal-title-${goal.goalId}`;

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>Change {goal.name}</DialogTitle>
      <Box component="form" noValidate onSubmit={form.handleSubmit} aria-labelledby={titleId}>
        <DialogContent sx={{ display: 'grid', gap: 2.5, pt: '8px !important' }}>
          <FormAlert notice={form.notice} />
          <FormTextField
            id="goal-name"
            label="Name"
            autoComplete="off"
            {...form.field('name')}
            help="What you call this goal"
          />
          <FormTextField
            id="goal-priority"
            label="Priority"
            autoComplete="off"
            inputMode="numeric"
            {...form.field('priority')}
            help="1 comes first in your plan; leave it empty to order by year"
          />
          <FormSelectField
            id="goal-portfolio"
            label="Portfolio"
            {...form.field('portfolio')}
            options={portfolioOptions(goal.kind)}
            prompt="Choose a portfolio"
            help="The mix its SIP is invested in, and so its assumed return"
          />
          {isMap && (
            <FormTextField
              id="goal-already-saved"
              label="Already saved"
              autoComplete="off"
              inputMode="decimal"
              prefix="₹"
              {...form.field('alreadySaved')}
              help="What you have put aside for this goal so far, in rupees"
            />
          )}
          <FormSelectField
            id="goal-move"
            label={isMap ? 'Move the goal' : 'Retire'}
            {...form.field('moveYears')}
            options={moveOptions(goal)}
            prompt="Choose a year"
            help={
              isMap
                ? 'A later year costs more but gives your SIP longer to grow'
                : 'Retiring later gives you more years to save and fewer to pay for'
            }
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5, flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={onClose}>Cancel</Button>
          <SubmitButton busy={form.busy} busyLabel="Saving…">
            Save changes
          </SubmitButton>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
