import Box from '@mui/material/Box';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { showAuthDialogView, type AuthDialogView } from '../../../lib/auth-dialog';

export const authDialogTitleId = 'auth-dialog-title';

/** The view's title, which names the dialog (aria-labelledby), and an optional line under it. */
export function AuthViewHeading({ title, intro }: { title: string; intro?: ReactNode }) {
  return (
    <>
      <DialogTitle
        id={authDialogTitleId}
        component="h2"
        sx={{ pr: 7, pt: 3, pb: intro ? 0.5 : 1.5, fontWeight: 700, color: 'primary.dark' }}
      >
        {title}
      </DialogTitle>
      {intro && (
        <Typography sx={{ px: 3, pb: 1.5, color: 'text.secondary', fontSize: '0.95rem' }}>
          {intro}
        </Typography>
      )}
    </>
  );
}

/** A link-styled button that switches the dialog to another view. */
export function SwitchViewLink({ to, children }: { to: AuthDialogView; children: ReactNode }) {
  return (
    <Link
      component="button"
      type="button"
      onClick={() => showAuthDialogView(to)}
      sx={{ fontWeight: 700, fontSize: 'inherit', verticalAlign: 'baseline' }}
    >
      {children}
    </Link>
  );
}

/** The line at the bottom of a view: "New here? create an account" and the like. */
export function AuthViewFooter({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        mt: 2.5,
        pt: 2,
        borderTop: '1px solid',
        borderColor: 'divider',
        textAlign: 'center',
        fontSize: '0.95rem',
        color: 'text.secondary',
      }}
    >
      {children}
    </Box>
  );
}
