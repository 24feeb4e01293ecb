import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'wouter';
import { formatDate } from '../../../../shared/format/date';
import { FEATURED_SIDEBAR } from '../../../../shared/magazine/magazine-routes';
import { articlePath } from '../../../../shared/magazine/slug';
import type { TBlogSummary } from '../../../../shared/schemas/magazine';
import { ArticleCardList } from './article-card-list';
import { ACROSS_CONTAINER, CoverImage } from './cover-image';
import { SectionLabel } from './section-label';

function ArticleLink({ article }: { article: TBlogSummary }) {
  return (
    <Link component={RouterLink} href={articlePath(article)} color="inherit" underline="hover">
      {article.title}
    </Link>
  );
}

/** The main story: its picture large (the page's largest paint: fetched first), then its words. */
function MainStory({ article }: { article: TBlogSummary }) {
  return (
    <Box component="article" sx={{ display: 'grid', gap: 1.25, alignContent: 'start' }}>
      <CoverImage
        article={article}
        sizes={`(min-width: 900px) 760px, ${ACROSS_CONTAINER}`}
        priority
      />
      <SectionLabel article={article} />
      <Typography
        component="h3"
        sx={{ fontWeight: 700, fontSize: { xs: '1.5rem', sm: '2rem' }, lineHeight: 1.25 }}
      >
        <ArticleLink article={article} />
      </Typography>
      <Typography sx={{ fontSize: '1.05rem' }} color="text.secondary">
        {article.description}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        By {article.author.name} · {formatDate(article.createdAt)} · {article.readingMinutes} min
        read
      </Typography>
    </Box>
  );
}

/** The three beside the main story: words only, so the column stays short. */
function Sidebar({ articles }: { articles: readonly TBlogSummary[] }) {
  return (
    <Box component="ul" sx={{ p: 0, m: 0, listStyle: 'none', display: 'grid', gap: 2.5 }}>
      {articles.map((article) => (
        <Box
          component="li"
          key={article.id}
          sx={{
            display: 'grid',
            gap: 0.5,
            pb: 2.5,
            borderBottom: 1,
            borderColor: 'divider',
            '&:last-of-type': { borderBottom: 0, pb: 0 },
          }}
        >
          <SectionLabel article={article} />
          <Typography component="h3" sx={{ fontWeight: 700, fontSize: '1.15rem' }}>
            <ArticleLink article={article} />
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {article.description}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/**
 * The featured articles as seed 001 lays them out: the first is the main story, the next three sit
 * beside it, the rest run in a row under it.
 */
export function FeaturedStories({ articles }: { articles: readonly TBlogSummary[] }) {
  const [main, ...others] = articles;
  if (!main) return null;
  const sidebar = others.slice(0, FEATURED_SIDEBAR);
  const footer = others.slice(FEATURED_SIDEBAR);
  return (
    <Box sx={{ display: 'grid', gap: 4 }}>
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 3, md: 4 },
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(0, 1fr)' },
        }}
      >
        <MainStory article={main} />
        {sidebar.length > 0 && <Sidebar articles={sidebar} />}
      </Box>
      {footer.length > 0 && <ArticleCardList articles={footer} />}
    </Box>
  );
}
