import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { Link as RouterLink } from 'wouter';
import { site } from '../../../shared/config/site';
import {
  footerCompanyLinks,
  footerImportantLinks,
  plannerLinks,
  whatWeDoLinks,
  type NavLink,
} from './nav-links';
import { SiteLogo } from './site-logo';
import { SocialLinks } from './social-links';

// Light text on the darkest teal; every pairing below is above 7:1.
const footerBg = '#00302a';
const mutedText = 'rgba(255, 255, 255, 0.82)';

const headquarters =
  site.offices.find((office) => office.role === 'Headquarters') ?? site.offices[0];
const supportPhone = site.phones[0];

/** About, links, how to reach us, and what a mutual fund distributor's site must say. */
export function SiteFooter() {
  return (
    <Box
      component="footer"
      sx={{
        bgcolor: footerBg,
        color: 'common.white',
        mt: 'auto',
        '& a:focus-visible': { outline: '2px solid #ffd54f', outlineOffset: 2 },
      }}
    >
      <Container maxWidth="lg" sx={{ pt: { xs: 6, md: 8 }, pb: 4 }}>
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 4, md: 3 },
            gridTemplateColumns: {
              xs: '1fr 1fr',
              md: '1.6fr repeat(4, 1fr)',
            },
          }}
        >
          <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' }, pr: { md: 3 } }}>
            <SiteLogo tone="light" />
            <Box component="p" sx={{ mt: 2, mb: 2.5, color: mutedText, fontSize: '0.925rem' }}>
              {site.about}
            </Box>
            <SocialLinks tone="light" />
          </Box>
          <FooterLinkColumn heading="Company" links={footerCompanyLinks} />
          <FooterLinkColumn heading="Services" links={whatWeDoLinks} />
          <FooterLinkColumn heading="Planners" links={plannerLinks} />
          <FooterLinkColumn heading="Important" links={footerImportantLinks} />
        </Box>

        <ContactStrip />
        <RegulatoryNote />
      </Container>
    </Box>
  );
}

function FooterHeading({ children }: { children: string }) {
  return (
    <Box
      component="h2"
      sx={{
        mt: 0,
        fontSize: '0.8rem',
        fontWeight: 700,
        letterSpacing: '0.12em',
        textTransform: 'uppercase',
        color: '#ffd54f',
        mb: 1.5,
      }}
    >
      {children}
    </Box>
  );
}

function FooterLinkColumn({ heading, links }: { heading: string; links: readonly NavLink[] }) {
  return (
    <Box>
      <FooterHeading>{heading}</FooterHeading>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
        {links.map((link) => (
          <li key={link.path}>
            <Box
              component={RouterLink}
              to={link.path}
              sx={{
                color: mutedText,
                fontSize: '0.925rem',
                textDecoration: 'none',
                '&:hover': { color: 'common.white', textDecoration: 'underline' },
              }}
            >
              {link.label}
            </Box>
          </li>
        ))}
      </Box>
    </Box>
  );
}

function ContactStrip() {
  return (
    <Box
      sx={{
        mt: 5,
        pt: 4,
        borderTop: '1px solid rgba(255, 255, 255, 0.14)',
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' },
        color: mutedText,
        fontSize: '0.925rem',
        '& a': { color: 'common.white', fontWeight: 700, textDecoration: 'none' },
        '& a:hover': { textDecoration: 'underline' },
      }}
    >
      <Box>
        <FooterHeading>{`${headquarters?.role ?? 'Office'}, ${headquarters?.city ?? ''}`}</FooterHeading>
        <Box component="address" sx={{ fontStyle: 'normal', lineHeight: 1.6 }}>
          {headquarters?.lines.map((line) => (
            <div key={line}>{line}</div>
          ))}
        </Box>
      </Box>
      <Box>
        <FooterHeading>Write to us</FooterHeading>
        <a href={`mailto:${site.supportEmail}`}>{site.supportEmail}</a>
      </Box>
      {supportPhone && (
        <Box>
          <FooterHeading>Call us</FooterHeading>
          <a href={`tel:${supportPhone.tel}`}>{supportPhone.display}</a>
        </Box>
      )}
    </Box>
  );
}

function RegulatoryNote() {
  const currentYear = new Date().getFullYear();
  return (
    <Box
      sx={{
        mt: 4,
        pt: 3,
        borderTop: '1px solid rgba(255, 255, 255, 0.14)',
        color: mutedText,
        fontSize: '0.85rem',
        display: 'grid',
        gap: 1,
        '& p': { m: 0 },
      }}
    >
      <p>
        {site.name} is an {site.distributor.registration} ({site.distributor.arn}).
      </p>
      <Box component="p" sx={{ fontWeight: 700, color: 'common.white' }}>
        {site.distributor.disclaimer}
      </Box>
      <Box component="p" sx={{ pt: 1 }}>
        © {site.foundedYear}–{currentYear} {site.name}. All rights reserved.
      </Box>
    </Box>
  );
}
