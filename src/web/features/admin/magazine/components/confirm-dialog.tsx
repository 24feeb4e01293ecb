import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

type ConfirmDialogProps = {
  /** What will be deleted, in a sentence; no dialog while null. */
  what: string | null;
  onConfirm: () => void;
  onClose: () => void;
};

/** The seed's 'Are you sure?' before a delete, with Delete and Cancel (section 4). */
export function ConfirmDialog({ what, onConfirm, onClose }: ConfirmDialogProps) {
  return (
    <Dialog open={what !== null} onClose={onClose} aria-labelledby="confirm-delete-title">
      <DialogTitle id="confirm-delete-title">Are you sure?</DialogTitle>
      <DialogContent>
        <DialogContentText>{what}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button color="error" variant="contained" disableElevation onClick={onConfirm}>
          Delete
        </Button>
      </DialogActions>
    </Dialog>
  );
}
