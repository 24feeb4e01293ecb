import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

type ConfirmDeleteDialogProps = {
  open: boolean;
  /** What will be deleted, in a sentence. */
  what: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** The seed's 'Are you sure?' before a delete, with Delete and Cancel (section 4). */
export function ConfirmDeleteDialog({
  open,
  what,
  busy,
  onConfirm,
  onClose,
}: ConfirmDeleteDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="confirm-delete-title">
      <DialogTitle id="confirm-delete-title">Are you sure?</DialogTitle>
      <DialogContent>
        <DialogContentText>{what}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          color="error"
          variant="contained"
          disableElevation
          disabled={busy}
          onClick={onConfirm}
        >
          Delete
        </Button>
      </DialogActions>
    </Dialog>
  );
}
