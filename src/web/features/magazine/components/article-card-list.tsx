import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'wouter';
import { formatDate } from '../../../../shared/format/date';
import { articlePath } from '../../../../shared/magazine/slug';
import type { TBlogSummary } from '../../../../shared/schemas/magazine';
import { ACROSS_PHONE_CONTAINER, CoverImage } from './cover-image';
import { SectionLabel } from './section-label';

/**
 * A list of articles as cards: picture, section (to its page), title (to the article), date and
 * reading time. The title's link is the card's one stop for the keyboard. `leadsPage`: the list
 * opens the page, so its first picture is the largest paint of the first screen and is fetched
 * at once; the others wait until they are scrolled near.
 */
export function ArticleCardList({
  articles,
  headingLevel = 3,
  leadsPage = false,
}: {
  articles: readonly TBlogSummary[];
  headingLevel?: 2 | 3;
  leadsPage?: boolean;
}) {
  return (
    <Box
      component="ul"
      sx={{
        p: 0,
        m: 0,
        listStyle: 'none',
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(240px, 1fr))' },
      }}
    >
      {articles.map((article, index) => (
        <Box
          component="li"
          key={article.id}
          sx={{ display: 'grid', gap: 1, alignContent: 'start' }}
        >
          <CoverImage
            article={article}
            sizes={`(min-width: 900px) 280px, (min-width: 600px) 45vw, ${ACROSS_PHONE_CONTAINER}`}
            priority={leadsPage && index === 0}
          />
          <SectionLabel article={article} />
          <Typography component={`h${headingLevel}`} sx={{ fontWeight: 700, fontSize: '1.1rem' }}>
            <Link
              component={RouterLink}
              href={articlePath(article)}
              underline="hover"
              color="inherit"
            >
              {article.title}
            </Link>
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {formatDate(article.createdAt)} · {article.readingMinutes} min read
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
