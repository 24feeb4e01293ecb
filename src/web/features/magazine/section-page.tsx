import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'wouter';
import { pageTitle } from '../../../shared/config/page-title';
import { paths } from '../../../shared/config/paths';
import { articlePath, sectionFeedPath, sectionPath } from '../../../shared/magazine/slug';
import type { TBlogSection, TBlogSummary } from '../../../shared/schemas/magazine';
import { magazinePageJsonLd } from '../../../shared/magazine/magazine-page-json-ld';
import { PageHead } from '../../components/page-head';
import { useSiteOrigin } from '../../lib/ssr-data';
import { usePublicRead } from '../../lib/use-public-read';
import { ArticleCardList } from './components/article-card-list';
import { ACROSS_CONTAINER, CoverImage } from './components/cover-image';
import { MagazineBreadcrumbs } from './components/magazine-breadcrumbs';
import { MagazineHeader } from './components/magazine-header';
import { MagazineNotFound } from './components/magazine-not-found';
import { Loading, ReadFailed } from './components/read-state';

/** Every section, the one on show marked as the current page. */
function SectionMenu({
  sections,
  active,
}: {
  sections: TBlogSection[];
  active: number | undefined;
}) {
  return (
    <Box component="nav" aria-label="All sections">
      <Box component="ul" sx={{ p: 0, m: 0, listStyle: 'none', display: 'grid', gap: 0.5 }}>
        {sections.map((section) => {
          const current = section.id === active;
          return (
            <li key={section.id}>
              <Link
                component={RouterLink}
                href={sectionPath(section)}
                aria-current={current ? 'page' : undefined}
                underline="none"
                sx={{
                  display: 'block',
                  px: 1.5,
                  py: 1,
                  borderRadius: 1,
                  fontWeight: current ? 700 : 400,
                  color: current ? 'primary.contrastText' : 'text.primary',
                  bgcolor: current ? 'primary.dark' : 'transparent',
                  '&:hover': { bgcolor: current ? 'primary.dark' : 'action.hover' },
                }}
              >
                {section.name}
              </Link>
            </li>
          );
        })}
      </Box>
    </Box>
  );
}

/** The section's newest article, large, above the list of the rest. */
function Banner({ article }: { article: TBlogSummary }) {
  return (
    <Box component="article" sx={{ display: 'grid', gap: 1.5, mb: 4 }}>
      <CoverImage
        article={article}
        sizes={`(min-width: 900px) 560px, ${ACROSS_CONTAINER}`}
        priority
      />
      <Typography component="h2" sx={{ fontWeight: 700, fontSize: { xs: '1.5rem', sm: '1.9rem' } }}>
        <Link component={RouterLink} href={articlePath(article)} color="inherit" underline="hover">
          {article.title}
        </Link>
      </Typography>
      <Typography color="text.secondary">{article.description}</Typography>
    </Box>
  );
}

/**
 * `/magazine/section/{slug}`: one section's articles, newest first, beside a menu of every
 * section. An unknown section is a 404 with the way back.
 */
export default function SectionPage({ params }: { params: Readonly<Record<string, string>> }) {
  const origin = useSiteOrigin();
  const slug = params.section ?? '';
  const reads = paths.magazineSection.reads(params);
  const sections = usePublicRead(reads.sections);
  const articles = usePublicRead(reads.articles);
  const list = articles.data;
  const section =
    sections.data?.find((s) => s.slug === slug) ??
    sections.data?.find((s) => s.id === list?.[0]?.section);

  let content;
  if (articles.isPending) content = <Loading />;
  else if (articles.isError)
    content = <ReadFailed error={articles.error} onRetry={() => void articles.refetch()} />;
  else if (list === null || list === undefined) {
    return (
      <Container maxWidth="md" sx={{ py: { xs: 3, sm: 5 } }}>
        <MagazineNotFound heading="Section not found">
          The magazine has no section at this address.
        </MagazineNotFound>
      </Container>
    );
  } else if (list.length === 0) {
    content = <Typography>No articles in this section yet. Come back soon.</Typography>;
  } else {
    const [first, ...rest] = list;
    content = (
      <>
        {first && <Banner article={first} />}
        {rest.length > 0 && <ArticleCardList articles={rest} />}
      </>
    );
  }

  const name = section?.name ?? paths.magazineSection.title;
  const canonicalPath = sectionPath(section ?? { slug });
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, sm: 5 } }}>
      <PageHead
        title={pageTitle({ title: `${name}: ${paths.magazine.title}` })}
        page="magazineSection"
        description={section?.description}
        canonicalPath={canonicalPath}
        jsonLd={
          import.meta.env.SSR
            ? ({ origin, description }) =>
                magazinePageJsonLd(origin, {
                  type: 'CollectionPage',
                  name,
                  description,
                  path: canonicalPath,
                })
            : undefined
        }
      />
      {section && (
        <link
          rel="alternate"
          type="application/rss+xml"
          title={`${paths.magazine.title}: ${name}`}
          href={origin + sectionFeedPath(section)}
        />
      )}
      <MagazineHeader />
      <MagazineBreadcrumbs current={name} />
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 3, md: 5 },
          gridTemplateColumns: { xs: '1fr', md: '280px 1fr' },
          alignItems: 'start',
        }}
      >
        <Box>
          <Typography
            component="h1"
            sx={{ fontWeight: 700, fontSize: { xs: '2rem', sm: '2.4rem' } }}
          >
            {name}
          </Typography>
          {section?.description && (
            <Typography sx={{ mt: 1, mb: 3 }} color="text.secondary">
              {section.description}
            </Typography>
          )}
          {sections.data && sections.data.length > 0 && (
            <SectionMenu sections={sections.data} active={section?.id} />
          )}
        </Box>
        <Box>{content}</Box>
      </Box>
    </Container>
  );
}
