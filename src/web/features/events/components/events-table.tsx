import Box from '@mui/material/Box';
import type { MouseEvent } from 'react';
import { paths } from '../../../../shared/config/paths';
import { eventDateShown, eventPathSegment, type TEvent } from '../../../../shared/events/events';

const eventPath = (event: TEvent) => `${paths.events.path}/${eventPathSegment(event)}`;

type EventsTableProps = {
  events: readonly TEvent[];
  /** A plain click on an event's title opens its dialog; other clicks follow the link. */
  onOpen: (event: TEvent) => void;
};

/** `150` → `2 h 30 min`: the narrow column of small screens. */
function shortDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return [hours > 0 ? `${hours} h` : '', rest > 0 ? `${rest} min` : ''].filter(Boolean).join(' ');
}

const plainClick = (click: MouseEvent) =>
  click.button === 0 && !click.metaKey && !click.ctrlKey && !click.shiftKey && !click.altKey;

/**
 * The events table (seed 000 section 2): City, Title, Date, and Duration on small screens only.
 * Each title is a link to the event's own page, so that it works without JavaScript and can be
 * opened in a new tab; a plain click opens the Event Details dialog instead. Past events stay
 * listed, marked, without a form.
 */
export function EventsTable({ events, onOpen }: EventsTableProps) {
  if (events.length === 0) {
    return (
      <Box component="p" sx={{ m: 0, fontSize: '1.05rem' }}>
        No events are planned just now. Subscribe to our newsletter below to hear of the next one.
      </Box>
    );
  }
  // On the narrowest phones (320 px) the four columns' whole words can be wider than the screen:
  // the table then scrolls inside its own box, never the page.
  return (
    <Box sx={{ overflowX: 'auto', maxWidth: '100%' }}>
      <Box
        component="table"
        sx={{
          width: '100%',
          borderCollapse: 'collapse',
          fontSize: { xs: '0.875rem', sm: '1rem' },
          '& th, & td': {
            textAlign: 'left',
            verticalAlign: 'top',
            px: { xs: 0.75, sm: 2 },
            py: 1.5,
            borderBottom: '1px solid #cfd8dc',
            // Words stay whole (a city's name too); only a word wider than its column breaks.
            overflowWrap: 'break-word',
          },
          '& thead th': { bgcolor: 'primary.dark', color: 'common.white', fontWeight: 700 },
          '& .duration': { display: { xs: 'table-cell', md: 'none' } },
        }}
      >
        <caption style={{ captionSide: 'bottom', textAlign: 'left', padding: '8px 0' }}>
          Choose an event to see its details and register. Times are India time.
        </caption>
        <thead>
          <tr>
            <th scope="col">City</th>
            <th scope="col">Title</th>
            <th scope="col">Date</th>
            <th scope="col" className="duration">
              Duration
            </th>
          </tr>
        </thead>
        <tbody>
          {events.map((event) => (
            <tr key={event.id}>
              <td>{event.eventCity}</td>
              <td>
                <Box
                  component="a"
                  href={eventPath(event)}
                  onClick={(click: MouseEvent) => {
                    if (!plainClick(click)) return;
                    click.preventDefault();
                    onOpen(event);
                  }}
                  sx={{ color: 'primary.dark', fontWeight: 700 }}
                >
                  {event.eventTitle}
                </Box>
                {!event.registrationOpen && (
                  <Box
                    component="span"
                    sx={{ display: 'block', fontSize: '0.85rem', color: '#455a64' }}
                  >
                    Held; registration closed
                  </Box>
                )}
              </td>
              <td style={{ whiteSpace: 'nowrap' }}>{eventDateShown(event.eventDate)}</td>
              <td className="duration">{shortDuration(event.durationMinutes)}</td>
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}
