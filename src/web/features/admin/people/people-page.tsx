import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import {
  ZPersonLookupSchema,
  ZPersonRequestSchema,
  type TPersonRequest,
  type TPersonSummary,
} from '../../../../shared/schemas/admin-people';
import { FormAlert } from '../../../components/form/form-alert';
import { FormTextField } from '../../../components/form/form-text-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { useForm } from '../../../components/form/use-form';
import { useNotify } from '../../../lib/notify';
import { AdminPage } from '../components/admin-page';
import { ConfirmDeleteDialog } from '../components/confirm-delete-dialog';
import { formatWhen } from '../components/format-when';
import { erasePerson, exportPerson, findPerson } from './api/people-api';

/**
 * /dashboard/people (issue 23, beyond the seeds): a DPDP request about an e-mail address. Staff
 * find what is held, then download it for the requester or erase it, saying each time how they
 * checked the requester's identity and why; both go to the audit log, the address never does.
 */
export default function PeoplePage() {
  const [found, setFound] = useState<{ email: string; person: TPersonSummary } | null>(null);
  return (
    <AdminPage
      title="People's data"
      intro="Answer a request to see or erase personal data: find what the site holds about an e-mail address, then download it for the requester or erase it. Check first that the requester owns the address."
    >
      <LookupForm onFound={setFound} />
      {found && (
        <>
          <PersonSummary person={found.person} />
          <RequestForm key={found.email} email={found.email} onErased={() => setFound(null)} />
        </>
      )}
    </AdminPage>
  );
}

function LookupForm({
  onFound,
}: {
  onFound: (found: { email: string; person: TPersonSummary }) => void;
}) {
  const form = useForm({
    schema: ZPersonLookupSchema,
    initialValues: { email: '' },
    submit: ({ email }) => findPerson(email),
    onSuccess: (answer, { email }) => onFound({ email, person: answer.person }),
  });
  return (
    <Box
      component="form"
      role="search"
      noValidate
      onSubmit={form.handleSubmit}
      sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', flexWrap: 'wrap' }}
    >
      <FormAlert notice={form.notice} />
      <Box sx={{ flex: '1 1 260px', maxWidth: 420 }}>
        <FormTextField
          id="person-email"
          label="E-mail address"
          type="email"
          autoComplete="off"
          autoCapitalize="none"
          required
          {...form.field('email')}
        />
      </Box>
      <SubmitButton busy={form.busy} busyLabel="Finding…">
        Find
      </SubmitButton>
    </Box>
  );
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

function PersonSummary({ person }: { person: TPersonSummary }) {
  const lines = [
    person.account
      ? `An account (${person.account.name || 'no name given'}), made ${formatWhen(person.account.createdAt)}, address ${person.account.emailVerified ? 'confirmed' : 'not confirmed'}${person.account.isAdmin ? ', an admin account' : ''}`
      : 'No account',
    plural(person.savedPlans, 'saved plan', 'saved plans'),
    plural(person.enquiries, 'contact enquiry', 'contact enquiries'),
    plural(person.eventRegistrations, 'event registration', 'event registrations'),
    person.newsletter ? `Newsletter: ${person.newsletter}` : 'Not on the newsletter list',
    plural(person.mail, 'kept e-mail', 'kept e-mails'),
  ];
  return (
    <Box component="section" aria-labelledby="held-heading" sx={{ mt: 3 }}>
      <Typography id="held-heading" component="h2" sx={{ fontWeight: 700, fontSize: '1.2rem' }}>
        What the site holds
      </Typography>
      <Box component="ul" sx={{ mt: 1, pl: 3 }}>
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </Box>
    </Box>
  );
}

/** Saves the requester's copy as a file: the data came with the call, so no link is needed. */
function saveJson(data: unknown) {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `personal-data-${new Date().toISOString().slice(0, 10)}.json`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

function RequestForm({ email, onErased }: { email: string; onErased: () => void }) {
  const notify = useNotify();
  const [confirming, setConfirming] = useState<TPersonRequest | null>(null);
  const [erasing, setErasing] = useState(false);
  // Which button sent the form: both check the same notes first. A ref, read in the same click.
  const intent = useRef<'download' | 'erase'>('download');
  const form = useForm({
    schema: ZPersonRequestSchema,
    initialValues: { email, identityCheck: '', reason: '' },
    submit: async (request) => {
      if (intent.current === 'erase') {
        setConfirming(request);
        return null;
      }
      saveJson((await exportPerson(request)).data);
      return 'Downloaded';
    },
    onSuccess: (outcome) => {
      if (outcome) form.setNotice({ severity: 'success', message: 'The data is downloaded.' });
    },
  });

  const erase = async () => {
    if (!confirming) return;
    setErasing(true);
    try {
      const answer = await erasePerson(confirming);
      notify(`${answer.msg}. Audit reference ${answer.reference}.`, 'success');
      onErased();
    } catch (error) {
      form.setNotice({ severity: 'error', message: (error as Error).message });
    } finally {
      setErasing(false);
      setConfirming(null);
    }
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={form.handleSubmit}
      aria-label="Answer the request"
      sx={{ display: 'grid', gap: 2.5, maxWidth: 640, mt: 3 }}
    >
      <Typography component="h2" sx={{ fontWeight: 700, fontSize: '1.2rem' }}>
        Answer the request
      </Typography>
      <Alert severity="info">
        Both notes go to the audit log with the account's id; the address itself is never kept
        there.
      </Alert>
      <FormAlert notice={form.notice} />
      <FormTextField
        id="identity-check"
        label="How you checked the requester's identity"
        autoComplete="off"
        rows={2}
        required
        help="For example: they wrote from this address and answered our reply from it"
        {...form.field('identityCheck')}
      />
      <FormTextField
        id="request-reason"
        label="Why: the request and how it reached you"
        autoComplete="off"
        rows={2}
        required
        {...form.field('reason')}
      />
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
        <Box onClickCapture={() => (intent.current = 'download')}>
          <SubmitButton busy={form.busy} busyLabel="Downloading…">
            Download data
          </SubmitButton>
        </Box>
        <Button
          type="submit"
          color="error"
          variant="outlined"
          size="large"
          disabled={form.busy || erasing}
          onClick={() => (intent.current = 'erase')}
        >
          Erase everything
        </Button>
      </Box>
      <ConfirmDeleteDialog
        what={
          confirming &&
          `Everything held about ${email} will be erased for good: the account, saved plans, enquiries, event registrations, the newsletter subscription and kept mail.`
        }
        busy={erasing}
        onConfirm={() => void erase()}
        onClose={() => setConfirming(null)}
      />
    </Box>
  );
}
