import Button, { type ButtonProps } from '@mui/material/Button';
import { site } from '../../../shared/config/site';
import { VisuallyHidden } from '../../components/visually-hidden';

/** INVEST NOW: the external fund-investing site, always in a new tab. */
export function InvestNowButton({
  size = 'medium',
  fullWidth,
}: Pick<ButtonProps, 'size' | 'fullWidth'>) {
  return (
    <Button
      variant="contained"
      color="secondary"
      disableElevation
      size={size}
      fullWidth={fullWidth}
      href={site.investUrl}
      target="_blank"
      rel="noopener noreferrer"
      sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
    >
      Invest Now
      <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
    </Button>
  );
}
