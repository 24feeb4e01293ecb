import Box from '@mui/material/Box';
import {
  ZSaveSessionInfoRequestSchema,
  type TAdminSessionInfoResponse,
} from '../../../../shared/schemas/content-admin';
import { FormAlert } from '../../../components/form/form-alert';
import { FormTextField } from '../../../components/form/form-text-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { useForm } from '../../../components/form/use-form';
import { useNotify } from '../../../lib/notify';
import { saveSessionInfo, updateSessionInfo, useSessionInfo } from './api/content-api';
import { AdminPage } from '../components/admin-page';
import { LoadState } from '../components/load-state';

/**
 * /dashboard/sessions (seed 001): Session, Months and People, all required, as free text shown
 * as written (decision 35), and Submit. An existing record is updated, else one is saved.
 */
export default function SessionsPage() {
  const query = useSessionInfo();
  return (
    <AdminPage
      title="Sessions"
      intro="The figures of the achievements banner on the home page: teaching sessions held, months of teaching and people reached. Each is shown as written, such as 1,480+."
    >
      {query.data ? (
        <SessionsForm
          key={query.data.sessionInfo?.updatedAt ?? 'none'}
          current={query.data.sessionInfo}
        />
      ) : (
        <LoadState error={query.error} what="the session figures" />
      )}
    </AdminPage>
  );
}

function SessionsForm({ current }: { current: TAdminSessionInfoResponse['sessionInfo'] }) {
  const notify = useNotify();
  const form = useForm({
    schema: ZSaveSessionInfoRequestSchema,
    initialValues: {
      sessions: current?.sessions ?? '',
      months: current?.months ?? '',
      people: current?.people ?? '',
    },
    submit: (figures) =>
      current
        ? updateSessionInfo({ ...figures, id: current.id, updatedAt: current.updatedAt })
        : saveSessionInfo(figures),
    onSuccess: (answer) => notify(answer.msg, 'success'),
  });
  return (
    <Box
      component="form"
      noValidate
      onSubmit={form.handleSubmit}
      aria-label="Session figures"
      sx={{ display: 'grid', gap: 2.5, maxWidth: 480 }}
    >
      <FormAlert notice={form.notice} />
      <FormTextField
        id="session-sessions"
        label="Session"
        autoComplete="off"
        required
        {...form.field('sessions')}
      />
      <FormTextField
        id="session-months"
        label="Months"
        autoComplete="off"
        required
        {...form.field('months')}
      />
      <FormTextField
        id="session-people"
        label="People"
        autoComplete="off"
        required
        {...form.field('people')}
      />
      <Box>
        <SubmitButton busy={form.busy} busyLabel="Submitting…">
          Submit
        </SubmitButton>
      </Box>
    </Box>
  );
}
