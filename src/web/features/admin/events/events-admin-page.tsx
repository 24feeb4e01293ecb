import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'wouter';
import { GENERIC_ERROR_MESSAGE } from '../../../../shared/config/messages';
import { paths } from '../../../../shared/config/paths';
import { eventDateShown } from '../../../../shared/events/events';
import type { TAdminEvent } from '../../../../shared/schemas/event-admin';
import { AdminPage } from '../components/admin-page';
import { useAdminEvents } from './api/events-api';
import { EventDetailsDialog } from './components/event-details-dialog';
import { LoadState } from '../components/load-state';

/**
 * /dashboard/events (seed 001 section 2): the table Sr. no, City, Title, Date, Duration, and each
 * event's registrations; a title opens Event Details (Update, Delete behind 'Are you sure?',
 * Cancel); Add Event opens the Add New Event form.
 */
export default function EventsAdminPage() {
  return (
    <AdminPage
      title="Event Management"
      actions={
        <Button
          component={RouterLink}
          to={paths.adminSaveEvent.path}
          variant="contained"
          startIcon={<AddIcon />}
        >
          Add Event
        </Button>
      }
    >
      <EventsTable />
    </AdminPage>
  );
}

function EventsTable() {
  const events = useAdminEvents();
  const [opened, setOpened] = useState<TAdminEvent | null>(null);

  if (events.error) return <LoadState error={GENERIC_ERROR_MESSAGE} />;
  if (!events.data) return <LoadState what="the events" />;
  if (events.data.events.length === 0) {
    return <Typography sx={{ mt: 3 }}>No events yet. Add Event makes the first one.</Typography>;
  }
  return (
    <>
      <TableContainer sx={{ mt: 3, border: 1, borderColor: 'divider', borderRadius: 2 }}>
        <Table aria-label="Events" size="small">
          <TableHead>
            <TableRow>
              <TableCell>Sr. no</TableCell>
              <TableCell>City</TableCell>
              <TableCell>Title</TableCell>
              <TableCell>Date</TableCell>
              <TableCell>Duration</TableCell>
              <TableCell>Registrations</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {events.data.events.map((event, index) => (
              <TableRow key={event.id}>
                <TableCell>{index + 1}</TableCell>
                <TableCell>{event.eventCity}</TableCell>
                <TableCell>
                  <Link
                    component="button"
                    type="button"
                    onClick={() => setOpened(event)}
                    sx={{ textAlign: 'left', font: 'inherit', fontWeight: 600 }}
                  >
                    {event.eventTitle}
                  </Link>
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {eventDateShown(event.eventDate)}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{event.duration}</TableCell>
                <TableCell>
                  <Link
                    component={RouterLink}
                    to={`${paths.adminEventRegistrations.path}?id=${event.id}`}
                    aria-label={`${event.registrations} ${event.registrations === 1 ? 'registration' : 'registrations'} for ${event.eventTitle}`}
                  >
                    {event.registrations}
                  </Link>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {opened && <EventDetailsDialog event={opened} onClose={() => setOpened(null)} />}
    </>
  );
}
