import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import { paths } from '../../../shared/config/paths';
import { site } from '../../../shared/config/site';
import { PageHeader } from '../../components/page-header';
import { ContactForm } from './components/contact-form';
import { ContactHero } from './components/contact-hero';

/** /contact-us: the drawn hero, the large contact form, our three offices, e-mail and phone. */
export default function ContactPage() {
  return (
    <Container maxWidth="lg" sx={{ pt: { xs: 3, sm: 5 }, pb: { xs: 6, md: 8 } }}>
      <PageHeader
        crumb={paths.contactUs.title}
        title="Contact us"
        lead="A question about a plan, a workshop for your team, or a talk at your school: write to us and a person will answer within two working days."
      />
      <Box sx={{ mb: { xs: 5, md: 7 } }}>
        <ContactHero />
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 5, md: 6 },
          gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' },
          alignItems: 'start',
        }}
      >
        <ContactForm />
        <Box component="section" aria-labelledby="contact-reach" sx={{ minWidth: 0 }}>
          <Box
            component="h2"
            id="contact-reach"
            sx={{ m: 0, mb: 2, fontSize: { xs: '1.5rem', md: '1.8rem' }, color: 'primary.dark' }}
          >
            Write, call or visit
          </Box>
          <Box
            component="ul"
            sx={{ listStyle: 'none', m: 0, mb: 4, p: 0, display: 'grid', gap: 1.5 }}
          >
            <Box component="li" sx={lineSx}>
              <EmailOutlinedIcon aria-hidden="true" sx={{ color: 'primary.main' }} />
              <Link
                href={`mailto:${site.supportEmail}`}
                sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}
              >
                {site.supportEmail}
              </Link>
            </Box>
            {site.phones.map((phone) => (
              <Box component="li" key={phone.tel} sx={lineSx}>
                <PhoneOutlinedIcon aria-hidden="true" sx={{ color: 'primary.main' }} />
                <span>
                  {phone.label}:{' '}
                  <Link href={`tel:${phone.tel}`} sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                    {phone.display}
                  </Link>
                </span>
              </Box>
            ))}
          </Box>
          <Box component="p" sx={{ mt: 0, mb: 3, color: 'text.secondary' }}>
            We answer calls from 9:30 am to 6:30 pm, Monday to Saturday, except public holidays.
          </Box>
          <Box
            component="h3"
            sx={{ m: 0, mb: 2, fontSize: '1.25rem', fontWeight: 700, color: 'primary.dark' }}
          >
            Our offices
          </Box>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
            {site.offices.map((office) => (
              <Box
                component="li"
                key={office.city}
                sx={{
                  p: 2.5,
                  borderRadius: 2,
                  bgcolor: '#e0f2f1',
                  borderLeft: '4px solid',
                  borderLeftColor:
                    office.role === 'Headquarters' ? 'secondary.dark' : 'primary.main',
                }}
              >
                <Box component="p" sx={{ m: 0, fontWeight: 700, fontSize: '1.1rem' }}>
                  {office.city}
                  {office.role === 'Headquarters' && (
                    <Box component="span" sx={{ fontWeight: 400, color: 'text.secondary' }}>
                      {' '}
                      (headquarters)
                    </Box>
                  )}
                </Box>
                <Box component="address" sx={{ fontStyle: 'normal', lineHeight: 1.6, mt: 0.5 }}>
                  {office.lines.map((line) => (
                    <Box key={line}>{line}</Box>
                  ))}
                </Box>
              </Box>
            ))}
          </Box>
        </Box>
      </Box>
    </Container>
  );
}

const lineSx = { display: 'flex', gap: 1.25, alignItems: 'center' } as const;
