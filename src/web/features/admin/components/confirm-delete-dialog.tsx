import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

type ConfirmDeleteDialogProps = {
  /** What will be deleted and what goes with it, in a sentence; no dialog while null. */
  what: string | null;
  /** The delete is on its way: Delete waits. */
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/**
 * The seeds' 'Are you sure?' before every delete, with Delete and Cancel (seed 001 section 4).
 * Cancel has the focus, so that Enter never deletes by accident.
 */
export function ConfirmDeleteDialog({ what, busy, onConfirm, onClose }: ConfirmDeleteDialogProps) {
  return (
    <Dialog
      open={what !== null}
      onClose={onClose}
      aria-labelledby="confirm-delete-title"
      aria-describedby="confirm-delete-text"
    >
      <DialogTitle id="confirm-delete-title">Are you sure?</DialogTitle>
      <DialogContent>
        <DialogContentText id="confirm-delete-text">{what}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button
          color="error"
          variant="contained"
          disableElevation
          disabled={busy}
          onClick={onConfirm}
        >
          Delete
        </Button>
        <Button onClick={onClose} autoFocus>
          Cancel
        </Button>
      </DialogActions>
    </Dialog>
  );
}
