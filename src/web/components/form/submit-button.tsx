import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { keyframes } from '@mui/material/styles';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

type SubmitButtonProps = {
  /** The form's `busy`: disabled, with a spinner, and aria-busy, until the call settles. */
  busy: boolean;
  children: ReactNode;
  /** What the button says while busy ('Saving…'); its label otherwise. */
  busyLabel?: string;
  /** Disabled for another reason, e.g. what the form needs is still loading. */
  disabled?: boolean;
  fullWidth?: boolean;
  color?: 'primary' | 'error';
  sx?: SxProps<Theme>;
};

/**
 * The form's one submit button. A CSS ring rather than MUI's CircularProgress keeps it light
 * enough for public pages. (Disabling it drops its focus; useForm gives the focus back.)
 */
export function SubmitButton({
  busy,
  children,
  busyLabel,
  disabled,
  fullWidth,
  color = 'primary',
  sx,
}: SubmitButtonProps) {
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      disableElevation
      fullWidth={fullWidth}
      color={color}
      disabled={busy || disabled}
      aria-busy={busy}
      sx={sx}
    >
      {busy && (
        <Box
          component="span"
          aria-hidden="true"
          sx={{
            width: 16,
            height: 16,
            mr: 1,
            flex: 'none',
            borderRadius: '50%',
            border: '2px solid currentColor',
            borderRightColor: 'transparent',
            animation: `${spin} 0.8s linear infinite`,
            '@media (prefers-reduced-motion: reduce)': { animationDuration: '2.4s' },
          }}
        />
      )}
      {busy && busyLabel ? busyLabel : children}
    </Button>
  );
}
