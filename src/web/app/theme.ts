import { createTheme } from '@mui/material/styles';

/**
 * The keyboard focus ring (WCAG 2.2 focus appearance): 2 px solid teal, 6.6:1 against white and
 * the page's grey, drawn by the theme so that it is the same on the page and in dialogs and menus.
 * MUI clears the browser's outline on its buttons and inputs, so those components get it back here.
 */
const focusRing = { outline: '2px solid #00695c', outlineOffset: 2 } as const;

/** Teal and amber on Lato, as the specification asks; shades chosen for WCAG AA contrast. */
export const theme = createTheme({
  palette: {
    primary: { main: '#00695c', light: '#4db6ac', dark: '#004d40', contrastText: '#ffffff' },
    secondary: { main: '#ffc107', light: '#ffd54f', dark: '#ff8f00', contrastText: '#1a1a1a' },
    background: { default: '#fafafa' },
  },
  typography: {
    // 'Lato fallback': the phone's sans sized as Lato, until Lato arrives (lato-subsets.ts).
    fontFamily: 'Lato, "Lato fallback", "Helvetica Neue", Arial, sans-serif',
    button: { fontWeight: 700 },
  },
  shape: { borderRadius: 8 },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        ':focus-visible': focusRing,
        // A printed plan (components/print-plan-button.tsx) is the page's content on white: the
        // chrome outside <main> and anything marked data-print="hide" stay off the paper, and
        // data-print="only" (the date, the site's address) appears only there.
        '[data-print="only"]': { display: 'none' },
        '@media print': {
          body: { backgroundColor: '#fff' },
          '[data-print="hide"]': { display: 'none !important' },
          '[data-print="only"]': { display: 'block' },
        },
      },
    },
    // Buttons, links styled as buttons, menu items, tabs, and check boxes (whose focus is on a
    // hidden input, so MUI marks the visible root with Mui-focusVisible).
    MuiButtonBase: {
      styleOverrides: { root: { '&:focus-visible, &.Mui-focusVisible': focusRing } },
    },
    // Menu items sit flush in their list, whose edges would clip a ring drawn outside them.
    MuiMenuItem: {
      styleOverrides: {
        root: { '&:focus-visible, &.Mui-focusVisible': { ...focusRing, outlineOffset: -2 } },
      },
    },
    // Text fields and selects: the ring goes round the visible box, not the bare input inside it.
    MuiInputBase: {
      styleOverrides: {
        root: { '&.Mui-focused': focusRing },
        input: { '&:focus-visible': { outline: 'none' } },
      },
    },
  },
});
