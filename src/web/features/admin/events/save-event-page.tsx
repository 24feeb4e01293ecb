import { AdminShell } from '../components/admin-shell';
import { RequireAdmin } from '../components/require-admin';
import { saveEvent } from './api/events-api';
import { emptyEvent, EventForm } from './components/event-form';
import { EventPageHeading } from './components/event-page-heading';

/** /dashboard/saveEvent: the Add New Event form (seed 001 section 2). */
export default function SaveEventPage() {
  return (
    <RequireAdmin>
      {() => (
        <AdminShell>
          <EventPageHeading>Add New Event</EventPageHeading>
          <EventForm
            name="Add New Event"
            initialValues={emptyEvent}
            submitLabel="Save"
            submit={saveEvent}
          />
        </AdminShell>
      )}
    </RequireAdmin>
  );
}
