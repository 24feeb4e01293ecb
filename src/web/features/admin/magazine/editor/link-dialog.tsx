import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useState, type FormEvent } from 'react';
import { FormTextField } from '../../../../components/form/form-text-field';
import { LINK_ADDRESS } from './article-extensions';

const LINK_ADDRESS_MESSAGE =
  'Please enter an address starting with https://, mailto:, tel: or / (a page of this site)';

type LinkDialogProps = {
  open: boolean;
  /** The address of the link under the cursor, '' for a new one. */
  initial: string;
  onSave: (href: string) => void;
  onRemove: () => void;
  onClose: () => void;
};

/** Asks a link's address (the toolbar's Link): web, mail, phone or a path of this site. */
export function LinkDialog({ open, initial, onSave, onRemove, onClose }: LinkDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="link-dialog-title" fullWidth>
      {/* Drawn afresh each time it opens, with the link under the cursor. */}
      {open && <LinkForm initial={initial} onSave={onSave} onRemove={onRemove} onClose={onClose} />}
    </Dialog>
  );
}

function LinkForm({ initial, onSave, onRemove, onClose }: Omit<LinkDialogProps, 'open'>) {
  const [href, setHref] = useState(initial);
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    const value = href.trim();
    if (!LINK_ADDRESS.test(value)) return setError(LINK_ADDRESS_MESSAGE);
    onSave(value);
  };
  return (
    <Box component="form" noValidate onSubmit={submit}>
      <DialogTitle id="link-dialog-title">{initial ? 'Edit link' : 'Add link'}</DialogTitle>
      <DialogContent>
        <Box sx={{ pt: 1 }}>
          <FormTextField
            id="link-address"
            label="Address"
            autoComplete="off"
            autoFocus
            required
            value={href}
            onChange={(value) => {
              setHref(value);
              setError(undefined);
            }}
            error={error}
            help="https://…, mailto:…, tel:… or a page of this site such as /magazine"
          />
        </Box>
      </DialogContent>
      <DialogActions>
        {initial && (
          <Button color="error" onClick={onRemove}>
            Remove link
          </Button>
        )}
        <Button onClick={onClose}>Cancel</Button>
        <Button type="submit" variant="contained" disableElevation>
          Save link
        </Button>
      </DialogActions>
    </Box>
  );
}
