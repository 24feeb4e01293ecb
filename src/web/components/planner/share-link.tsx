import LinkRounded from '@mui/icons-material/LinkRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

type ShareLinkProps = {
  /** The page's path, as '/moneyMap'. */
  path: string;
  /** The plan's inputs as a URL fragment, with its '#'. */
  fragment: string;
  /** What the link opens: 'money map', 'retirement plan'. */
  noun: string;
};

/**
 * A link that reopens a plan, with its rates and step-up, for sharing or for later. What the
 * visitor typed sits after the # sign, which a browser never sends to a server.
 */
export function ShareLink({ path, fragment, noun }: ShareLinkProps) {
  // Plans are only ever drawn in the browser (after a submit), where the address is known.
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  const href = `${origin}${path}${fragment}`;
  // Which link was copied: a changed plan's link has not been.
  const [copiedHref, setCopiedHref] = useState<string | null>(null);
  const copied = copiedHref === href;

  return (
    <Box>
      <Typography variant="body2" color="text.secondary" sx={{ maxWidth: '62ch', mb: 1.5 }}>
        This link opens the same {noun}, with your rates and step-up. Your figures travel in the
        part after the # sign, which browsers keep to themselves: nothing you typed reaches our
        server.
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
        <Box
          component="a"
          href={href}
          sx={{ color: 'primary.dark', fontWeight: 700, overflowWrap: 'anywhere' }}
        >
          Link to this {noun}
        </Box>
        <Button
          variant="outlined"
          size="small"
          startIcon={<LinkRounded aria-hidden />}
          onClick={() => {
            void navigator.clipboard
              ?.writeText(href)
              .then(() => setCopiedHref(href))
              .catch(() => setCopiedHref(null));
          }}
        >
          Copy link
        </Button>
        <Typography component="span" variant="body2" role="status" sx={{ minWidth: '8ch' }}>
          {copied ? 'Link copied' : ''}
        </Typography>
      </Box>
    </Box>
  );
}
