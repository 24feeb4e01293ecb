import { GENERIC_ERROR_MESSAGE } from '../../../../shared/config/messages';
import type { TAdminEvent } from '../../../../shared/schemas/event-admin';
import { ApiError } from '../../../lib/api-client';
import { AdminPage } from '../components/admin-page';
import { updateEvent, useAdminEvent } from './api/events-api';
import { EventForm, type EventFormValues } from './components/event-form';
import { useEventIdParam } from './components/event-id';
import { LoadState } from '../components/load-state';

const NO_SUCH_EVENT = 'There is no such event: it may have been deleted.';

function formValuesOf(event: TAdminEvent): EventFormValues {
  return {
    eventTitle: event.eventTitle,
    eventCity: event.eventCity,
    eventDate: event.eventDate,
    startTime: event.startTime,
    duration: event.duration,
    venue: event.venue,
    keyNoteSpeaker: event.keyNoteSpeaker,
    eventDescription: event.eventDescription,
  };
}

/**
 * /dashboard/updateEvent?id=N: the Update Event form, prefilled from the server by id (not from
 * what the table held), so a reload keeps it. The update carries the `updatedAt` it opened with:
 * if another admin saved first, the server refuses it in words (409 CONFLICT).
 */
export default function UpdateEventPage() {
  const id = useEventIdParam();
  return (
    <AdminPage title="Update Event">
      {id === null ? <LoadState error={NO_SUCH_EVENT} /> : <PrefilledForm id={id} />}
    </AdminPage>
  );
}

function PrefilledForm({ id }: { id: number }) {
  const event = useAdminEvent(id);
  if (event.error) {
    const gone = event.error instanceof ApiError && event.error.status === 404;
    return <LoadState error={gone ? NO_SUCH_EVENT : GENERIC_ERROR_MESSAGE} />;
  }
  if (!event.data) return <LoadState what="the event" />;
  const { updatedAt } = event.data.event;
  return (
    <EventForm
      name="Update Event"
      initialValues={formValuesOf(event.data.event)}
      submitLabel="Update"
      submit={(data) => updateEvent({ ...data, id, updatedAt })}
    />
  );
}
