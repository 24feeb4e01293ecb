import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { Link } from 'wouter';
import { paths } from '../../../shared/config/paths';
import { site } from '../../../shared/config/site';
import { formatDate } from '../../../shared/format/date';
import { PageHeader } from '../../components/page-header';
import { VisuallyHidden } from '../../components/visually-hidden';
import { VideoPlaylist } from './components/video-playlist';
import { mediaVideos, pressItems } from './media-content';

/**
 * /media: a hero with the trail Home > Media, a short introduction, our videos in a player with a
 * playlist (the video host's player loads only when pressed), and the From Press list, whose
 * items are demo items under invented outlets until staff add real coverage (media-content.ts).
 */
export default function MediaPage() {
  return (
    <>
      <Box component="section" aria-label="Introduction" sx={heroSx}>
        <Container maxWidth="lg" sx={{ display: 'flex', gap: 4, alignItems: 'center' }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <PageHeader
              crumb={paths.media.label}
              title="Media"
              lead="Our videos, talks and the conversations about money we have been part of."
            />
          </Box>
          <Box sx={{ display: { xs: 'none', md: 'block' }, flex: 'none', width: 260 }}>
            <HeroDrawing />
          </Box>
        </Container>
      </Box>

      <Container maxWidth="lg" sx={{ pb: { xs: 6, md: 8 } }}>
        <Box component="section" aria-labelledby="media-intro" sx={sectionSx}>
          <Box component="h2" id="media-intro" sx={headingSx}>
            Money, explained where you are
          </Box>
          <p>
            Most of what we teach happens in a room: a staff room in Malleswaram, an office
            cafeteria in Whitefield, a school hall on a Saturday. These short videos carry the same
            lessons to people who cannot be there, one idea at a time and in plain words, with every
            figure in rupees and every assumption said out loud.
          </p>
          <p>
            Journalists and producers who would like to talk to our founders about financial
            education, women and money, or workplace financial wellness can write to{' '}
            <a href={`mailto:${site.supportEmail}`}>{site.supportEmail}</a>. For more to read, see
            the <Link to={paths.magazine.path}>{paths.magazine.title.toLowerCase()}</Link>.
          </p>
        </Box>

        <Box component="section" aria-labelledby="media-videos" sx={sectionSx}>
          <Box component="h2" id="media-videos" sx={headingSx}>
            Videos
          </Box>
          <VideoPlaylist videos={mediaVideos} />
          <Box component="p" sx={{ mt: 2, fontSize: '0.95rem', color: 'text.secondary' }}>
            The videos play from YouTube’s privacy-enhanced player, which loads only when you press
            play. Any returns shown are illustrations, not promises. {site.distributor.disclaimer}
          </Box>
        </Box>

        <Box component="section" aria-labelledby="media-press" sx={sectionSx}>
          <Box component="h2" id="media-press" sx={headingSx}>
            From Press
          </Box>
          <Box component="p" role="note" sx={noteSx}>
            <strong>Demo items.</strong> The outlets and headlines below are invented examples that
            show how this list will look; no real publication wrote them, and their links lead to
            example addresses that do not exist. Our staff will replace them with real coverage.
          </Box>
          <Box component="ul" sx={pressListSx}>
            {pressItems.map((item) => (
              <li key={item.url}>
                <span className="outlet">{item.outlet}</span>
                <a href={item.url} target="_blank" rel="noopener noreferrer">
                  {item.title}
                  <VisuallyHidden> (demo link, opens in a new tab)</VisuallyHidden>
                </a>
                <time dateTime={item.date}>{formatDate(item.date)}</time>
              </li>
            ))}
          </Box>
        </Box>
      </Container>
    </>
  );
}

/** A microphone and a play button on speech bubbles, drawn by us. */
function HeroDrawing() {
  return (
    <svg viewBox="0 0 260 200" role="img" aria-label="A drawn microphone beside a play button">
      <rect x="10" y="20" width="150" height="100" rx="18" fill="#004d40" />
      <path d="M60 120l-10 30 40-30z" fill="#004d40" />
      <circle cx="85" cy="70" r="30" fill="#ffc107" />
      <path d="M77 56v28l24-14z" fill="#004d40" />
      <rect x="180" y="40" width="44" height="80" rx="22" fill="#4db6ac" />
      <path d="M170 100a32 32 0 0 0 64 0" fill="none" stroke="#00695c" strokeWidth="6" />
      <path d="M202 132v36M182 172h40" stroke="#00695c" strokeWidth="6" strokeLinecap="round" />
    </svg>
  );
}

const heroSx = {
  bgcolor: '#e0f2f1',
  pt: { xs: 3, sm: 5 },
  pb: { xs: 1, sm: 2 },
  mb: { xs: 4, md: 6 },
} as const;

const sectionSx = {
  mb: { xs: 5, md: 7 },
  fontSize: '1.05rem',
  '& > p': { mt: 0, mb: 2, lineHeight: 1.75, maxWidth: '72ch' },
  '& a': { color: 'primary.dark' },
} as const;

const headingSx = {
  m: 0,
  mb: 2,
  fontSize: { xs: '1.6rem', md: '2rem' },
  fontWeight: 700,
  color: 'primary.dark',
} as const;

const noteSx = {
  p: 2,
  borderRadius: 2,
  bgcolor: '#fff8e1',
  borderLeft: '4px solid',
  borderLeftColor: 'secondary.dark',
  fontSize: '0.95rem',
} as const;

const pressListSx = {
  m: 0,
  p: 0,
  listStyle: 'none',
  display: 'grid',
  gap: 2,
  gridTemplateColumns: {
    xs: 'minmax(0, 1fr)',
    sm: 'repeat(2, minmax(0, 1fr))',
    lg: 'repeat(3, minmax(0, 1fr))',
  },
  '& li': {
    display: 'flex',
    flexDirection: 'column',
    gap: 0.5,
    p: 2,
    borderRadius: 2,
    border: '1px solid rgba(0, 77, 64, 0.2)',
  },
  '& .outlet': {
    fontSize: '0.8rem',
    fontWeight: 700,
    textTransform: 'uppercase',
    letterSpacing: '0.05em',
    color: 'text.secondary',
  },
  '& a': { fontWeight: 700, lineHeight: 1.4, overflowWrap: 'anywhere' },
  '& time': { fontSize: '0.9rem', color: 'text.secondary' },
} as const;
