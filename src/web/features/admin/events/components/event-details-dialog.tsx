import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { GENERIC_ERROR_MESSAGE } from '../../../../../shared/config/messages';
import { paths } from '../../../../../shared/config/paths';
import { eventDateShown, eventTimeShown } from '../../../../../shared/events/events';
import type { TAdminEvent } from '../../../../../shared/schemas/event-admin';
import { ApiError } from '../../../../lib/api-client';
import { useNotify } from '../../../../lib/notify';
import { useDeleteEvent } from '../api/events-api';

/** One labelled line of the details. */
function Detail({ label, value }: { label: string; value: string }) {
  return (
    <Typography sx={{ mb: 1.25, overflowWrap: 'anywhere' }}>
      <strong>{label}:</strong> {value || '—'}
    </Typography>
  );
}

/**
 * Event Details (seed 001 section 2): title, description, key note speaker, venue, date and start
 * time, with Update, Delete and Cancel. Delete asks 'Are you sure?' first, and says how many
 * registrations go with the event.
 */
export function EventDetailsDialog({
  event,
  onClose,
}: {
  event: TAdminEvent;
  onClose: () => void;
}) {
  const [, navigate] = useLocation();
  const notify = useNotify();
  const remove = useDeleteEvent();
  const [confirming, setConfirming] = useState(false);

  const handleDelete = () =>
    remove.mutate(event.id, {
      onSuccess: (answer) => {
        notify(answer.msg, 'success');
        onClose();
      },
      onError: (error) => {
        setConfirming(false);
        notify(error instanceof ApiError ? error.message : GENERIC_ERROR_MESSAGE, 'error');
      },
    });

  return (
    <>
      <Dialog open={!confirming} onClose={onClose} aria-labelledby="event-details-title" fullWidth>
        <DialogTitle id="event-details-title">Event Details</DialogTitle>
        <DialogContent>
          <Detail label="Title" value={event.eventTitle} />
          <Detail label="Description" value={event.eventDescription} />
          <Detail label="Key note speaker" value={event.keyNoteSpeaker} />
          <Detail label="Venue" value={event.venue} />
          <Detail label="Date" value={eventDateShown(event.eventDate)} />
          <Detail label="Start time" value={eventTimeShown(event.startTime)} />
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button
            variant="contained"
            onClick={() => navigate(`${paths.adminUpdateEvent.path}?id=${event.id}`)}
          >
            Update
          </Button>
          <Button variant="outlined" color="error" onClick={() => setConfirming(true)}>
            Delete
          </Button>
          <Button onClick={onClose}>Cancel</Button>
        </DialogActions>
      </Dialog>
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        aria-labelledby="event-delete-title"
        aria-describedby="event-delete-text"
      >
        <DialogTitle id="event-delete-title">Are you sure?</DialogTitle>
        <DialogContent>
          <DialogContentText id="event-delete-text">
            {`'${event.eventTitle}' is deleted from the site`}
            {event.registrations > 0
              ? `, with its ${event.registrations} ${event.registrations === 1 ? 'registration' : 'registrations'}.`
              : '.'}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button
            variant="contained"
            color="error"
            onClick={handleDelete}
            disabled={remove.isPending}
          >
            Delete
          </Button>
          <Button onClick={() => setConfirming(false)} autoFocus>
            Cancel
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
