import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'wouter';
import { GENERIC_ERROR_MESSAGE } from '../../../../shared/config/messages';
import { paths } from '../../../../shared/config/paths';
import { eventDateShown } from '../../../../shared/events/events';
import { ApiError } from '../../../lib/api-client';
import { AdminPage } from '../components/admin-page';
import { DownloadReportButton } from '../reports/download-report-button';
import { useEventRegistrations } from './api/events-api';
import { useEventIdParam } from './components/event-id';
import { LoadState } from '../components/load-state';

const NO_SUCH_EVENT = 'There is no such event: it may have been deleted.';

/** When someone registered, India time, as staff read it: '27 Nov 2026, 10:42 am'. */
const registeredAt = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
});

/**
 * /dashboard/eventRegistrations?id=N: who registered for one event (name, e-mail, phone, when),
 * in the order they did, and the same as a CSV file (the reports core's single-use link).
 */
export default function EventRegistrationsPage() {
  const id = useEventIdParam();
  return (
    <AdminPage
      title="Event registrations"
      actions={
        <Button component={RouterLink} to={paths.adminEvents.path} variant="outlined">
          Back to events
        </Button>
      }
    >
      {id === null ? <LoadState error={NO_SUCH_EVENT} /> : <Registrations id={id} />}
    </AdminPage>
  );
}

function Registrations({ id }: { id: number }) {
  const answer = useEventRegistrations(id);
  if (answer.error) {
    const gone = answer.error instanceof ApiError && answer.error.status === 404;
    return <LoadState error={gone ? NO_SUCH_EVENT : GENERIC_ERROR_MESSAGE} />;
  }
  if (!answer.data) return <LoadState what="the registrations" />;
  const { event, registrations } = answer.data;
  return (
    <>
      <Typography component="h2" sx={{ mt: 2, fontSize: '1.25rem', fontWeight: 600 }}>
        {event.eventTitle}, {event.eventCity}, {eventDateShown(event.eventDate)}
      </Typography>
      <Box sx={{ mt: 1, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <Typography sx={{ color: 'text.secondary' }}>
          {registrations.length === 1 ? '1 registration' : `${registrations.length} registrations`}
        </Typography>
        {registrations.length > 0 && (
          <DownloadReportButton report="event_registrations" params={{ eventId: event.id }}>
            Download CSV
          </DownloadReportButton>
        )}
      </Box>
      {registrations.length > 0 && (
        <TableContainer sx={{ mt: 2, border: 1, borderColor: 'divider', borderRadius: 2 }}>
          <Table aria-label={`Registrations for ${event.eventTitle}`} size="small">
            <TableHead>
              <TableRow>
                <TableCell>Name</TableCell>
                <TableCell>E-mail</TableCell>
                <TableCell>Phone</TableCell>
                <TableCell>Registered at</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {registrations.map((row) => (
                <TableRow key={row.id}>
                  <TableCell>{row.name}</TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{row.email}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.phone}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {registeredAt.format(new Date(row.registeredAt))}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </>
  );
}
