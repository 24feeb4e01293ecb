import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { GENERIC_ERROR_MESSAGE } from '../../shared/config/messages';
import { paths } from '../../shared/config/paths';
import type { SessionInfo } from '../../shared/config/public-reads';
import { visuallyHiddenStyle } from './visually-hidden';
import { usePublicRead } from '../lib/use-public-read';

/** Staff's figure says one: '1', not '1,480+'. */
const isOne = (figure: string) => figure.trim() === '1';

/** The three figures as staff wrote them (decision 35: '1,480+', '36'), each with its words. */
function figures({ sessions, months, people }: SessionInfo) {
  return [
    { value: sessions, label: isOne(sessions) ? 'session held' : 'sessions held' },
    { value: months, label: isOne(months) ? 'month of teaching' : 'months of teaching' },
    { value: people, label: isOne(people) ? 'person reached' : 'people reached' },
  ];
}

/**
 * The achievements banner (home and events): sessions held, months of teaching and people reached, from the first
 * record staff keep. Nothing shows when there is none; 'Something went wrong' when it cannot be
 * read (the server then sends the page without keeping it, decision 33). The server answers the
 * read with the page; after navigating in the browser the band keeps its height while the
 * figures load, so nothing below it moves when they arrive.
 *
 * Amber figures (6.0:1) and white words (9.8:1) on the theme's dark teal.
 */
export function AchievementsSection() {
  const { data, isPending, isSuccess, errorUpdateCount } = usePublicRead(
    paths.home.reads().achievements,
  );
  // The last read failed and none has succeeded since: also while it is asked again, so that the
  // browser's first draw matches the page the server sent.
  const failed = !isSuccess && errorUpdateCount > 0;
  if (!isPending && !data && !failed) return null;
  return (
    <Box
      component="section"
      aria-labelledby="achievements-title"
      aria-busy={isPending || undefined}
      sx={{ bgcolor: 'primary.dark', color: 'common.white' }}
    >
      <Container
        maxWidth="lg"
        sx={{
          py: { xs: 6, md: 7 },
          // The height of the three figures, stacked on phones and side by side from 600 px.
          minHeight: { xs: 376, sm: 176, md: 200 },
          display: 'flex',
          alignItems: 'center',
        }}
      >
        <h2 id="achievements-title" style={visuallyHiddenStyle}>
          Our work in numbers
        </h2>
        {failed && (
          <Box component="p" role="status" sx={{ m: 0, width: '100%', textAlign: 'center' }}>
            {GENERIC_ERROR_MESSAGE}
          </Box>
        )}
        {data && (
          <Box
            component="ul"
            sx={{
              listStyle: 'none',
              m: 0,
              p: 0,
              width: '100%',
              display: 'grid',
              gap: { xs: 3, sm: 2 },
              gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' },
            }}
          >
            {figures(data).map(({ value, label }) => (
              <Box
                component="li"
                key={label}
                sx={{ minWidth: 0, textAlign: 'center', overflowWrap: 'anywhere' }}
              >
                <Box
                  component="strong"
                  sx={{
                    display: 'block',
                    color: 'secondary.main',
                    fontSize: { xs: '2.5rem', md: '3rem' },
                    fontWeight: 700,
                    lineHeight: 1.2,
                  }}
                >
                  {value}
                </Box>{' '}
                <Box
                  component="span"
                  sx={{ display: 'block', fontSize: '1.05rem', lineHeight: 1.5 }}
                >
                  {label}
                </Box>
              </Box>
            ))}
          </Box>
        )}
      </Container>
    </Box>
  );
}
