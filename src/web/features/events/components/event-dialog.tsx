import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'wouter';
import { paths } from '../../../../shared/config/paths';
import { eventPathSegment, type TEvent } from '../../../../shared/events/events';
import { EventDetails, RegistrationClosed } from './event-details';
import { EventRegisterForm } from './event-register-form';

type EventDialogProps = {
  event: TEvent | null;
  onClose: () => void;
  /** The server's 'Registration Successful': the dialog closes and the page shows it. */
  onRegistered: (message: string) => void;
};

/**
 * Event Details (seed 000 sections 2 and 4): open or closed; closes on a successful registration.
 * MUI's dialog traps the focus, closes on Escape and gives the focus back to the event's link.
 */
export function EventDialog({ event, onClose, onRegistered }: EventDialogProps) {
  return (
    <Dialog
      open={event !== null}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      slotProps={{
        // The whole screen on phones, so that the form has the whole width.
        paper: {
          sx: {
            m: { xs: 0, sm: 4 },
            width: { xs: '100%', sm: 'calc(100% - 64px)' },
            maxWidth: { xs: '100%', sm: 600 },
            minHeight: { xs: '100%', sm: 'auto' },
            borderRadius: { xs: 0, sm: 1 },
          },
        },
      }}
      aria-labelledby="event-dialog-title"
      aria-describedby="event-dialog-kind"
      scroll="body"
    >
      {event && (
        <>
          <DialogTitle
            id="event-dialog-title"
            component="h2"
            sx={{ pr: 7, fontSize: '1.5rem', fontWeight: 700, color: 'primary.dark' }}
          >
            {event.eventTitle}
          </DialogTitle>
          <IconButton
            aria-label="Close"
            onClick={onClose}
            sx={{ position: 'absolute', right: 8, top: 8 }}
          >
            <CloseIcon />
          </IconButton>
          <DialogContent sx={{ display: 'grid', gap: 3 }}>
            <Box component="p" id="event-dialog-kind" sx={{ m: 0, color: 'text.secondary' }}>
              Event details
            </Box>
            <EventDetails event={event} />
            {event.registrationOpen ? (
              <EventRegisterForm
                key={event.id}
                eventId={event.id}
                idPrefix="event-dialog"
                onRegistered={onRegistered}
              />
            ) : (
              <RegistrationClosed />
            )}
            <Link
              component={RouterLink}
              to={`${paths.events.path}/${eventPathSegment(event)}`}
              sx={{ justifySelf: 'start', color: 'primary.dark', fontWeight: 700 }}
            >
              Open this event’s own page to share it
            </Link>
          </DialogContent>
        </>
      )}
    </Dialog>
  );
}
