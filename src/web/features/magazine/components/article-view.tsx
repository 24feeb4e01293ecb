import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { Link as RouterLink } from 'wouter';
import { paths } from '../../../../shared/config/paths';
import { formatDate } from '../../../../shared/format/date';
import {
  ARTICLE_FONT_FAMILIES,
  articleFormatStyles,
} from '../../../../shared/magazine/article-formats';
import { smallestRendition } from '../../../../shared/magazine/image-srcset';
import { articlePath, authorPath, sectionPath, tagPath } from '../../../../shared/magazine/slug';
import type { TBlog, TBlogSummary } from '../../../../shared/schemas/magazine';
import { playVideoInPlace, videoFacadesInsideSx } from '../../../components/video-facade';
import { VisuallyHidden } from '../../../components/visually-hidden';
import { useSiteOrigin } from '../../../lib/ssr-data';
import { ArticleCardList } from './article-card-list';
import { ACROSS_CONTAINER, CoverImage } from './cover-image';
import { ShareLinks } from './share-links';
import { withVideoFacades } from '../utils/video-facades';
import { Breadcrumbs } from '../../../components/breadcrumbs';

/** The author's links that are set, each opening in a new tab. */
function AuthorLinks({ author }: { author: TBlog['author'] }) {
  const links = [
    { name: 'X (Twitter)', href: author.twitter },
    { name: 'LinkedIn', href: author.linkedin },
  ].filter((link) => link.href !== '');
  if (links.length === 0) return null;
  return (
    <Box component="span" sx={{ display: 'inline-flex', gap: 1.5 }}>
      {links.map((link) => (
        <Link key={link.name} href={link.href} target="_blank" rel="noopener noreferrer">
          {link.name}
          <VisuallyHidden> of {author.name} (opens in a new tab)</VisuallyHidden>
        </Link>
      ))}
    </Box>
  );
}

function AuthorPhoto({ author, size }: { author: TBlog['author']; size: number }) {
  if (author.imageUrl === '') return null;
  return (
    <Box
      component="img"
      src={smallestRendition(author.imageUrl)}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      sx={{ borderRadius: '50%', objectFit: 'cover', flex: 'none', bgcolor: 'action.hover' }}
    />
  );
}

/** The section's label above the title, a link or (in a draft without a section) plain text. */
const sectionLabelSx = { fontWeight: 700, fontSize: '0.85rem' } as const;

/**
 * One article: its section, title, author and date, picture, the article itself (HTML the server
 * sanitized when it was stored and again when it was read), its tags, share links, the author's
 * bio and what to read next.
 */
export function ArticleView({ blog, related }: { blog: TBlog; related: readonly TBlogSummary[] }) {
  const origin = useSiteOrigin();
  const url = origin + articlePath(blog);
  // A preview's draft may have no section yet (its slug is then empty): no link to none.
  const section = blog.sectionSlug === '' ? undefined : sectionPath({ slug: blog.sectionSlug });
  const content = useMemo(() => withVideoFacades(blog.content), [blog.content]);
  return (
    <Box component="article" aria-labelledby="article-title">
      <Breadcrumbs
        trail={[
          { href: paths.home.path, label: 'Home' },
          { href: paths.magazine.path, label: paths.magazine.title },
          ...(section ? [{ href: section, label: blog.sectionName }] : []),
        ]}
        print="hide"
      />
      {section ? (
        <Link component={RouterLink} href={section} variant="overline" sx={sectionLabelSx}>
          {blog.sectionName}
        </Link>
      ) : (
        <Typography variant="overline" sx={sectionLabelSx}>
          {blog.sectionName}
        </Typography>
      )}
      <Typography
        id="article-title"
        component="h1"
        sx={{ fontWeight: 700, fontSize: { xs: '1.9rem', sm: '2.6rem' }, lineHeight: 1.2, mt: 0.5 }}
      >
        {blog.title}
      </Typography>
      {blog.description !== '' && (
        <Typography sx={{ mt: 1.5, fontSize: '1.15rem' }} color="text.secondary">
          {blog.description}
        </Typography>
      )}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mt: 2.5, flexWrap: 'wrap' }}>
        <AuthorPhoto author={blog.author} size={48} />
        <Box>
          <Typography sx={{ fontWeight: 700 }}>
            <Link component={RouterLink} href={authorPath(blog.author)} color="inherit">
              {blog.author.name}
            </Link>
          </Typography>
          <Typography variant="body2" color="text.secondary">
            <time dateTime={blog.createdAt}>{formatDate(blog.createdAt)}</time> ·{' '}
            {blog.readingMinutes} min read
          </Typography>
        </Box>
        <Box sx={{ ml: { sm: 'auto' } }}>
          <AuthorLinks author={blog.author} />
        </Box>
      </Box>
      {blog.imageURL !== '' && (
        <Box sx={{ mt: 3 }}>
          <CoverImage
            article={blog}
            sizes={`(min-width: 900px) 852px, ${ACROSS_CONTAINER}`}
            priority
          />
        </Box>
      )}
      <Box
        className="article-body"
        sx={{
          mt: 3,
          fontSize: '1.1rem',
          lineHeight: 1.75,
          '& h2': { fontSize: '1.5rem', mt: 4, mb: 1, lineHeight: 1.3 },
          '& h3': { fontSize: '1.25rem', mt: 3, mb: 1 },
          '& h4': { fontSize: '1.1rem', mt: 2.5, mb: 1 },
          '& p, & ul, & ol': { my: 1.5 },
          '& li + li': { mt: 0.5 },
          '& a': { color: 'primary.dark' },
          '& blockquote': {
            borderLeft: 4,
            borderColor: 'primary.light',
            m: 0,
            pl: 2,
            color: 'text.secondary',
          },
          '& hr': { border: 0, borderTop: 1, borderColor: 'divider', my: 4 },
          '& code': {
            fontFamily: ARTICLE_FONT_FAMILIES.mono,
            fontSize: '0.9em',
            bgcolor: 'action.hover',
            borderRadius: 0.5,
            px: 0.5,
          },
          '& pre': { bgcolor: 'action.hover', borderRadius: 1, p: 2, overflowX: 'auto' },
          '& pre code': { bgcolor: 'transparent', p: 0, fontSize: '0.9rem' },
          '& figure': { mx: 0, my: 3 },
          '& figcaption': { mt: 1, fontSize: '0.9rem', color: 'text.secondary' },
          '& img': { maxWidth: '100%', height: 'auto' },
          '& iframe': {
            display: 'block',
            width: '100%',
            height: 'auto',
            aspectRatio: '16 / 9',
            border: 0,
          },
          // A video until it is pressed: a dark frame with a play button and the video's title.
          ...videoFacadesInsideSx,
          '& table': { borderCollapse: 'collapse', width: '100%' },
          '& th, & td': { border: 1, borderColor: 'divider', p: 1, textAlign: 'left' },
          // The editor's font, size, alignment and indent classes: the same rules as its own page.
          ...articleFormatStyles(),
        }}
        // Sanitized by the server with the one magazine sanitizer, when stored and when read.
        dangerouslySetInnerHTML={{ __html: content }}
        onClick={playVideoInPlace}
      />
      {blog.tags.length > 0 && (
        <Box
          component="ul"
          aria-label="Tags"
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, p: 0, mt: 3, listStyle: 'none' }}
        >
          {blog.tags.map((tag) => (
            <li key={tag}>
              <Link
                component={RouterLink}
                href={tagPath(tag)}
                sx={{
                  px: 1.25,
                  py: 0.5,
                  borderRadius: 4,
                  bgcolor: 'action.hover',
                  display: 'inline-block',
                }}
                underline="hover"
              >
                {tag}
              </Link>
            </li>
          ))}
        </Box>
      )}
      <Box sx={{ mt: 4 }}>
        <ShareLinks url={url} title={blog.title} />
      </Box>
      <Box
        component="section"
        aria-labelledby="author-title"
        sx={{ mt: 3, p: 2.5, borderRadius: 2, bgcolor: 'action.hover', display: 'flex', gap: 2 }}
      >
        <AuthorPhoto author={blog.author} size={64} />
        <Box>
          <Typography id="author-title" component="h2" sx={{ fontWeight: 700 }}>
            About {blog.author.name}
          </Typography>
          <Typography sx={{ mt: 0.5 }}>{blog.author.description}</Typography>
        </Box>
      </Box>
      {related.length > 0 && (
        <Box component="section" aria-labelledby="related-title" sx={{ mt: 5 }} data-print="hide">
          <Typography
            id="related-title"
            component="h2"
            sx={{ fontWeight: 700, fontSize: '1.5rem', mb: 2 }}
          >
            Read next
          </Typography>
          <ArticleCardList articles={related} />
        </Box>
      )}
    </Box>
  );
}
