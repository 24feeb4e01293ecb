import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { Link } from 'wouter';
import { downloadFacts, downloads, type DownloadKey } from '../../../shared/config/downloads';
import { paths } from '../../../shared/config/paths';
import { site } from '../../../shared/config/site';
import { faqSections } from '../../../shared/content/faq';
import { PageHeader } from '../../components/page-header';

const sections = faqSections();

const guides: readonly { key: DownloadKey; about: string }[] = [
  {
    key: 'redemption',
    about:
      'The three ways to redeem, which day’s NAV you get, and when the money reaches your bank.',
  },
  {
    key: 'purchaseSip',
    about:
      'From KYC to your first SIP instalment: a lump-sum purchase, a SIP, its mandate, and adding it as a biller in net banking.',
  },
];

/**
 * /faq: the questions people ask us, in groups, each answer opening in place (native
 * details/summary: keyboard and no script), and the two step-by-step guides as PDF files
 * (scripts/build-downloads.ts writes them at build time). Its `FAQPage` JSON-LD comes from the
 * same words, in the server's page head.
 */
export default function FaqPage() {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, sm: 5 } }}>
      <PageHeader
        crumb={paths.faq.label}
        title="Frequently asked questions"
        lead="Straight answers to what people ask us most: KYC, SIPs, redemptions, how we are paid, and how our planners do their sums."
      />

      <Box component="nav" aria-labelledby="faq-topics" sx={topicsSx}>
        <Box component="h2" id="faq-topics" sx={{ m: 0, mb: 1, fontSize: '1.1rem' }}>
          Topics
        </Box>
        <Box
          component="ul"
          sx={{ m: 0, p: 0, listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: 1 }}
        >
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.title}</a>
            </li>
          ))}
          <li>
            <a href="#guides">Step-by-step guides (PDF)</a>
          </li>
        </Box>
      </Box>

      {sections.map((section) => (
        <Box component="section" key={section.id} aria-labelledby={section.id} sx={sectionSx}>
          <Box component="h2" id={section.id} sx={headingSx}>
            {section.title}
          </Box>
          {section.items.map((item) => (
            <Box component="details" key={item.id} sx={detailsSx}>
              <summary>{item.question}</summary>
              {/* The anchor is inside: a link to /faq#elss opens the answer (the browser opens a
                  closed details that holds the target of a link), without script. */}
              <div className="answer" id={item.id}>
                {item.answer.map((paragraph) => (
                  <p key={paragraph.slice(0, 40)}>{paragraph}</p>
                ))}
                {item.link && (
                  <p>
                    <Link to={paths[item.link.page].path}>{item.link.text}</Link>
                  </p>
                )}
              </div>
            </Box>
          ))}
        </Box>
      ))}

      <Box component="section" aria-labelledby="guides" sx={sectionSx}>
        <Box component="h2" id="guides" sx={headingSx}>
          Step-by-step guides
        </Box>
        <p>
          Print them or keep them on your phone. Both are PDF files with real text, so a screen
          reader can read them aloud.
        </p>
        <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 2 }}>
          {guides.map(({ key, about }) => (
            <Box component="li" key={key} sx={guideSx}>
              <a href={downloads[key].path} type="application/pdf" download>
                {downloads[key].title}
              </a>{' '}
              <span className="facts">({downloadFacts(key)})</span>
              <Box component="p" sx={{ m: 0, mt: 0.5 }}>
                {about}
              </Box>
            </Box>
          ))}
        </Box>
      </Box>

      <Box component="section" aria-labelledby="faq-more" sx={{ ...sectionSx, mb: 0 }}>
        <Box component="h2" id="faq-more" sx={headingSx}>
          Still have a question?
        </Box>
        <p>
          Write to us at <a href={`mailto:${site.supportEmail}`}>{site.supportEmail}</a>: a person
          who works here answers, usually within a working day. {site.name} is an{' '}
          {site.distributor.registration} ({site.distributor.arn}).
        </p>
        <Box component="p" sx={{ fontWeight: 700 }}>
          {site.distributor.disclaimer}
        </Box>
      </Box>
    </Container>
  );
}

const topicsSx = {
  mb: { xs: 4, md: 5 },
  p: { xs: 2, sm: 2.5 },
  borderRadius: 2,
  bgcolor: '#e0f2f1',
  '& a': {
    display: 'inline-block',
    px: 1.5,
    py: 0.75,
    borderRadius: 4,
    bgcolor: 'common.white',
    color: 'primary.dark',
    fontWeight: 700,
    textDecoration: 'none',
    border: '1px solid rgba(0, 77, 64, 0.2)',
  },
  '& a:hover': { textDecoration: 'underline' },
} as const;

const sectionSx = {
  mb: { xs: 5, md: 6 },
  fontSize: '1.05rem',
  '& p': { lineHeight: 1.7 },
  '& a': { color: 'primary.dark' },
} as const;

const headingSx = {
  m: 0,
  mb: 2,
  fontSize: { xs: '1.5rem', md: '1.85rem' },
  fontWeight: 700,
  color: 'primary.dark',
  scrollMarginTop: 80,
} as const;

const detailsSx = {
  borderBottom: '1px solid rgba(0, 0, 0, 0.12)',
  '& > summary': {
    position: 'relative',
    py: 2,
    pr: 5,
    fontWeight: 700,
    fontSize: '1.1rem',
    lineHeight: 1.4,
    cursor: 'pointer',
    listStyle: 'none',
    color: 'text.primary',
    '&::-webkit-details-marker': { display: 'none' },
    // A chevron drawn with borders, pointing down when closed and up when open.
    '&::after': {
      content: '""',
      position: 'absolute',
      right: 12,
      top: '50%',
      width: 10,
      height: 10,
      borderRight: '2px solid',
      borderBottom: '2px solid',
      borderColor: 'primary.dark',
      transform: 'translateY(-70%) rotate(45deg)',
      transition: 'transform 150ms',
    },
    '&:hover': { color: 'primary.dark' },
    '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
  },
  '&[open] > summary::after': { transform: 'translateY(-30%) rotate(-135deg)' },
  // Room above an answer opened by a link for the bar and its question.
  '& .answer': { pb: 1.5, scrollMarginTop: 160, '& p': { mt: 0, mb: 1.5, maxWidth: '70ch' } },
  '@media (prefers-reduced-motion: reduce)': { '& > summary::after': { transition: 'none' } },
} as const;

const guideSx = {
  p: 2,
  borderRadius: 2,
  border: '1px solid rgba(0, 77, 64, 0.2)',
  '& a': { fontWeight: 700, fontSize: '1.1rem' },
  '& .facts': { color: 'text.secondary', whiteSpace: 'nowrap' },
} as const;
