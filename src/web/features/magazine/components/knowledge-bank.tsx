import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { knowledgeBank } from '../../../../shared/config/site';
import { VisuallyHidden } from '../../../components/visually-hidden';
import { CapitalsHeading } from './capitals-heading';

/** 'THE KNOWLEDGE BANK' (seed 001): four public investor-education sites, each with a caption. */
export function KnowledgeBank({ headingId }: { headingId: string }) {
  return (
    <>
      <CapitalsHeading id={headingId}>The Knowledge Bank</CapitalsHeading>
      <Box
        component="ul"
        sx={{
          p: 0,
          m: 0,
          listStyle: 'none',
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
        }}
      >
        {knowledgeBank.map((entry) => (
          <li key={entry.url}>
            <Link
              href={entry.url}
              target="_blank"
              rel="noopener"
              sx={{ fontWeight: 700, fontSize: '1.05rem' }}
            >
              {entry.name}
              <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
            </Link>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {entry.caption}
            </Typography>
          </li>
        ))}
      </Box>
    </>
  );
}
