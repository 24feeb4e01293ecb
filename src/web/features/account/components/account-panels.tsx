import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useLocation, useSearch } from 'wouter';
import type { SessionUser } from '../../../lib/session';
import { accountPanels, panelFromSearch, panelParam, type AccountPanelKey } from '../utils/panels';
import { MoneyMapsPanel } from './money-maps-panel';
import { PasswordForm } from './password-form';
import { PrivacyPanel } from './privacy-panel';
import { ProfileForm } from './profile-form';
import { TransactPanel } from './transact-panel';

const tabId = (key: AccountPanelKey) => `account-tab-${key}`;
const panelId = (key: AccountPanelKey) => `account-panel-${key}`;

/**
 * The seeds' side links, one panel visible at a time, as tabs: a column beside the panel on wide
 * screens, a row above it on tablets, and two rows of two on phones, so that every tab is in view
 * (a scrolling row hid Privacy off the screen). The panel shown is in the address (?panel=), so
 * it survives a reload and can be linked to.
 */
export function AccountPanels({ user }: { user: SessionUser }) {
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  const search = useSearch();
  const [pathname, navigate] = useLocation();
  const current = panelFromSearch(search);

  const show = (key: AccountPanelKey) =>
    navigate(key === 'profile' ? pathname : `${pathname}?${panelParam}=${key}`, { replace: true });

  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: '240px 1fr' },
        gap: { xs: 2, md: 4 },
        alignItems: 'start',
      }}
    >
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <Tabs
          orientation={wide ? 'vertical' : 'horizontal'}
          value={current}
          onChange={(_event, key: AccountPanelKey) => show(key)}
          aria-label="Account sections"
          sx={{
            '& .MuiTabs-indicator': {
              width: wide ? 4 : undefined,
              height: wide ? undefined : 3,
              // Wrapped tabs cannot share one sliding bar: each selected tab draws its own.
              display: { xs: 'none', sm: 'block' },
            },
            '& .MuiTabs-list': { flexWrap: { xs: 'wrap', sm: 'nowrap' } },
          }}
        >
          {accountPanels.map((panel) => (
            <Tab
              key={panel.key}
              value={panel.key}
              label={panel.label}
              id={tabId(panel.key)}
              // Only the shown panel exists, and aria-controls must name an element that does.
              aria-controls={panel.key === current ? panelId(panel.key) : undefined}
              sx={{
                alignItems: wide ? 'flex-start' : 'center',
                textAlign: 'left',
                flex: { xs: '1 1 50%', sm: 'none' },
                maxWidth: { xs: 'none', sm: 360 },
                px: { xs: 1.5, sm: 3 },
                minHeight: 52,
                fontSize: '0.95rem',
                textTransform: 'none',
                fontWeight: 700,
                color: 'text.primary',
                '&.Mui-selected': {
                  bgcolor: '#e0f2f1',
                  color: 'primary.dark',
                  boxShadow: { xs: `inset 0 -3px 0 ${theme.palette.primary.main}`, sm: 'none' },
                },
              }}
            />
          ))}
        </Tabs>
      </Paper>
      <Paper
        variant="outlined"
        role="tabpanel"
        id={panelId(current)}
        aria-labelledby={tabId(current)}
        sx={{ p: { xs: 2.5, sm: 4 }, minWidth: 0 }}
      >
        {current === 'profile' && <ProfileForm user={user} />}
        {current === 'password' && <PasswordForm user={user} />}
        {current === 'transact' && <TransactPanel />}
        {current === 'moneyMaps' && <MoneyMapsPanel user={user} />}
        {current === 'privacy' && <PrivacyPanel user={user} />}
      </Paper>
    </Box>
  );
}
