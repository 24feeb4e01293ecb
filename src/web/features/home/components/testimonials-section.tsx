import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { GENERIC_ERROR_MESSAGE } from '../../../../shared/config/messages';
import { paths } from '../../../../shared/config/paths';
import type { Testimonial } from '../../../../shared/config/public-reads';
import { usePublicRead } from '../../../lib/use-public-read';
import { BannerCarousel } from './banner-carousel';
import { SectionHeading } from './section-heading';

function Quote({ testimonial }: { testimonial: Testimonial }) {
  return (
    <Box
      component="figure"
      sx={{ m: 0, mx: 'auto', maxWidth: 760, px: { xs: 1, sm: 4 }, py: 2, textAlign: 'center' }}
    >
      <Box
        component="blockquote"
        sx={{
          m: 0,
          fontSize: { xs: '1.1rem', md: '1.3rem' },
          lineHeight: 1.55,
          color: '#1a1a1a',
          overflowWrap: 'anywhere',
        }}
      >
        <p style={{ margin: 0 }}>&ldquo;{testimonial.testimonial}&rdquo;</p>
      </Box>
      <Box component="figcaption" sx={{ mt: 2, color: 'primary.dark' }}>
        <Box component="strong" sx={{ display: 'block', fontWeight: 700 }}>
          {testimonial.name}
        </Box>
        <Box component="span" sx={{ color: 'text.secondary', fontSize: '0.95rem' }}>
          {testimonial.by}
        </Box>
      </Box>
    </Box>
  );
}

/**
 * What learners say about the teaching and the service, one at a time, turned by hand with the
 * arrows (no autoplay: there is reading to do). Nothing shows when there are none; 'Something went
 * wrong' when they cannot be read (the server then sends the page without keeping it).
 */
export function TestimonialsSection() {
  const { data, isPending, isSuccess, errorUpdateCount } = usePublicRead(
    paths.home.reads().testimonials,
  );
  const failed = !isSuccess && errorUpdateCount > 0;
  if (!isPending && !failed && (!data || data.length === 0)) return null;
  return (
    <Box
      component="section"
      aria-labelledby="testimonials-title"
      aria-busy={isPending || undefined}
      sx={{ py: { xs: 7, md: 9 }, bgcolor: '#fffdf5' }}
    >
      <Container maxWidth="lg">
        <SectionHeading
          id="testimonials-title"
          eyebrow="In their words"
          title="What our learners say"
          intro="Parents, employees and students on what changed once they had a plan."
        />
        {failed && (
          <Box component="p" role="status" sx={{ m: 0, textAlign: 'center' }}>
            {GENERIC_ERROR_MESSAGE}
          </Box>
        )}
        {data && data.length > 0 && (
          <BannerCarousel
            label="Testimonials"
            autoplay={false}
            slides={data.map((testimonial) => ({
              name: testimonial.name,
              key: testimonial.id,
              content: <Quote testimonial={testimonial} />,
            }))}
          />
        )}
      </Container>
    </Box>
  );
}
