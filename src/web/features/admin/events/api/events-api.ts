import type {
  TAdminEventResponse,
  TAdminEventsResponse,
  TEventForm,
  TEventRegistrationsResponse,
  TEventUpdate,
  TEventWriteResponse,
} from '../../../../../shared/schemas/event-admin';
import { queryClient, useAppQuery } from '../../../../lib/query-client';
import { useAppMutation } from '../../../../lib/app-mutation';
import { adminQueryKey } from '../../api/admin-query-key';
import { adminRequest } from '../../api/admin-request';

/** Every events query, so that a write refreshes the table, the forms and the registrations. */
const eventsQueryKey = [...adminQueryKey, 'events'] as const;

const refreshEvents = () => queryClient.invalidateQueries({ queryKey: eventsQueryKey });

/** GET /api/admin/manageEvents: the table's rows. */
export const useAdminEvents = () =>
  useAppQuery<TAdminEventsResponse>({
    queryKey: [...eventsQueryKey, 'list'],
    queryFn: ({ signal }) => adminRequest('GET', 'admin/manageEvents', { signal }),
  });

/** GET /api/admin/eventDetails?id=N: one event as stored, for the update form. */
export const useAdminEvent = (id: number) =>
  useAppQuery<TAdminEventResponse>({
    queryKey: [...eventsQueryKey, 'one', id],
    queryFn: ({ signal }) => adminRequest('GET', `admin/eventDetails?id=${id}`, { signal }),
    // Read afresh each time the form opens, then kept while it is open: a refetch under an open
    // form would swap in a newer updatedAt and let its save overwrite someone else's change.
    staleTime: Infinity,
    gcTime: 0,
  });

/** GET /api/admin/eventRegistrations?id=N: the event and who registered for it. */
export const useEventRegistrations = (id: number) =>
  useAppQuery<TEventRegistrationsResponse>({
    queryKey: [...eventsQueryKey, 'registrations', id],
    queryFn: ({ signal }) => adminRequest('GET', `admin/eventRegistrations?id=${id}`, { signal }),
  });

/** POST /api/admin/saveEvent. */
export const saveEvent = async (body: TEventForm) => {
  const answer = await adminRequest<TEventWriteResponse>('POST', 'admin/saveEvent', { body });
  await refreshEvents();
  return answer;
};

/** POST /api/admin/updateEvent: with the id and the updatedAt the form was opened with. */
export const updateEvent = async (body: TEventUpdate) => {
  const answer = await adminRequest<TEventWriteResponse>('POST', 'admin/updateEvent', { body });
  await refreshEvents();
  return answer;
};

/** GET /api/admin/deleteEvent/{id} (the seeds' method). */
export const useDeleteEvent = () =>
  useAppMutation({
    mutationFn: (id: number) =>
      adminRequest<{ success: true; msg: string }>('GET', `admin/deleteEvent/${id}`),
    onSuccess: refreshEvents,
  });
