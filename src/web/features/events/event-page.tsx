import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Suspense, useState } from 'react';
import { Link as RouterLink } from 'wouter';
import { GENERIC_ERROR_MESSAGE } from '../../../shared/config/messages';
import { pageTitle } from '../../../shared/config/page-title';
import { paths } from '../../../shared/config/paths';
import { eventJsonLd } from '../../../shared/events/event-json-ld';
import { eventDateShown, eventPathSegment, type TEvent } from '../../../shared/events/events';
import { FormAlert } from '../../components/form/form-alert';
import { PageHead } from '../../components/page-head';
import { lazyWhenNear } from '../../lib/lazy-when-near';
import { useNotify } from '../../lib/notify';
import { usePublicRead } from '../../lib/use-public-read';
import { EventDetails, RegistrationClosed } from './components/event-details';
import { Breadcrumbs } from '../../components/breadcrumbs';

// The form's code (the form kit) comes when the visitor first acts on the page (a press, a key, a
// focus), so that the first load keeps to its budget; the server draws the form with the page, and
// text typed before is kept.
const FORM_PREFIX = 'event-page';
const LiveRegisterForm = lazyWhenNear(
  `${FORM_PREFIX}-form-title`,
  () => import('./components/event-register-form').then((m) => m.EventRegisterForm),
  { onInteraction: true },
);
const ServerRegisterForm = import.meta.env.SSR
  ? (await import('./components/event-register-form')).EventRegisterForm
  : null;
const EventRegisterForm = ServerRegisterForm ?? LiveRegisterForm;

/** The trail Home > Events > the event. */
function Trail({ title }: { title: string }) {
  return (
    <Breadcrumbs
      trail={[
        { href: paths.home.path, label: 'Home' },
        { href: paths.events.path, label: paths.events.label ?? paths.events.title },
      ]}
      current={title}
      quiet
    />
  );
}

function EventNotFound() {
  return (
    <>
      <PageHead title={pageTitle({ title: 'Event not found' })} noindex />
      <Trail title="Event not found" />
      <Typography component="h1" sx={{ fontSize: '2rem', fontWeight: 700, color: 'primary.dark' }}>
        Event not found
      </Typography>
      <p>
        There is no event at this address. The link may be mistyped; see{' '}
        <Link component={RouterLink} to={paths.events.path} sx={{ color: 'primary.dark' }}>
          all our events
        </Link>
        .
      </p>
    </>
  );
}

function EventView({ event }: { event: TEvent }) {
  const notify = useNotify();
  const [registered, setRegistered] = useState<string | null>(null);
  const path = `${paths.events.path}/${eventPathSegment(event)}`;
  return (
    <>
      <PageHead
        title={pageTitle({ title: event.eventTitle })}
        page="eventPage"
        description={`${event.eventCity}, ${eventDateShown(event.eventDate)}: ${event.eventDescription}`}
        canonicalPath={path}
        jsonLd={import.meta.env.SSR ? ({ origin }) => eventJsonLd(event, origin) : undefined}
      />
      <Trail title={event.eventTitle} />
      <Typography
        component="h1"
        sx={{
          fontSize: { xs: '2rem', sm: '2.6rem' },
          fontWeight: 700,
          lineHeight: 1.15,
          color: 'primary.dark',
          mb: 3,
          overflowWrap: 'break-word',
        }}
      >
        {event.eventTitle}
      </Typography>
      <Box sx={{ display: 'grid', gap: 4 }}>
        <EventDetails event={event} />
        {!event.registrationOpen ? (
          <RegistrationClosed />
        ) : registered ? (
          <FormAlert notice={{ severity: 'success', message: registered }} />
        ) : (
          <Suspense fallback={null}>
            <EventRegisterForm
              eventId={event.id}
              idPrefix={FORM_PREFIX}
              headingLevel="h2"
              onRegistered={(message) => {
                setRegistered(message);
                notify(message, 'success');
              }}
            />
          </Suspense>
        )}
      </Box>
    </>
  );
}

/**
 * `/events/{slug}-{id}`: one event with the dialog's content and its form, reachable without
 * JavaScript and shareable, with `Event` JSON-LD. Found by its id (a wrong slug still opens it;
 * the canonical link names the right one). A past event shows no form and says registration has
 * closed; an unknown id is the not-found view (404 from the server).
 */
export default function EventPage({ params }: { params: Readonly<Record<string, string>> }) {
  const exists = paths.eventPage.exists(params);
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, sm: 5 } }}>
      {exists ? <EventRead params={params} /> : <EventNotFound />}
    </Container>
  );
}

function EventRead({ params }: { params: Readonly<Record<string, string>> }) {
  const read = usePublicRead(paths.eventPage.reads(params).event);
  if (read.isPending) return <p>Loading the event…</p>;
  if (read.isError) return <p role="alert">{GENERIC_ERROR_MESSAGE}</p>;
  return read.data ? <EventView event={read.data} /> : <EventNotFound />;
}
