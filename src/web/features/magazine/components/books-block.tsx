import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { book, site } from '../../../../shared/config/site';
import { VisuallyHidden } from '../../../components/visually-hidden';
import { CapitalsHeading } from './capitals-heading';

/** The book's cover, drawn: a compass over a rupee sign on the brand's teal. */
function BookCover() {
  return (
    <Box
      component="svg"
      viewBox="0 0 200 280"
      role="img"
      aria-label={`Cover of ${book.title}`}
      sx={{ width: { xs: 140, sm: 180 }, height: 'auto', borderRadius: 1, boxShadow: 6 }}
    >
      <rect width="200" height="280" fill="#00594f" />
      <rect x="10" y="10" width="180" height="260" fill="none" stroke="#ffc107" strokeWidth="2" />
      <circle cx="100" cy="118" r="52" fill="none" stroke="#ffffff" strokeWidth="3" />
      <path d="M100 58 L110 118 L100 178 L90 118 Z" fill="#ffc107" />
      <path d="M40 118 L100 110 L160 118 L100 126 Z" fill="#ffffff" opacity="0.85" />
      <text
        x="100"
        y="226"
        textAnchor="middle"
        fill="#ffffff"
        fontFamily="Georgia, serif"
        fontSize="19"
        fontWeight="700"
      >
        {book.title}
      </text>
      <text
        x="100"
        y="250"
        textAnchor="middle"
        fill="#ffc107"
        fontFamily="sans-serif"
        fontSize="11"
      >
        {site.name.toUpperCase()}
      </text>
    </Box>
  );
}

/** 'OUR BOOKS' (seed 001): the book, a buy-now link to the shop, three readers' words. */
export function BooksBlock({ headingId }: { headingId: string }) {
  return (
    <>
      <CapitalsHeading id={headingId}>Our books</CapitalsHeading>
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 3, md: 5 },
          gridTemplateColumns: { xs: '1fr', sm: 'auto 1fr' },
          alignItems: 'start',
        }}
      >
        <BookCover />
        <Box>
          <Typography component="h3" sx={{ fontWeight: 700, fontSize: '1.6rem' }}>
            {book.title}
          </Typography>
          <Typography sx={{ fontStyle: 'italic', mb: 1.5 }} color="text.secondary">
            {book.subtitle}
          </Typography>
          <Typography sx={{ mb: 2.5, maxWidth: '60ch' }}>{book.blurb}</Typography>
          <Button
            variant="contained"
            href={book.buyUrl}
            target="_blank"
            rel="noopener"
            endIcon={<OpenInNewRounded />}
          >
            Buy now
            <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
          </Button>
          <Box
            component="ul"
            sx={{
              p: 0,
              mt: 4,
              mb: 0,
              listStyle: 'none',
              display: 'grid',
              gap: 2.5,
              gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
            }}
          >
            {book.endorsements.map(({ quote, by }) => (
              <li key={by}>
                <Box component="figure" sx={{ m: 0, pl: 2, borderLeft: 3, borderColor: '#ffc107' }}>
                  <Box component="blockquote" sx={{ m: 0, fontSize: '1rem' }}>
                    “{quote}”
                  </Box>
                  <Typography
                    component="figcaption"
                    variant="body2"
                    color="text.secondary"
                    sx={{ mt: 1 }}
                  >
                    {by}
                  </Typography>
                </Box>
              </li>
            ))}
          </Box>
        </Box>
      </Box>
    </>
  );
}
