import { AdminPage } from '../components/admin-page';
import { saveEvent } from './api/events-api';
import { emptyEvent, EventForm } from './components/event-form';

/** /dashboard/saveEvent: the Add New Event form (seed 001 section 2). */
export default function SaveEventPage() {
  return (
    <AdminPage title="Add New Event">
      <EventForm
        name="Add New Event"
        initialValues={emptyEvent}
        submitLabel="Save"
        submit={saveEvent}
      />
    </AdminPage>
  );
}
