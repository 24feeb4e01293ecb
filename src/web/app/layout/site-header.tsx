import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import useScrollTrigger from '@mui/material/useScrollTrigger';
import { NavLink } from '../../components/nav-link';
import { AccountSlot } from './account-slot';
import { InvestNowButton } from './invest-now-button';
import { MobileNav } from './mobile-nav';
import { navButtonSx } from './nav-button-sx';
import { plannerLinks, topLevelLinks, whatWeDoLinks } from './nav-links';
import { NavMenu } from './nav-menu';
import { SiteLogo } from './site-logo';
import { TrustLine } from './trust-line';

/** The specification's bar: it slides away once you scroll down past 50px and returns on the way up. */
const hideOffset = 50;

/**
 * A sticky header rather than MUI's AppBar inside Slide: the same behaviour with a CSS transform,
 * which keeps AppBar, Paper and Slide out of every page's first-load bundle. Once hidden it is also
 * `visibility: hidden`, so its links cannot be reached by Tab while off screen.
 */
export function SiteHeader() {
  const scrolledDown = useScrollTrigger({ threshold: hideOffset });
  return (
    <Box
      component="header"
      sx={{
        position: 'sticky',
        top: 0,
        zIndex: 'appBar',
        bgcolor: 'background.paper',
        borderBottom: '1px solid',
        borderColor: 'divider',
        boxShadow: '0 2px 12px rgba(0, 40, 35, 0.06)',
        transform: scrolledDown ? 'translateY(-100%)' : 'none',
        visibility: scrolledDown ? 'hidden' : 'visible',
        transition: scrolledDown
          ? 'transform 195ms cubic-bezier(0.4, 0, 0.6, 1), visibility 0s linear 195ms'
          : 'transform 225ms cubic-bezier(0, 0, 0.2, 1)',
        '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
      }}
    >
      <Container maxWidth="xl">
        <Toolbar disableGutters sx={{ minHeight: { xs: 60, md: 68 }, gap: { xs: 1, lg: 2 } }}>
          <MobileNav />
          <Box sx={{ flexShrink: 0 }}>
            <SiteLogo compactOnMedium />
            {/* Under the name, beside the mark (34 px and a gap of 8): on two lines until the bar
                has room for one, so that INVEST NOW stays on screen at 1200 px. */}
            <TrustLine
              sx={{
                display: { xs: 'none', lg: 'block' },
                pl: '42px',
                mt: -0.75,
                maxWidth: 250,
                '@media (min-width: 1400px)': { maxWidth: 'none' },
              }}
            />
          </Box>
          <InlineNav />
          <Box sx={{ flex: 1 }} />
          <AccountSlot />
          <InvestNowButton />
        </Toolbar>
        <NoScriptNav />
      </Container>
    </Box>
  );
}

/**
 * Without JavaScript the dropdowns and the phone drawer cannot open, so every link of the bar is
 * also written out here as a plain list, which only a browser without scripts shows. React sends
 * it in the server's HTML and leaves it alone in the browser.
 */
function NoScriptNav() {
  return (
    <noscript>
      <nav aria-label="Site">
        <ul
          style={{
            display: 'flex',
            flexWrap: 'wrap',
            gap: '4px 16px',
            listStyle: 'none',
            margin: 0,
            padding: '0 0 12px',
          }}
        >
          {[...whatWeDoLinks, ...plannerLinks, ...topLevelLinks].map((link) => (
            <li key={link.path}>
              <a href={link.path} style={{ color: '#00695c' }}>
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </noscript>
  );
}

/** md and up: the two dropdowns and the top-level links in a row. */
function InlineNav() {
  return (
    <Box
      component="nav"
      aria-label="Main"
      sx={{
        display: { xs: 'none', md: 'flex' },
        alignItems: 'center',
        gap: 0.25,
        ml: { md: 1, lg: 3 },
      }}
    >
      <NavMenu id="what-we-do" label="What We Do" links={whatWeDoLinks} />
      <NavMenu id="planners" label="Planners" links={plannerLinks} />
      {topLevelLinks.map((link) => (
        <Button key={link.path} component={NavLink} to={link.path} sx={navButtonSx}>
          {link.label}
        </Button>
      ))}
    </Box>
  );
}
