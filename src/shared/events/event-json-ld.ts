import { paths } from '../config/paths';
import { publisherJsonLd } from '../config/structured-data';
import { eventPathSegment, type TEvent } from './events';

/** India's offset, written as ISO 8601 wants it; no daylight saving. */
const IST = '+05:30';

/** `YYYY-MM-DD` and `HH:MM` India time, plus `minutes`, as ISO 8601 with India's offset. */
function istIso(date: string, time: string, minutes = 0): string {
  const [y, mo, d] = date.split('-').map(Number);
  const [h, mi] = time.split(':').map(Number);
  // Worked out on a UTC clock standing in for India's: only the wall-clock fields are read.
  const wall = new Date(Date.UTC(y!, mo! - 1, d!, h!, mi! + minutes));
  return `${wall.toISOString().slice(0, 19)}${IST}`;
}

/**
 * An event's JSON-LD for search engines and link previews: the `Event` (dates with India's
 * offset, the venue as a `Place` in its city, the key note speaker, free entry, the organiser)
 * and the `BreadcrumbList` Home > Events > event, with absolute URLs on the public origin.
 */
export function eventJsonLd(event: TEvent, origin: string) {
  const url = `${origin}${paths.events.path}/${eventPathSegment(event)}`;
  return {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'Event',
        '@id': `${url}#event`,
        name: event.eventTitle,
        description: event.eventDescription,
        url,
        startDate: istIso(event.eventDate, event.startTime),
        endDate: istIso(event.eventDate, event.startTime, event.durationMinutes),
        eventStatus: 'https://schema.org/EventScheduled',
        eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
        inLanguage: 'en-IN',
        isAccessibleForFree: true,
        location: {
          '@type': 'Place',
          name: event.venue,
          address: {
            '@type': 'PostalAddress',
            streetAddress: event.venue,
            addressLocality: event.eventCity,
            addressCountry: 'IN',
          },
        },
        performer: { '@type': 'Person', name: event.keyNoteSpeaker.split(',')[0]!.trim() },
        organizer: publisherJsonLd(origin),
        offers: {
          '@type': 'Offer',
          url,
          price: 0,
          priceCurrency: 'INR',
          availability: event.registrationOpen
            ? 'https://schema.org/InStock'
            : 'https://schema.org/SoldOut',
        },
      },
      {
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'Home', item: `${origin}/` },
          {
            '@type': 'ListItem',
            position: 2,
            name: paths.events.label,
            item: origin + paths.events.path,
          },
          { '@type': 'ListItem', position: 3, name: event.eventTitle, item: url },
        ],
      },
    ],
  };
}
