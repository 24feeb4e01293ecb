import { createTheme } from '@mui/material/styles';

/** Teal and amber on Lato, as the specification asks; shades chosen for WCAG AA contrast. */
export const theme = createTheme({
  palette: {
    primary: { main: '#00695c', light: '#4db6ac', dark: '#004d40', contrastText: '#ffffff' },
    secondary: { main: '#ffc107', light: '#ffd54f', dark: '#ff8f00', contrastText: '#1a1a1a' },
    background: { default: '#fafafa' },
  },
  typography: {
    fontFamily: 'Lato, "Helvetica Neue", Arial, sans-serif',
    button: { fontWeight: 700 },
  },
  shape: { borderRadius: 8 },
});
