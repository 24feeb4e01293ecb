import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { pageTitle } from '../../../shared/config/page-title';
import { paths } from '../../../shared/config/paths';
import {
  authorJsonLd,
  authorPageDescription,
  authorProfiles,
} from '../../../shared/magazine/author-json-ld';
import { imageUrl, parseImageUrl, renditionWidths } from '../../../shared/magazine/image-srcset';
import { authorPath } from '../../../shared/magazine/slug';
import type { TAuthorPage } from '../../../shared/schemas/magazine-author';
import { PageHead } from '../../components/page-head';
import { VisuallyHidden } from '../../components/visually-hidden';
import { usePublicRead } from '../../lib/use-public-read';
import { ArticleCardList } from './components/article-card-list';
import { MagazineBreadcrumbs } from './components/magazine-breadcrumbs';
import { MagazineHeader } from './components/magazine-header';
import { MagazineNotFound } from './components/magazine-not-found';
import { Loading, ReadFailed } from './components/read-state';

type Author = TAuthorPage['author'];

/** The portrait's size on the page, in CSS pixels. */
const PORTRAIT = 144;

/**
 * The author's portrait: a stored picture as its WebP renditions with `srcset` (a phone at 2×
 * takes the 320); any other address as it is; none, their initials.
 */
function Portrait({ author }: { author: Author }) {
  const sx = {
    width: PORTRAIT,
    height: PORTRAIT,
    borderRadius: '50%',
    flex: 'none',
    bgcolor: 'action.hover',
  } as const;
  if (author.imageUrl === '') {
    const initials = author.name
      .split(' ')
      .map((word) => word.charAt(0))
      .slice(0, 2)
      .join('')
      .toUpperCase();
    return (
      <Box
        aria-hidden
        sx={{ ...sx, display: 'grid', placeItems: 'center', fontSize: '2.5rem', fontWeight: 700 }}
      >
        {initials}
      </Box>
    );
  }
  const stored = parseImageUrl(author.imageUrl);
  const widths = stored ? renditionWidths(stored.width).sort((a, b) => a - b) : [];
  return (
    <Box
      component="img"
      src={stored ? imageUrl(stored.id, widths[0] ?? stored.width) : author.imageUrl}
      srcSet={stored ? widths.map((w) => `${imageUrl(stored.id, w)} ${w}w`).join(', ') : undefined}
      sizes={stored ? `${PORTRAIT}px` : undefined}
      width={PORTRAIT}
      height={PORTRAIT}
      alt={`Portrait of ${author.name}`}
      fetchPriority="high"
      decoding="async"
      sx={{ ...sx, objectFit: 'cover' }}
    />
  );
}

/** The author's profiles elsewhere (https only), each opening in a new tab. */
function ProfileLinks({ author }: { author: Author }) {
  const links = authorProfiles(author);
  if (links.length === 0) return null;
  return (
    <Box
      component="ul"
      aria-label={`${author.name} elsewhere`}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, p: 0, m: 0, mt: 2, listStyle: 'none' }}
    >
      {links.map((link) => (
        <li key={link.name}>
          <Link href={link.href} target="_blank" rel="noopener noreferrer">
            {link.name}
            <VisuallyHidden> of {author.name} (opens in a new tab)</VisuallyHidden>
          </Link>
        </li>
      ))}
    </Box>
  );
}

/**
 * `/magazine/author/{slug}`: an author's byline page (issue 24): their portrait, bio and
 * profiles, and their published articles, newest first. An author with none yet still has the
 * page (their byline's), kept out of search until they do; an unknown slug is a 404, an old one
 * moves to the current (decision 32, on the server).
 */
export default function AuthorPage({ params }: { params: Readonly<Record<string, string>> }) {
  const read = usePublicRead(paths.magazineAuthor.reads(params).author);
  if (read.isPending) return <Frame name={paths.magazineAuthor.title} content={<Loading />} />;
  if (read.isError) {
    return (
      <Frame
        name={paths.magazineAuthor.title}
        content={<ReadFailed error={read.error} onRetry={() => void read.refetch()} />}
      />
    );
  }
  if (!read.data) {
    return (
      <Container maxWidth="md" sx={{ py: { xs: 3, sm: 5 } }}>
        <MagazineNotFound heading="Author not found">
          The magazine has no author at this address.
        </MagazineNotFound>
      </Container>
    );
  }
  const { author, blogs } = read.data;
  const description = authorPageDescription(author);
  const firstName = author.name.split(' ')[0];
  return (
    <Frame
      name={author.name}
      head={
        <PageHead
          title={pageTitle({ title: `${author.name}: ${paths.magazine.title}` })}
          page="magazineAuthor"
          description={description}
          canonicalPath={authorPath(author)}
          noindex={blogs.length === 0}
          jsonLd={
            import.meta.env.SSR
              ? ({ origin }) => authorJsonLd(author, origin, description)
              : undefined
          }
        />
      }
      content={
        <>
          <Box
            sx={{
              display: 'flex',
              flexDirection: { xs: 'column', sm: 'row' },
              alignItems: { xs: 'flex-start', sm: 'center' },
              gap: { xs: 2, sm: 4 },
              mb: 5,
            }}
          >
            <Portrait author={author} />
            <Box sx={{ minWidth: 0 }}>
              <Typography
                component="h1"
                sx={{ fontWeight: 700, fontSize: { xs: '2rem', sm: '2.4rem' }, lineHeight: 1.2 }}
              >
                {author.name}
              </Typography>
              {author.description !== '' && (
                <Typography sx={{ mt: 1.5, fontSize: '1.1rem', maxWidth: '65ch' }}>
                  {author.description}
                </Typography>
              )}
              <ProfileLinks author={author} />
            </Box>
          </Box>
          <Box component="section" aria-labelledby="author-articles">
            <Typography
              id="author-articles"
              component="h2"
              sx={{ fontWeight: 700, fontSize: '1.5rem', mb: 2 }}
            >
              Articles by {author.name}
            </Typography>
            {blogs.length === 0 ? (
              <Typography>No articles by {firstName} yet. Come back soon.</Typography>
            ) : (
              <ArticleCardList articles={blogs} />
            )}
          </Box>
        </>
      }
    />
  );
}

/**
 * The magazine's header and the trail Home > Magazine > the author around the page's content,
 * under the page's head (a plain one, kept out of search, while the author is being read).
 */
function Frame({ name, head, content }: { name: string; head?: ReactNode; content: ReactNode }) {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, sm: 5 } }}>
      {head ?? <PageHead title={pageTitle(paths.magazineAuthor)} noindex />}
      <MagazineHeader />
      <MagazineBreadcrumbs current={name} />
      {content}
    </Container>
  );
}
