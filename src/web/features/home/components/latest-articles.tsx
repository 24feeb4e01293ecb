import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { Link as RouterLink } from 'wouter';
import { paths } from '../../../../shared/config/paths';
import { formatDate } from '../../../../shared/format/date';
import { coverAlt } from '../../../../shared/magazine/cover-alt';
import { imageUrl, parseImageUrl, renditionWidths } from '../../../../shared/magazine/image-srcset';
import { articlePath } from '../../../../shared/magazine/slug';
import type { TBlogSummary } from '../../../../shared/schemas/magazine';
import { usePublicRead } from '../../../lib/use-public-read';
import { CardGrid } from './card-grid';
import { SectionHeading } from './section-heading';

/** An article's cover at 16:9, small WebP renditions, fetched only when scrolled near. */
function Cover({ article }: { article: TBlogSummary }) {
  const stored = parseImageUrl(article.imageURL);
  if (!article.imageURL) return null;
  const widths = stored ? renditionWidths(stored.width).sort((a, b) => a - b) : [];
  return (
    <Box
      component="img"
      src={
        stored
          ? imageUrl(stored.id, widths.find((w) => w >= 640) ?? stored.width)
          : article.imageURL
      }
      srcSet={stored ? widths.map((w) => `${imageUrl(stored.id, w)} ${w}w`).join(', ') : undefined}
      sizes={
        stored
          ? '(min-width: 1200px) 360px, (min-width: 900px) 30vw, calc(100vw - 32px)'
          : undefined
      }
      width={1280}
      height={720}
      alt={coverAlt(article)}
      loading="lazy"
      decoding="async"
      sx={{
        display: 'block',
        width: '100%',
        height: 'auto',
        aspectRatio: '16 / 9',
        objectFit: 'cover',
        borderRadius: 2,
        bgcolor: 'action.hover',
      }}
    />
  );
}

/**
 * Three teasers of the newest articles, each linking to its clean path (decision 24). The server
 * answers the read with the page; the band is left out when there are no articles or they cannot
 * be read (the magazine's own pages say so).
 */
export function LatestArticles() {
  const { data } = usePublicRead(paths.home.reads().articles);
  if (!data || data.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="latest-articles-title" sx={{ py: { xs: 7, md: 9 } }}>
      <Container maxWidth="lg">
        <SectionHeading
          id="latest-articles-title"
          eyebrow="From the magazine"
          title="Read, then plan"
          intro="New articles on saving, investing and tax, written for Indian families."
        />
        <CardGrid wideColumns={3}>
          {data.map((article) => (
            <Box
              component="li"
              key={article.id}
              sx={{ display: 'grid', gap: 1.25, alignContent: 'start' }}
            >
              <Cover article={article} />
              <Box
                component="p"
                sx={{
                  m: 0,
                  color: 'primary.main',
                  fontWeight: 700,
                  fontSize: '0.8rem',
                  letterSpacing: '0.08em',
                  textTransform: 'uppercase',
                }}
              >
                {article.sectionName}
              </Box>
              <Box component="h3" sx={{ m: 0, fontSize: '1.15rem', lineHeight: 1.35 }}>
                <Box
                  component={RouterLink}
                  href={articlePath(article)}
                  sx={{
                    color: 'primary.dark',
                    textDecoration: 'none',
                    '&:hover': { textDecoration: 'underline' },
                  }}
                >
                  {article.title}
                </Box>
              </Box>
              <Box component="p" sx={{ m: 0, color: 'text.secondary' }}>
                {article.description}
              </Box>
              <Box component="p" sx={{ m: 0, color: 'text.secondary', fontSize: '0.875rem' }}>
                {formatDate(article.createdAt)} · {article.readingMinutes} min read
              </Box>
            </Box>
          ))}
        </CardGrid>
        <Box sx={{ textAlign: 'center', mt: 5 }}>
          <Button
            component={RouterLink}
            to={paths.magazine.path}
            variant="outlined"
            endIcon={<ArrowForwardIcon />}
          >
            More from the magazine
          </Button>
        </Box>
      </Container>
    </Box>
  );
}
