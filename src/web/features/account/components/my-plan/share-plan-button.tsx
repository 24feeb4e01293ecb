import IosShareRounded from '@mui/icons-material/IosShareRounded';
import LinkRounded from '@mui/icons-material/LinkRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState, useSyncExternalStore } from 'react';
import { paths } from '../../../../../shared/config/paths';
import type { TPlan } from '../../../../../shared/schemas/my-plan';
import { sharedPlanFragment } from '../../utils/shared-plan-link';

// A device with a share sheet is known only in the browser, and it does not change.
const noChanges = () => () => {};
const hasShareSheet = () => typeof navigator.share === 'function';

/**
 * Copies a link to the plan's figures (/my-plan/shared#…), and where the device has a share sheet,
 * offers it too. The link carries no goal's own name, no e-mail, id or date: see
 * shared-plan-link.ts. When copying fails (no clipboard), the link is shown to copy by hand.
 */
export function SharePlanButton({ plan }: { plan: TPlan }) {
  // Drawn for a signed-in user, in the browser, where the address is known.
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  const href = `${origin}${paths.mySharedPlan.path}${sharedPlanFragment(plan)}`;
  // Which link the status speaks of: a changed plan's link has not been copied.
  const [done, setDone] = useState<{ href: string; copied: boolean } | null>(null);
  const canShare = useSyncExternalStore(noChanges, hasShareSheet, () => false);

  const copy = () => {
    const failed = () => setDone({ href, copied: false });
    if (!navigator.clipboard) return failed();
    navigator.clipboard.writeText(href).then(() => setDone({ href, copied: true }), failed);
  };
  const share = () => {
    // Closing the sheet rejects: nothing to say.
    navigator.share({ title: paths.mySharedPlan.title, url: href }).catch(() => {});
  };
  const current = done?.href === href ? done : null;

  return (
    <Box data-print="hide" sx={{ display: 'grid', gap: 1, minWidth: 0 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
        <Button variant="outlined" startIcon={<LinkRounded aria-hidden />} onClick={copy}>
          Copy share link
        </Button>
        {canShare && (
          <Button variant="outlined" startIcon={<IosShareRounded aria-hidden />} onClick={share}>
            Share
          </Button>
        )}
        <Typography component="span" variant="body2" role="status" sx={{ minWidth: '8ch' }}>
          {current?.copied ? 'Link copied' : ''}
          {current && !current.copied ? 'This browser did not copy it: copy the link below.' : ''}
        </Typography>
      </Box>
      {current && !current.copied && (
        <Box
          component="a"
          href={href}
          sx={{ color: 'primary.dark', fontWeight: 700, overflowWrap: 'anywhere' }}
        >
          {href}
        </Box>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ maxWidth: '62ch' }}>
        The link carries your goals’ figures and what you can invest, not their names or anything
        about you. The figures travel after the # sign, which browsers never send to a server.
      </Typography>
    </Box>
  );
}
