import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { lazy, Suspense, useState } from 'react';
import { GENERIC_ERROR_MESSAGE } from '../../../shared/config/messages';
import { paths } from '../../../shared/config/paths';
import type { TEvent } from '../../../shared/events/events';
import { AchievementsSection } from '../../components/achievements-section';
import { PageHeader } from '../../components/page-header';
import { lazyWhenNear } from '../../lib/lazy-when-near';
import { useNotify } from '../../lib/notify';
import { usePublicRead } from '../../lib/use-public-read';
import { EventGallery } from './components/event-gallery';
import { EventsHero } from './components/events-hero';
import { EventsTable } from './components/events-table';

// The first load keeps to its budget (150 KB): the dialog and its form come with the first press
// of an event, and the newsletter block (the form kit) when it comes near; the server draws the
// block with the page (its module is loaded before this one renders; the browser's build drops
// that import).
const EventDialog = lazy(() =>
  import('./components/event-dialog').then((m) => ({ default: m.EventDialog })),
);
const NEWSLETTER_PREFIX = 'events-newsletter';
const NearNewsletter = lazyWhenNear(`${NEWSLETTER_PREFIX}-title`, () =>
  import('../../components/newsletter-block').then((m) => m.NewsletterBlock),
);
const ServerNewsletter = import.meta.env.SSR
  ? (await import('../../components/newsletter-block')).NewsletterBlock
  : null;

const headingSx = {
  m: 0,
  mb: 3,
  fontSize: { xs: '1.6rem', md: '2rem' },
  fontWeight: 700,
  color: 'primary.dark',
} as const;

/**
 * /events (seed 000 section 2): the trail Home > Event, the hero, the tagline, the achievements
 * banner, the events table (a title opens Event Details with the registration form), the gallery
 * of 26 photos in a lightbox, and the newsletter block.
 */
export default function EventsPage() {
  const list = usePublicRead(paths.events.reads().events);
  const [open, setOpen] = useState<TEvent | null>(null);
  // Kept once loaded, so that the dialog can play its closing transition.
  const [dialogWanted, setDialogWanted] = useState(false);
  const notify = useNotify();
  return (
    <>
      <Container maxWidth="lg" sx={{ pt: { xs: 3, sm: 5 } }}>
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 3, md: 5 },
            alignItems: 'center',
            gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
            mb: { xs: 4, md: 6 },
          }}
        >
          <PageHeader
            crumb="Event"
            title="Events"
            lead="Free talks and workshops in cities across India: bring your questions, leave with a plan in rupees and a date for every goal."
          />
          <EventsHero />
        </Box>
      </Container>
      <Box
        component="p"
        sx={{
          m: 0,
          py: 3,
          px: 2,
          textAlign: 'center',
          bgcolor: 'secondary.main',
          color: '#1a1a1a',
          fontWeight: 700,
          letterSpacing: '0.12em',
          fontSize: { xs: '1.05rem', md: '1.35rem' },
        }}
      >
        EDUCATE - EMPOWER - EMPATHIZE
      </Box>
      <AchievementsSection />
      <Container maxWidth="lg" sx={{ py: { xs: 5, md: 7 } }}>
        <Box component="section" aria-labelledby="events-list-title" sx={{ mb: { xs: 6, md: 8 } }}>
          <Box component="h2" id="events-list-title" sx={headingSx}>
            Upcoming and past events
          </Box>
          {list.isPending && <p>Loading the events…</p>}
          {list.isError && <p role="alert">{GENERIC_ERROR_MESSAGE}</p>}
          {list.data && (
            <EventsTable
              events={list.data}
              onOpen={(event) => {
                setDialogWanted(true);
                setOpen(event);
              }}
            />
          )}
        </Box>
        <Box component="section" aria-labelledby="events-gallery-title">
          <Box component="h2" id="events-gallery-title" sx={headingSx}>
            Moments from our events
          </Box>
          <EventGallery headingId="events-gallery-title" />
        </Box>
      </Container>
      <Suspense fallback={null}>
        {ServerNewsletter ? (
          <ServerNewsletter idPrefix={NEWSLETTER_PREFIX} />
        ) : (
          <NearNewsletter idPrefix={NEWSLETTER_PREFIX} />
        )}
      </Suspense>
      {dialogWanted && (
        <Suspense fallback={null}>
          <EventDialog
            event={open}
            onClose={() => setOpen(null)}
            onRegistered={(message) => {
              setOpen(null);
              notify(message, 'success');
            }}
          />
        </Suspense>
      )}
    </>
  );
}
