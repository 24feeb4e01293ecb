import LinkedInIcon from '@mui/icons-material/LinkedIn';
import XIcon from '@mui/icons-material/X';
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import type { founders } from '../../../../shared/config/site';
import { FOUNDER_PORTRAIT_WIDTHS, founderPortraitUrl } from '../utils/portrait-files';

type Founder = (typeof founders)[number];

type FounderProfileProps = {
  founder: Founder;
  /** What the drawn portrait shows, for people who cannot see it. */
  portraitAlt: string;
  /** The founder's story, as paragraphs. */
  children: ReactNode;
};

const [small, large] = FOUNDER_PORTRAIT_WIDTHS;

/** One founder: drawn portrait, name and role (an h3), a short story and their own profiles. */
export function FounderProfile({ founder, portraitAlt, children }: FounderProfileProps) {
  const links = [
    { network: 'LinkedIn', href: founder.social.linkedin, Icon: LinkedInIcon },
    { network: 'X (Twitter)', href: founder.social.twitter, Icon: XIcon },
  ];
  return (
    <Box
      component="article"
      sx={{
        display: 'grid',
        gap: { xs: 2, sm: 3 },
        gridTemplateColumns: { xs: '1fr', sm: `${small}px 1fr` },
        alignItems: 'start',
        p: { xs: 2.5, sm: 3.5 },
        borderRadius: 3,
        bgcolor: 'common.white',
        border: '1px solid rgba(0, 77, 64, 0.12)',
      }}
    >
      <Box
        component="img"
        src={founderPortraitUrl(founder.portrait, small)}
        srcSet={`${founderPortraitUrl(founder.portrait, small)} ${small}w, ${founderPortraitUrl(founder.portrait, large)} ${large}w`}
        sizes={`${small}px`}
        width={small}
        height={small}
        loading="lazy"
        decoding="async"
        alt={portraitAlt}
        sx={{ display: 'block', width: small, height: small, borderRadius: '50%' }}
      />
      <Box sx={{ minWidth: 0 }}>
        <Box
          component="h3"
          sx={{ m: 0, fontSize: '1.5rem', fontWeight: 700, color: 'primary.dark' }}
        >
          {founder.name}
        </Box>
        <Box
          component="p"
          sx={{
            m: 0,
            mt: 0.5,
            mb: 2,
            color: 'text.secondary',
            fontWeight: 700,
            fontSize: '0.95rem',
          }}
        >
          {founder.role}
        </Box>
        <Box sx={{ '& p': { m: 0, mb: 1.5, lineHeight: 1.7 } }}>{children}</Box>
        <Box
          component="ul"
          aria-label={`${founder.name} elsewhere`}
          sx={{ display: 'flex', gap: 1, listStyle: 'none', m: 0, mt: 2, p: 0 }}
        >
          {links.map(({ network, href, Icon }) => (
            <li key={network}>
              <Box
                component="a"
                href={href}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`${founder.name} on ${network} (opens in a new tab)`}
                sx={{
                  width: 44,
                  height: 44,
                  display: 'grid',
                  placeItems: 'center',
                  borderRadius: '50%',
                  color: 'primary.main',
                  bgcolor: 'rgba(0, 105, 92, 0.08)',
                  '&:hover': { bgcolor: 'rgba(0, 105, 92, 0.16)' },
                }}
              >
                <Icon fontSize="small" />
              </Box>
            </li>
          ))}
        </Box>
      </Box>
    </Box>
  );
}
