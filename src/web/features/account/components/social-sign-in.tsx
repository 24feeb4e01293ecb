import FacebookIcon from '@mui/icons-material/Facebook';
import GoogleIcon from '@mui/icons-material/Google';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { VisuallyHidden } from '../../../components/visually-hidden';
import { useAuthProviders } from '../api/get-auth-providers';
import { useSignInWithSocial, type SocialProvider } from '../api/sign-in-with-social';

const buttons: { provider: SocialProvider; label: string; icon: ReactNode }[] = [
  { provider: 'facebook', label: 'Facebook', icon: <FacebookIcon sx={{ color: '#1877f2' }} /> },
  { provider: 'google', label: 'Google', icon: <GoogleIcon sx={{ color: '#db4437' }} /> },
];

/**
 * 'Easy login with' and a button per provider the server is configured for; nothing at all when
 * there are none (decision 6), so no dead buttons and no stray divider. A failure to start is
 * handed to the view, which shows it in its one alert.
 */
export function SocialSignIn({ onError }: { onError: (message: string) => void }) {
  const providers = useAuthProviders();
  const social = useSignInWithSocial();
  const offered = buttons.filter((button) => providers.data?.providers.includes(button.provider));
  if (offered.length === 0) return null;

  return (
    <Box sx={{ mb: 1 }}>
      <Typography sx={{ color: 'text.secondary', mb: 1.25 }}>Easy login with</Typography>
      <Box
        sx={{ display: 'grid', gridTemplateColumns: `repeat(${offered.length}, 1fr)`, gap: 1.5 }}
      >
        {offered.map(({ provider, label, icon }) => (
          <Button
            key={provider}
            variant="outlined"
            color="inherit"
            startIcon={icon}
            disabled={social.isPending}
            onClick={() => social.mutate(provider, { onError: (error) => onError(error.message) })}
            sx={{ borderColor: 'divider', py: 1 }}
          >
            <VisuallyHidden>Sign in with </VisuallyHidden>
            {label}
          </Button>
        ))}
      </Box>
      <Divider sx={{ mt: 2.5, mb: 1, color: 'text.secondary', fontSize: '0.875rem' }}>
        Or with email
      </Divider>
    </Box>
  );
}
