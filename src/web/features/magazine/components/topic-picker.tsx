import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'wouter';
import { LANDING_TOPICS, landingTopicRead } from '../../../../shared/magazine/magazine-routes';
import { tagPath } from '../../../../shared/magazine/slug';
import { usePublicRead } from '../../../lib/use-public-read';
import { ArticleCardList } from './article-card-list';
import { Loading, ReadFailed } from './read-state';

/**
 * Without JavaScript the list cannot change topic, so each of the other topics is also a plain
 * link to its tag page, shown only by a browser without scripts (React leaves it alone).
 */
function NoScriptTopics() {
  return (
    <noscript>
      <p>
        Or read about:{' '}
        {LANDING_TOPICS.slice(1).map((t, index) => (
          <span key={t}>
            {index > 0 && ' · '}
            <a href={tagPath(t)} style={{ color: '#00695c' }}>
              {t}
            </a>
          </span>
        ))}
      </p>
    </noscript>
  );
}

/**
 * 'I want to …': a topic picked from a list shows its four newest articles (seed 001; the first
 * topic is on the server's page). A native select: the phone's own picker, no pop-up code.
 */
export function TopicPicker({ headingId }: { headingId: string }) {
  const selectId = useId();
  const [topic, setTopic] = useState<string>(LANDING_TOPICS[0]);
  const articles = usePublicRead(landingTopicRead(topic));
  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: 1.5, mb: 3 }}>
        <Typography
          component="h2"
          id={headingId}
          sx={{ fontWeight: 700, fontSize: { xs: '1.5rem', sm: '1.9rem' } }}
        >
          <label htmlFor={selectId}>I want to</label>
        </Typography>
        <Box
          component="select"
          id={selectId}
          value={topic}
          onChange={(event) => setTopic(event.target.value)}
          sx={{
            font: 'inherit',
            fontSize: { xs: '1.25rem', sm: '1.5rem' },
            fontWeight: 700,
            color: 'primary.dark',
            bgcolor: 'background.paper',
            border: 0,
            borderBottom: 2,
            borderColor: 'primary.main',
            borderRadius: 0,
            py: 0.5,
            pr: 1,
            cursor: 'pointer',
            '&:focus-visible': { outline: '2px solid #00695c', outlineOffset: 2 },
          }}
        >
          {LANDING_TOPICS.map((t) => (
            <option key={t} value={t}>
              {t}
            </option>
          ))}
        </Box>
      </Box>
      {/* Heard when the list changes after a new topic is picked. */}
      <Box aria-live="polite">
        {articles.isPending && <Loading />}
        {articles.isError && (
          <ReadFailed error={articles.error} onRetry={() => void articles.refetch()} />
        )}
        {articles.isSuccess &&
          (articles.data.length === 0 ? (
            <Typography>No articles on this topic yet.</Typography>
          ) : (
            <ArticleCardList articles={articles.data} />
          ))}
      </Box>
      <Link component={RouterLink} href={tagPath(topic)} sx={{ display: 'inline-block', mt: 2 }}>
        Every article on “{topic}”
      </Link>
      <NoScriptTopics />
    </>
  );
}
