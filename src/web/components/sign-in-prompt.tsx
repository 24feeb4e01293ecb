import LockIcon from '@mui/icons-material/Lock';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { openAuthDialog } from '../lib/auth-dialog';

/**
 * What a signed-in-only page (the profile, a saved result) shows a visitor who is not signed in,
 * behind (and after closing) the sign-in dialog: what they would see, and the two ways in.
 */
export function SignInPrompt({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={titleId}
      sx={{ p: { xs: 3, sm: 5 }, maxWidth: 640, display: 'grid', gap: 2, justifyItems: 'start' }}
    >
      <Box
        sx={{
          width: 52,
          height: 52,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          bgcolor: '#e0f2f1',
          color: 'primary.main',
        }}
      >
        <LockIcon aria-hidden="true" />
      </Box>
      <Typography id={titleId} component="h2" sx={{ fontSize: '1.4rem', fontWeight: 700 }}>
        {title}
      </Typography>
      <Typography sx={{ color: 'text.secondary' }}>{children}</Typography>
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', mt: 1 }}>
        <Button variant="contained" disableElevation onClick={() => openAuthDialog('sign-in')}>
          Sign in
        </Button>
        <Button variant="outlined" onClick={() => openAuthDialog('sign-up')}>
          Create an account
        </Button>
      </Box>
    </Paper>
  );
}
