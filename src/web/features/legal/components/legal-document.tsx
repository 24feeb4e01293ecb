import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import type { ReactNode } from 'react';
import { PageHeader } from '../../../components/page-header';

/** One numbered part of a legal page: its anchor, its heading and what it says. */
export type LegalSection = { id: string; title: string; body: ReactNode };

type LegalDocumentProps = {
  crumb: string;
  title: string;
  lead: ReactNode;
  /** Under the lead: the version and date. */
  meta: ReactNode;
  sections: readonly LegalSection[];
};

/**
 * A long page of text (terms, privacy notice): its header, a table of contents linking to each
 * part, then the parts, numbered, each under its own h2 (h3 inside). Plain HTML, no script.
 */
export function LegalDocument({ crumb, title, lead, meta, sections }: LegalDocumentProps) {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, sm: 5 } }}>
      <PageHeader crumb={crumb} title={title} lead={lead}>
        <Box component="p" sx={{ m: 0, mt: 2, color: 'text.secondary', fontSize: '0.95rem' }}>
          {meta}
        </Box>
      </PageHeader>

      <Box
        component="nav"
        aria-labelledby="contents-title"
        sx={{
          mb: { xs: 5, md: 6 },
          p: { xs: 2.5, sm: 3 },
          borderRadius: 2,
          bgcolor: '#e0f2f1',
          border: '1px solid rgba(0, 77, 64, 0.12)',
        }}
      >
        <Box
          component="h2"
          id="contents-title"
          sx={{ m: 0, mb: 1.5, fontSize: '1.15rem', fontWeight: 700, color: 'primary.dark' }}
        >
          On this page
        </Box>
        <Box
          component="ol"
          sx={{
            m: 0,
            pl: 3,
            // Two columns read down, then across, as the parts are numbered.
            columnCount: { xs: 1, sm: 2 },
            columnGap: 4,
            '& li': { mb: 0.75, breakInside: 'avoid' },
            '& a': { color: 'primary.dark', fontWeight: 700 },
          }}
        >
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.title}</a>
            </li>
          ))}
        </Box>
      </Box>

      <Box sx={proseSx}>
        {sections.map((section, index) => (
          <Box component="section" key={section.id} sx={{ mb: { xs: 4, md: 5 } }}>
            <Box component="h2" id={section.id} sx={partTitleSx}>
              <Box component="span" sx={{ color: 'primary.main' }}>
                {index + 1}.
              </Box>{' '}
              {section.title}
            </Box>
            {section.body}
          </Box>
        ))}
      </Box>
    </Container>
  );
}

// A part's heading stops clear of the sticky bar when a contents link jumps to it.
const partTitleSx = {
  m: 0,
  mb: 1.5,
  fontSize: { xs: '1.35rem', md: '1.6rem' },
  fontWeight: 700,
  color: 'primary.dark',
  lineHeight: 1.25,
  scrollMarginTop: '96px',
} as const;

/** Readable text: a comfortable measure, spaced paragraphs and lists, links that look like links. */
const proseSx = {
  fontSize: '1.05rem',
  lineHeight: 1.7,
  overflowWrap: 'break-word',
  '& p': { m: 0, mb: 2, maxWidth: '70ch' },
  '& ul, & ol': { m: 0, mb: 2, pl: 3, maxWidth: '68ch' },
  '& li li, & p + ul': { mt: 0.5 },
  '& ul > li, & ol ol > li': { mb: 0.75 },
  '& h3': { m: 0, mt: 3, mb: 1, fontSize: '1.15rem', fontWeight: 700, color: 'text.primary' },
  '& a': { color: 'primary.main', fontWeight: 700 },
  '& a:hover': { color: 'primary.dark' },
  '& strong': { fontWeight: 700 },
} as const;
