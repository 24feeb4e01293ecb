import LockIcon from '@mui/icons-material/Lock';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { openAuthDialog } from '../../../../lib/auth-dialog';

/**
 * What /riskProfileResult shows a visitor who is not signed in, behind (and after closing) the
 * sign-in dialog: the pattern of /profile's prompt (a feature may not import another's).
 */
export function SignInPrompt() {
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="risk-sign-in-title"
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
      <Typography
        id="risk-sign-in-title"
        component="h2"
        sx={{ fontSize: '1.4rem', fontWeight: 700 }}
      >
        Please sign in to see your saved result
      </Typography>
      <Typography sx={{ color: 'text.secondary' }}>
        Your result is kept with your account when you finish the questionnaire signed in. Sign in
        to see yours, or create a free account: it takes a couple of minutes.
      </Typography>
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
