import Box from '@mui/material/Box';

type SectionHeadingProps = { id: string; eyebrow: string; title: string; intro: string };

/** A section's small label, its heading (the section is labelled by it) and one line of intro. */
export function SectionHeading({ id, eyebrow, title, intro }: SectionHeadingProps) {
  return (
    <Box sx={{ textAlign: 'center', maxWidth: 680, mx: 'auto', mb: { xs: 4, md: 6 } }}>
      <Box
        component="p"
        sx={{
          m: 0,
          color: 'primary.main',
          fontWeight: 700,
          fontSize: '0.8rem',
          letterSpacing: '0.16em',
          textTransform: 'uppercase',
          mb: 1,
        }}
      >
        {eyebrow}
      </Box>
      <Box
        id={id}
        component="h2"
        sx={{
          m: 0,
          fontSize: { xs: '1.75rem', md: '2.25rem' },
          fontWeight: 700,
          color: 'primary.dark',
          mb: 1.5,
        }}
      >
        {title}
      </Box>
      <Box component="p" sx={{ m: 0, color: 'text.secondary', fontSize: '1.05rem' }}>
        {intro}
      </Box>
    </Box>
  );
}
