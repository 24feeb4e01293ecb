import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FormAlert } from '../../../components/form/form-alert';
import type { SessionUser } from '../../../lib/session';
import { useDownloadMyData } from '../api/download-my-data';
import { DeleteAccountDialog } from './delete-account-dialog';
import { PanelHeading } from './panel-heading';

/** Decision 9 (India's DPDP Act): a copy of everything kept about the user, and erasure. */
export function PrivacyPanel({ user }: { user: SessionUser }) {
  const download = useDownloadMyData();
  const [deleting, setDeleting] = useState(false);

  return (
    <>
      <PanelHeading
        title="Privacy"
        intro="Your data is yours: take a copy of it whenever you like, or have us erase it."
      />
      <Box component="section" aria-labelledby="privacy-download-title">
        <Typography id="privacy-download-title" component="h3" sx={sectionTitleSx}>
          Download my data
        </Typography>
        <Typography sx={sectionTextSx}>
          A file (JSON) with everything we keep about you: your profile, your saved plans and the
          e-mails we sent you. Your password is never included.
        </Typography>
        <Box sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}>
          <Button
            variant="outlined"
            startIcon={<DownloadIcon />}
            disabled={download.isPending}
            onClick={() => download.mutate()}
          >
            {download.isPending ? 'Preparing your file…' : 'Download my data'}
          </Button>
          {/* The browser shows the download itself; only a failure needs words here. */}
          <FormAlert
            notice={download.error ? { severity: 'error', message: download.error.message } : null}
          />
        </Box>
      </Box>
      <Divider sx={{ my: 4 }} />
      <Box component="section" aria-labelledby="privacy-delete-title">
        <Typography id="privacy-delete-title" component="h3" sx={sectionTitleSx}>
          Delete my account
        </Typography>
        <Typography sx={sectionTextSx}>
          This erases your account and everything we keep about you, at once and for good. Your
          investments on our investing site are not affected.
        </Typography>
        <Button
          variant="outlined"
          color="error"
          startIcon={<DeleteForeverIcon />}
          onClick={() => setDeleting(true)}
          aria-haspopup="dialog"
        >
          Delete my account
        </Button>
      </Box>
      {deleting && <DeleteAccountDialog user={user} onClose={() => setDeleting(false)} />}
    </>
  );
}

const sectionTitleSx = { fontSize: '1.15rem', fontWeight: 700 } as const;
const sectionTextSx = { mt: 0.5, mb: 2, color: 'text.secondary', maxWidth: '60ch' } as const;
