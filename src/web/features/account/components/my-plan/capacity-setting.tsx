import Button from '@mui/material/Button';
import { lazy, Suspense, useState } from 'react';
import type { TPlan } from '../../../../../shared/schemas/my-plan';
import { LoadingNote } from '../loading-note';

// The form and its inputs (the form kit, about 10 KB) load when the user asks to change the figure,
// or at once when there is none yet: a plan that has one shows it in its summary (ADR 047).
const loadCapacityForm = () => import('./capacity-form');
const CapacityForm = lazy(() => loadCapacityForm().then((m) => ({ default: m.CapacityForm })));

type CapacitySettingProps = {
  capacity: number | null;
  /** The plan as the server now answers it, with the new gap. */
  onSaved: (plan: TPlan) => void;
};

/**
 * What the user can invest each month: its form when nothing is saved yet, else a button that
 * opens it (the summary beside says the saved figure and its gap). Left off the paper.
 */
export function CapacitySetting({ capacity, onSaved }: CapacitySettingProps) {
  // 'first': no figure yet, the form shows; 'asked': opened by the button, Cancel closes it.
  const [open, setOpen] = useState<'first' | 'asked' | null>(capacity === null ? 'first' : null);
  if (open === null) {
    return (
      <Button
        variant="outlined"
        onClick={() => setOpen('asked')}
        // Started on the way to a click, so the form is there when it lands.
        onPointerEnter={() => void loadCapacityForm()}
        onFocus={() => void loadCapacityForm()}
        data-print="hide"
        sx={{ justifySelf: 'start' }}
      >
        Change what you can invest
      </Button>
    );
  }
  return (
    <Suspense fallback={<LoadingNote>Loading the form…</LoadingNote>}>
      <CapacityForm
        capacity={capacity}
        onSaved={onSaved}
        {...(open === 'asked' && { autoFocus: true, onCancel: () => setOpen(null) })}
      />
    </Suspense>
  );
}
