import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { paths } from '../../../../shared/config/paths';
import {
  BANNER_TEXT_MAX_LENGTH,
  contentAdminMessages,
  ZSaveBannerTextRequestSchema,
  type TAdminBannerTextResponse,
} from '../../../../shared/schemas/content-admin';
import { FormAlert } from '../../../components/form/form-alert';
import { FormTextField } from '../../../components/form/form-text-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { placeFailure, useForm } from '../../../components/form/use-form';
import { InlineHtml } from '../../../components/inline-html';
import { useNotify } from '../../../lib/notify';
import {
  deleteBannerText,
  saveBannerText,
  updateBannerText,
  useBannerText,
} from './api/content-api';
import { ConfirmDeleteDialog } from '../components/confirm-delete-dialog';
import { AdminPage } from '../components/admin-page';
import { LoadState } from '../components/load-state';

/**
 * /dashboard/quote (seed 001): the Announcement Manage Section. One textarea; the button says
 * Update when an announcement exists, else Save; Remove takes the banner away. A save is told in
 * the 3-second notice (section 9).
 */
export default function AnnouncementPage() {
  const query = useBannerText();
  return (
    <AdminPage
      title="Announcement Manage Section"
      intro={
        <>
          The announcement shows in the strip above every page of the site. Write plain text; a link
          is written as <code>{`<a href="${paths.events.path}">words</a>`}</code>.
        </>
      }
    >
      {query.data ? (
        // A fresh form for each version read, so it always starts from what is stored.
        <AnnouncementForm
          key={query.data.bannerText?.updatedAt ?? 'none'}
          current={query.data.bannerText}
        />
      ) : (
        <LoadState error={query.error} what="the announcement" />
      )}
    </AdminPage>
  );
}

type Current = TAdminBannerTextResponse['bannerText'];

function AnnouncementForm({ current }: { current: Current }) {
  const notify = useNotify();
  const [confirming, setConfirming] = useState(false);
  const [removing, setRemoving] = useState(false);
  const form = useForm({
    schema: ZSaveBannerTextRequestSchema,
    initialValues: { text: current?.text ?? '' },
    submit: ({ text }) =>
      current
        ? updateBannerText({ id: current.id, text, updatedAt: current.updatedAt })
        : saveBannerText(text),
    onSuccess: (answer) => notify(answer.msg, 'success'),
  });

  const remove = async () => {
    if (!current) return;
    setRemoving(true);
    try {
      await deleteBannerText(current.id);
      notify(contentAdminMessages.bannerRemoved, 'success');
    } catch (error) {
      form.setNotice({ severity: 'error', message: placeFailure(error).message });
    } finally {
      setRemoving(false);
      setConfirming(false);
    }
  };

  const length = form.values.text.length;
  return (
    <Box sx={{ maxWidth: 720 }}>
      <Box
        component="form"
        noValidate
        onSubmit={form.handleSubmit}
        aria-label="Announcement"
        sx={{ display: 'grid', gap: 2.5 }}
      >
        <FormAlert notice={form.notice} />
        <FormTextField
          id="announcement-text"
          label="Announcement"
          autoComplete="off"
          rows={4}
          help={`${length} of ${BANNER_TEXT_MAX_LENGTH} characters`}
          {...form.field('text')}
        />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
          <SubmitButton busy={form.busy} busyLabel={current ? 'Updating…' : 'Saving…'}>
            {current ? 'Update' : 'Save'}
          </SubmitButton>
          {current && (
            <Button
              variant="outlined"
              color="error"
              size="large"
              onClick={() => setConfirming(true)}
            >
              Remove announcement
            </Button>
          )}
        </Box>
      </Box>
      {current ? (
        <Box component="section" aria-labelledby="announcement-shown" sx={{ mt: 4 }}>
          <Typography id="announcement-shown" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
            Shown on the site now
          </Typography>
          <Box
            sx={{
              bgcolor: 'primary.dark',
              color: 'common.white',
              borderRadius: 1,
              px: 2,
              py: 1,
              fontSize: '0.875rem',
              '& a': { color: '#ffd54f', fontWeight: 700 },
            }}
          >
            <InlineHtml html={current.text} />
          </Box>
        </Box>
      ) : (
        <Typography sx={{ mt: 4, color: 'text.secondary' }}>
          No announcement is shown on the site now.
        </Typography>
      )}
      <ConfirmDeleteDialog
        what={
          confirming
            ? "The announcement will be removed, and the strip above the site's pages will no longer show."
            : null
        }
        busy={removing}
        onConfirm={() => void remove()}
        onClose={() => setConfirming(false)}
      />
    </Box>
  );
}
