import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import HealthAndSafetyIcon from '@mui/icons-material/HealthAndSafety';
import MapIcon from '@mui/icons-material/Map';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import PieChartIcon from '@mui/icons-material/PieChart';
import SavingsIcon from '@mui/icons-material/Savings';
import SpeedIcon from '@mui/icons-material/Speed';
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'wouter';
import { paths } from '../../../../shared/config/paths';
import { site } from '../../../../shared/config/site';
import { VisuallyHidden } from '../../../components/visually-hidden';
import { PanelHeading } from './panel-heading';

type Tile = { title: string; text: string; icon: ReactNode } & ({ to: string } | { href: string });

const tiles: Tile[] = [
  {
    title: paths.retirementPlanner.title,
    text: 'The corpus you need and the SIP that builds it.',
    icon: <SavingsIcon />,
    to: paths.retirementPlanner.path,
  },
  {
    title: paths.moneyMap.title,
    text: 'Price a goal and find its monthly SIP.',
    icon: <MapIcon />,
    to: paths.moneyMap.path,
  },
  {
    title: paths.riskProfile.title,
    text: 'Eight questions on the investor you are.',
    icon: <SpeedIcon />,
    to: paths.riskProfile.path,
  },
  {
    title: paths.financialHealth.title,
    text: 'Savings, loans, insurance and goals in four steps.',
    icon: <HealthAndSafetyIcon />,
    to: paths.financialHealth.path,
  },
  {
    title: 'Invest Now',
    text: 'Start a SIP or a lump sum on our investing site.',
    icon: <AccountBalanceWalletIcon />,
    href: site.investUrl,
  },
  {
    title: 'View Portfolio',
    text: 'Your holdings and their value today.',
    icon: <PieChartIcon />,
    href: site.portfolioUrl,
  },
];

const tileSx = {
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: 1.5,
  alignItems: 'start',
  height: '100%',
  p: 2.25,
  border: '1px solid',
  borderColor: 'divider',
  borderRadius: 2,
  color: 'text.primary',
  textDecoration: 'none',
  bgcolor: 'background.paper',
  transition: 'border-color 150ms, box-shadow 150ms',
  '&:hover': { borderColor: 'primary.main', boxShadow: '0 4px 14px rgba(0, 77, 64, 0.12)' },
  '& .tile-icon': {
    display: 'grid',
    placeItems: 'center',
    width: 44,
    height: 44,
    borderRadius: '50%',
    bgcolor: '#e0f2f1',
    color: 'primary.main',
  },
} as const;

/** The planners and the investing site, one tile each (seed 000's Transact panel). */
export function TransactPanel() {
  return (
    <>
      <PanelHeading
        title="Transact"
        intro="Plan with our free planners, then invest and follow your portfolio on our investing site."
      />
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1fr 1fr 1fr' },
        }}
      >
        {tiles.map((tile) => (
          <li key={tile.title}>
            <TileLink tile={tile} />
          </li>
        ))}
      </Box>
    </>
  );
}

function TileLink({ tile }: { tile: Tile }) {
  const content = (
    <>
      <Box className="tile-icon" aria-hidden="true">
        {tile.icon}
      </Box>
      <Box>
        <Box
          component="span"
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 0.5,
            fontWeight: 700,
            color: 'primary.dark',
          }}
        >
          {tile.title}
          {'href' in tile && <OpenInNewIcon sx={{ fontSize: 16 }} aria-hidden="true" />}
          {'href' in tile && <VisuallyHidden> (opens in a new tab)</VisuallyHidden>}
        </Box>
        <Box
          component="span"
          sx={{ display: 'block', mt: 0.5, fontSize: '0.9rem', color: 'text.secondary' }}
        >
          {tile.text}
        </Box>
      </Box>
    </>
  );
  if ('href' in tile) {
    return (
      <Box component="a" href={tile.href} target="_blank" rel="noopener noreferrer" sx={tileSx}>
        {content}
      </Box>
    );
  }
  return (
    <Box component={RouterLink} to={tile.to} sx={tileSx}>
      {content}
    </Box>
  );
}
