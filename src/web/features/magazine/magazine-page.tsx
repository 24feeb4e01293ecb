import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'wouter';
import { paths } from '../../../shared/config/paths';
import { VIDEO_TAG } from '../../../shared/magazine/magazine-routes';
import { tagPath } from '../../../shared/magazine/slug';
import type { TBlogSummary } from '../../../shared/schemas/magazine';
import { usePublicRead } from '../../lib/use-public-read';
import { ArticleCardList } from './components/article-card-list';
import { BooksBlock } from './components/books-block';
import { CapitalsHeading } from './components/capitals-heading';
import { FeaturedStories } from './components/featured-stories';
import { KnowledgeBank } from './components/knowledge-bank';
import { MagazineHeader } from './components/magazine-header';
import { Loading, ReadFailed } from './components/read-state';
import { TopicPicker } from './components/topic-picker';

/** A block of the landing: a region named by its heading. */
function Block({ id, children, tinted }: { id: string; children: ReactNode; tinted?: boolean }) {
  return (
    <Box
      component="section"
      aria-labelledby={id}
      sx={{
        py: { xs: 4, sm: 5 },
        borderTop: 1,
        borderColor: 'divider',
        ...(tinted && { bgcolor: '#f4f8f7', px: { xs: 2, sm: 4 }, borderRadius: 2, border: 0 }),
      }}
    >
      {children}
    </Box>
  );
}

function BlockHeading({ id, children }: { id: string; children: ReactNode }) {
  return (
    <Typography
      component="h2"
      id={id}
      sx={{ fontWeight: 700, fontSize: { xs: '1.5rem', sm: '1.9rem' }, mb: 3 }}
    >
      {children}
    </Typography>
  );
}

/** One list read's states: 'Loading...', the failure with a retry, an empty note, or the list. */
function ListOf({
  read,
  empty,
  children,
}: {
  read: UseQueryResult<TBlogSummary[]>;
  empty: string;
  children: (articles: TBlogSummary[]) => ReactNode;
}) {
  if (read.isPending) return <Loading />;
  if (read.isError) return <ReadFailed error={read.error} onRetry={() => void read.refetch()} />;
  if (read.data.length === 0) return <Typography>{empty}</Typography>;
  return children(read.data);
}

/**
 * `/magazine`, the landing (seed 001): the featured stories, the newest articles, the video strip,
 * 'I want to' by topic, the books block and the knowledge bank. The server renders it whole
 * from its reads (the route's `reads`); only a new topic is fetched by the browser.
 */
export default function MagazinePage() {
  const reads = paths.magazine.reads();
  const featured = usePublicRead(reads.featured);
  const latest = usePublicRead(reads.latest);
  const videos = usePublicRead(reads.videos);
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, sm: 5 } }}>
      <MagazineHeader titleIsHeading />
      <Box component="section" aria-labelledby="magazine-featured" sx={{ pb: { xs: 4, sm: 5 } }}>
        <CapitalsHeading id="magazine-featured">Featured</CapitalsHeading>
        {/* Seed 001 only logs this list's failure; an empty block with a retry says more. */}
        <ListOf read={featured} empty="No featured articles yet.">
          {(articles) => <FeaturedStories articles={articles} />}
        </ListOf>
      </Box>
      <Block id="magazine-latest">
        <BlockHeading id="magazine-latest">More from the magazine</BlockHeading>
        <ListOf read={latest} empty="No articles yet. Come back soon.">
          {(articles) => <ArticleCardList articles={articles} />}
        </ListOf>
      </Block>
      <Block id="magazine-videos">
        <BlockHeading id="magazine-videos">Video</BlockHeading>
        <ListOf read={videos} empty="No videos yet.">
          {(articles) => <ArticleCardList articles={articles} />}
        </ListOf>
        <Button component={RouterLink} href={tagPath(VIDEO_TAG)} variant="outlined" sx={{ mt: 3 }}>
          More videos
        </Button>
      </Block>
      <Block id="magazine-topics">
        <TopicPicker headingId="magazine-topics" />
      </Block>
      <Block id="magazine-books" tinted>
        <BooksBlock headingId="magazine-books" />
      </Block>
      <Block id="magazine-knowledge-bank">
        <KnowledgeBank headingId="magazine-knowledge-bank" />
      </Block>
    </Container>
  );
}
