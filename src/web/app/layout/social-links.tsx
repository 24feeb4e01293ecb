import FacebookIcon from '@mui/icons-material/Facebook';
import InstagramIcon from '@mui/icons-material/Instagram';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import XIcon from '@mui/icons-material/X';
import Box from '@mui/material/Box';
import { site } from '../../../shared/config/site';

const socialLinks = [
  { network: 'Facebook', href: site.social.facebook, Icon: FacebookIcon },
  { network: 'X (Twitter)', href: site.social.twitter, Icon: XIcon },
  { network: 'LinkedIn', href: site.social.linkedin, Icon: LinkedInIcon },
  { network: 'Instagram', href: site.social.instagram, Icon: InstagramIcon },
] as const;

/** The four social profiles, as icon links whose names say where they go. */
export function SocialLinks({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  return (
    <Box component="ul" sx={{ display: 'flex', gap: 0.5, listStyle: 'none', m: 0, p: 0 }}>
      {socialLinks.map(({ network, href, Icon }) => (
        <li key={network}>
          <Box
            component="a"
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${site.name} on ${network} (opens in a new tab)`}
            sx={{
              width: 40,
              height: 40,
              display: 'grid',
              placeItems: 'center',
              borderRadius: '50%',
              transition: 'background-color 150ms',
              color: tone === 'dark' ? 'primary.main' : 'common.white',
              bgcolor: tone === 'dark' ? 'rgba(0, 105, 92, 0.08)' : 'rgba(255, 255, 255, 0.1)',
              '&:hover': {
                bgcolor: tone === 'dark' ? 'rgba(0, 105, 92, 0.16)' : 'rgba(255, 255, 255, 0.2)',
              },
            }}
          >
            <Icon fontSize="small" />
          </Box>
        </li>
      ))}
    </Box>
  );
}
