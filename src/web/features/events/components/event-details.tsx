import Box from '@mui/material/Box';
import { eventDateShown, eventTimeShown, type TEvent } from '../../../../shared/events/events';

/**
 * What the Event Details dialog and the event's own page show (seed 000 section 2): the
 * description, key note speaker, venue, date (dd-mm-yyyy) and start time, with the city and
 * length. The title is the caller's heading.
 */
export function EventDetails({ event }: { event: TEvent }) {
  const facts = [
    { term: 'Key note speaker', value: event.keyNoteSpeaker },
    { term: 'Venue', value: `${event.venue}, ${event.eventCity}` },
    { term: 'Date', value: eventDateShown(event.eventDate) },
    { term: 'Start time', value: `${eventTimeShown(event.startTime)} (India time)` },
    { term: 'Duration', value: event.duration },
  ];
  return (
    <Box>
      <Box component="p" sx={{ mt: 0, mb: 2, fontSize: '1.05rem', lineHeight: 1.6 }}>
        {event.eventDescription}
      </Box>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
          columnGap: 2,
          rowGap: { xs: 0.25, sm: 1 },
          '& dt': { fontWeight: 700, color: 'primary.dark', mt: { xs: 1, sm: 0 } },
          '& dd': { m: 0, overflowWrap: 'anywhere' },
        }}
      >
        {facts.map(({ term, value }) => (
          <Box key={term} sx={{ display: 'contents' }}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

/** What stands in place of the form once the event's day has ended. */
export function RegistrationClosed() {
  return (
    <Box
      component="p"
      role="note"
      sx={{ m: 0, p: 2, borderRadius: 2, bgcolor: '#eceff1', color: '#263238' }}
    >
      This event has taken place, so registration has closed. Our upcoming events are listed on the
      events page.
    </Box>
  );
}
