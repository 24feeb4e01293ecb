import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'wouter';

type LinkCardProps = {
  icon: ReactNode;
  title: string;
  description: string;
  to: string;
  /** The words of the call to action at the foot of the card. */
  action: string;
};

/**
 * A card whose whole surface is a link. The link sits in the heading (so its name is the title,
 * not the whole card's text) and stretches over the card with a pseudo-element.
 */
export function LinkCard({ icon, title, description, to, action }: LinkCardProps) {
  return (
    <Box
      component="article"
      sx={{
        position: 'relative',
        display: 'flex',
        flexDirection: 'column',
        gap: 1.5,
        height: '100%',
        p: 3,
        bgcolor: 'background.paper',
        border: '1px solid',
        borderColor: 'rgba(0, 77, 64, 0.12)',
        borderRadius: 3,
        boxShadow: '0 1px 2px rgba(0, 40, 35, 0.04)',
        transition: 'box-shadow 200ms, transform 200ms, border-color 200ms',
        '&:hover': {
          transform: 'translateY(-3px)',
          boxShadow: '0 12px 28px rgba(0, 40, 35, 0.12)',
          borderColor: 'primary.light',
        },
        '&:focus-within': { outline: '2px solid #00695c', outlineOffset: 2 },
        '&:hover .link-card-action svg': { transform: 'translateX(4px)' },
      }}
    >
      <Box
        aria-hidden="true"
        sx={{
          width: 52,
          height: 52,
          borderRadius: 2,
          display: 'grid',
          placeItems: 'center',
          bgcolor: '#e0f2f1',
          color: 'primary.main',
          '& svg': { fontSize: 28 },
        }}
      >
        {icon}
      </Box>
      <Box
        component="h3"
        sx={{ m: 0, fontSize: '1.05rem', fontWeight: 700, letterSpacing: '0.02em' }}
      >
        <Box
          component={RouterLink}
          to={to}
          sx={{
            color: 'primary.dark',
            textDecoration: 'none',
            '&:focus-visible': { outline: 'none' },
            '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: 3 },
          }}
        >
          {title}
        </Box>
      </Box>
      <Box component="p" sx={{ m: 0, color: 'text.secondary', flex: 1 }}>
        {description}
      </Box>
      <Box
        className="link-card-action"
        aria-hidden="true"
        sx={{
          display: 'inline-flex',
          alignItems: 'center',
          gap: 0.5,
          color: 'primary.main',
          fontWeight: 700,
          fontSize: '0.9rem',
          '& svg': { fontSize: 18, transition: 'transform 200ms' },
        }}
      >
        {action}
        <ArrowForwardIcon />
      </Box>
    </Box>
  );
}
