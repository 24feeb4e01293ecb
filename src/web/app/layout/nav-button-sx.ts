import type { SxProps, Theme } from '@mui/material/styles';

/** The bar's text buttons: compact, with an amber underline marking the section you are in. */
export const navButtonSx: SxProps<Theme> = {
  px: { md: 1, lg: 1.5 },
  fontSize: '0.875rem',
  letterSpacing: '0.03em',
  whiteSpace: 'nowrap',
  color: 'text.primary',
  borderRadius: 1,
  '& .MuiButton-endIcon': { ml: 0.25 },
  '&.active': { color: 'primary.main', boxShadow: 'inset 0 -3px 0 #ffc107' },
  '&:hover': { color: 'primary.main', bgcolor: 'rgba(0, 105, 92, 0.06)' },
};

/** The items of the bar's dropdown menus. */
export const menuItemSx: SxProps<Theme> = {
  py: 1.25,
  fontSize: '0.875rem',
  fontWeight: 700,
  letterSpacing: '0.03em',
  textTransform: 'uppercase',
  '&:hover': { color: 'primary.main' },
};
