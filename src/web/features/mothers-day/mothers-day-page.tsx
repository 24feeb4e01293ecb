import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { Link as RouterLink } from 'wouter';
import { paths } from '../../../shared/config/paths';
import { site } from '../../../shared/config/site';
import { PageHeader } from '../../components/page-header';
import { MOTHERS_DAY_PORTRAIT_WIDTHS, mothersDayPortraitUrl, staff } from './staff';

const [small, large] = MOTHERS_DAY_PORTRAIT_WIDTHS;

/** /mothers-day: five colleagues on what their mothers taught them about money. */
export default function MothersDayPage() {
  return (
    <Container maxWidth="md" sx={{ pt: { xs: 3, sm: 5 }, pb: { xs: 6, md: 8 } }}>
      <PageHeader
        crumb={paths.mothersDay.title}
        title="What our mothers taught us about money"
        lead={`Long before any of us joined ${site.name}, our first money teachers were at home. This Mother’s Day, five of our colleagues remember the lesson that stayed.`}
      />
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 3 }}>
        {staff.map((person, index) => (
          <Box
            component="li"
            key={person.slug}
            sx={{
              display: 'grid',
              gap: { xs: 2, sm: 3 },
              gridTemplateColumns: { xs: '1fr', sm: `${small}px 1fr` },
              alignItems: 'start',
              p: { xs: 2.5, sm: 3.5 },
              borderRadius: 3,
              bgcolor: index % 2 === 0 ? '#e0f2f1' : '#fff8e1',
            }}
          >
            <Box
              component="img"
              src={mothersDayPortraitUrl(person.slug, small)}
              srcSet={`${mothersDayPortraitUrl(person.slug, small)} ${small}w, ${mothersDayPortraitUrl(person.slug, large)} ${large}w`}
              sizes={`${small}px`}
              width={small}
              height={small}
              // The first portraits are in view on arrival; the rest load as the page is read.
              loading={index < 2 ? 'eager' : 'lazy'}
              decoding="async"
              alt={person.alt}
              sx={{ display: 'block', width: small, height: small, borderRadius: '50%' }}
            />
            <Box component="figure" sx={{ m: 0, minWidth: 0 }}>
              <Box component="blockquote" sx={{ m: 0 }}>
                <Box
                  component="p"
                  sx={{ m: 0, fontSize: { xs: '1.1rem', md: '1.25rem' }, lineHeight: 1.6 }}
                >
                  “{person.quote}”
                </Box>
              </Box>
              <Box component="figcaption" sx={{ mt: 1.5 }}>
                <Box component="span" sx={{ fontWeight: 700, color: 'primary.dark' }}>
                  {person.name}
                </Box>
                <Box component="span" sx={{ color: 'text.secondary' }}>
                  , {person.role}
                </Box>
              </Box>
            </Box>
          </Box>
        ))}
      </Box>
      <Box component="section" aria-labelledby="mothers-day-next" sx={{ mt: { xs: 5, md: 7 } }}>
        <Box
          component="h2"
          id="mothers-day-next"
          sx={{ m: 0, mb: 2, fontSize: { xs: '1.5rem', md: '1.8rem' }, color: 'primary.dark' }}
        >
          Pass the lesson on
        </Box>
        <Box component="p" sx={{ m: 0, mb: 2, lineHeight: 1.75, maxWidth: '68ch' }}>
          Many of these lessons were about knowing where the money is and whose name is on it. The
          Equality Collective’s monthly circles help women do exactly that, and they are free to
          join.
        </Box>
        <Button
          component={RouterLink}
          to={paths.womenInvestment.path}
          variant="contained"
          disableElevation
        >
          About the Equality Collective
        </Button>
      </Box>
    </Container>
  );
}
