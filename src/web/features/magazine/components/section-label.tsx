import Link from '@mui/material/Link';
import { Link as RouterLink } from 'wouter';
import { sectionPath } from '../../../../shared/magazine/slug';
import type { TBlogSummary } from '../../../../shared/schemas/magazine';

/** An article's section as a small capitals link to the section's page (cards, stories, hits). */
export function SectionLabel({ article }: { article: TBlogSummary }) {
  return (
    <Link
      component={RouterLink}
      href={sectionPath({ slug: article.sectionSlug })}
      variant="overline"
      sx={{ fontWeight: 700, lineHeight: 1.5, justifySelf: 'start' }}
    >
      {article.sectionName}
    </Link>
  );
}
