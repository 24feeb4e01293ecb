import '@fontsource/lato/latin-400.css';
import '@fontsource/lato/latin-700.css';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { NotifyProvider } from '../lib/notify';
import { theme } from './theme';

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <NotifyProvider>{children}</NotifyProvider>
    </ThemeProvider>
  );
}
