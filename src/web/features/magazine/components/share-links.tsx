import LinkRounded from '@mui/icons-material/LinkRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { VisuallyHidden } from '../../../components/visually-hidden';

/**
 * Plain links to share an article: each network's own share address, opened in a new tab, and a
 * button that copies the link. No third party's script runs on the page, and none learns who read
 * it until the reader chooses to share.
 */
export function ShareLinks({ url, title }: { url: string; title: string }) {
  const [copied, setCopied] = useState(false);
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  const networks = [
    { name: 'WhatsApp', href: `https://wa.me/?text=${t}%20${u}` },
    { name: 'X', href: `https://twitter.com/intent/tweet?url=${u}&text=${t}` },
    { name: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
    { name: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
  ];
  return (
    <Box component="section" aria-labelledby="share-title" data-print="hide">
      <Typography id="share-title" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
        Share this article
      </Typography>
      <Box
        component="ul"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, p: 0, m: 0, listStyle: 'none' }}
      >
        {networks.map((network) => (
          <li key={network.name}>
            <Button
              href={network.href}
              target="_blank"
              rel="noopener noreferrer"
              variant="outlined"
              size="small"
            >
              {network.name}
              <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
            </Button>
          </li>
        ))}
        <li>
          <Button href={`mailto:?subject=${t}&body=${u}`} variant="outlined" size="small">
            E-mail
          </Button>
        </li>
        <li>
          <Button
            variant="outlined"
            size="small"
            startIcon={<LinkRounded aria-hidden />}
            onClick={() => {
              void navigator.clipboard
                ?.writeText(url)
                .then(() => setCopied(true))
                .catch(() => setCopied(false));
            }}
          >
            Copy link
          </Button>
        </li>
      </Box>
      <Typography component="p" variant="body2" role="status" sx={{ mt: 0.5, minHeight: '1.5em' }}>
        {copied ? 'Link copied' : ''}
      </Typography>
    </Box>
  );
}
