import Box from '@mui/material/Box';
import { Link as RouterLink } from 'wouter';
import { paths } from '../../../shared/config/paths';
import { site } from '../../../shared/config/site';

/** The drawn mark (the favicon's amber "A" on teal), so the logo costs no image request. */
function LogoMark({ size }: { size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#00695c" />
      <path d="M18 48 32 14l14 34h-7l-3-8h-8l-3 8zm12-14h4l-2-6z" fill="#ffc107" />
    </svg>
  );
}

type SiteLogoProps = {
  /** Follows the background: dark text on white, white text on the footer's teal. */
  tone?: 'dark' | 'light';
  /** In the bar, the name gives way where space is tight: md to lg, and phones under 360px. */
  compactOnMedium?: boolean;
};

/** The site's name with its mark, linking home. */
export function SiteLogo({ tone = 'dark', compactOnMedium = false }: SiteLogoProps) {
  return (
    <Box
      component={RouterLink}
      to={paths.home.path}
      aria-label={site.name}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        color: tone === 'dark' ? 'primary.dark' : 'common.white',
        textDecoration: 'none',
        fontWeight: 700,
        fontSize: '1.3rem',
        letterSpacing: '0.02em',
        borderRadius: 1,
        flexShrink: 0,
      }}
    >
      <LogoMark size={34} />
      <Box
        component="span"
        sx={
          compactOnMedium
            ? {
                display: { xs: 'inline', md: 'none', lg: 'inline' },
                // The smallest phones need the room for INVEST NOW.
                '@media (max-width: 359.95px)': { display: 'none' },
              }
            : undefined
        }
      >
        {site.name}
      </Box>
    </Box>
  );
}
