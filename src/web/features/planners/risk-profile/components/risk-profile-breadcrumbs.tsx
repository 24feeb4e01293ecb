import Box from '@mui/material/Box';
import { Link as RouterLink } from 'wouter';
import { paths } from '../../../../../shared/config/paths';

/**
 * Home > Risk Profile, drawn as MUI's Breadcrumbs are (a list with "/" between the items). MUI's
 * component brings the form kit's chunk with its slot helpers: 17 KB gzipped this page's first
 * load cannot afford (docs/decisions/008).
 */
export function RiskProfileBreadcrumbs() {
  return (
    <Box
      component="nav"
      aria-label="Breadcrumb"
      sx={{ mb: 2, color: 'text.secondary' }}
      data-print="hide"
    >
      <Box
        component="ol"
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          listStyle: 'none',
          m: 0,
          p: 0,
          '& li + li::before': { content: '"/"', mx: 1, color: 'text.secondary' },
        }}
      >
        <li>
          <Box
            component={RouterLink}
            to={paths.home.path}
            sx={{
              color: 'inherit',
              textDecoration: 'none',
              '&:hover': { textDecoration: 'underline' },
            }}
          >
            Home
          </Box>
        </li>
        <Box component="li" aria-current="page" sx={{ color: 'text.primary' }}>
          {paths.riskProfile.title}
        </Box>
      </Box>
    </Box>
  );
}
