import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import {
  ZAddAdminSchema,
  ZAdminOwnPasswordSchema,
  type TAdminAccount,
} from '../../../../shared/schemas/admin-people';
import { FormAlert } from '../../../components/form/form-alert';
import { FormPasswordField } from '../../../components/form/form-password-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { useForm } from '../../../components/form/use-form';
import { useNotify } from '../../../lib/notify';
import { AdminPage } from '../components/admin-page';
import { ConfirmDeleteDialog } from '../components/confirm-delete-dialog';
import { formatWhen } from '../components/format-when';
import { ListState } from '../components/list-state';
import { addAdmin, changeOwnPassword, useAdmins, useRemoveAdmin } from './api/admins-api';

/**
 * /dashboard/admins (issue 23, beyond the seeds): the staff accounts. Add one, change your own
 * password, remove another (never yourself; the server keeps the last one).
 */
export default function AdminsPage() {
  return (
    <AdminPage
      title="Admin accounts"
      intro="Everyone who can sign in to this staff area. A new admin signs in at the admin sign-in page with the username and password you give them."
    >
      <AdminTable />
      <Box
        sx={{
          display: 'grid',
          gap: 5,
          mt: 5,
          gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' },
          alignItems: 'start',
        }}
      >
        <AddAdminForm />
        <OwnPasswordForm />
      </Box>
    </AdminPage>
  );
}

function AdminTable() {
  const admins = useAdmins();
  const remove = useRemoveAdmin();
  const notify = useNotify();
  const [removing, setRemoving] = useState<TAdminAccount | null>(null);
  const rows = admins.data?.admins ?? [];

  const confirm = () =>
    removing &&
    remove.mutate(removing.id, {
      onSuccess: (answer) => notify(`${answer.msg}: ${removing.username}`, 'success'),
      onError: (error) => notify(error.message, 'error'),
      onSettled: () => setRemoving(null),
    });

  return (
    <>
      <ListState
        loading={admins.isPending}
        error={admins.error}
        empty={rows.length === 0}
        emptyText="No admin accounts."
      />
      {rows.length > 0 && (
        <Box
          role="region"
          aria-label="Admin accounts"
          tabIndex={0}
          sx={{ overflowX: 'auto', border: 1, borderColor: 'divider', borderRadius: 2 }}
        >
          <Table size="small" sx={{ minWidth: 480 }}>
            <TableHead>
              <TableRow>
                <TableCell>Username</TableCell>
                <TableCell>Added</TableCell>
                <TableCell>Actions</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((admin) => (
                <TableRow key={admin.id}>
                  <TableCell>
                    {admin.username}
                    {admin.isYou && ' (you)'}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatWhen(admin.createdAt)}</TableCell>
                  <TableCell>
                    {!admin.isYou && (
                      <Button
                        size="small"
                        color="error"
                        onClick={() => setRemoving(admin)}
                        aria-label={`Remove ${admin.username}`}
                      >
                        Remove
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
      <ConfirmDeleteDialog
        what={removing && `${removing.username} will no longer be able to sign in as an admin.`}
        busy={remove.isPending}
        onConfirm={confirm}
        onClose={() => setRemoving(null)}
      />
    </>
  );
}

/** A password for a new admin, made in the browser: 20 characters from a 56-character alphabet. */
function generatedPassword(): string {
  const alphabet = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = crypto.getRandomValues(new Uint8Array(20));
  return Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join('');
}

function AddAdminForm() {
  const form = useForm({
    schema: ZAddAdminSchema,
    initialValues: { username: '', password: '' },
    submit: addAdmin,
    onSuccess: (answer) => {
      form.setValues({ username: '', password: '' });
      form.setNotice({
        severity: 'success',
        message: `${answer.msg}. Give them the password in person or by phone; it is not shown again.`,
      });
    },
  });
  return (
    <Box
      component="form"
      noValidate
      onSubmit={form.handleSubmit}
      aria-labelledby="add-admin-heading"
      sx={{ display: 'grid', gap: 2.5 }}
    >
      <Typography
        id="add-admin-heading"
        component="h2"
        sx={{ fontWeight: 700, fontSize: '1.2rem' }}
      >
        Add an admin
      </Typography>
      <FormAlert notice={form.notice} />
      <FormTextField
        id="new-admin-username"
        label="Username"
        autoComplete="off"
        autoCapitalize="none"
        required
        help="3 to 30 letters, digits, underscores or dots"
        {...form.field('username')}
      />
      <FormPasswordField
        id="new-admin-password"
        label="Password"
        autoComplete="new-password"
        required
        help="At least 8 characters, hard to guess; or make one"
        {...form.field('password')}
      />
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          size="large"
          onClick={() => form.setValue('password', generatedPassword())}
        >
          Make a password
        </Button>
        <SubmitButton busy={form.busy} busyLabel="Adding…">
          Add admin
        </SubmitButton>
      </Box>
    </Box>
  );
}

function OwnPasswordForm() {
  const form = useForm({
    schema: ZAdminOwnPasswordSchema,
    initialValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    submit: changeOwnPassword,
    errorFields: { WRONG_PASSWORD: 'currentPassword', WEAK_PASSWORD: 'newPassword' },
    onSuccess: () => {
      form.setValues({ currentPassword: '', newPassword: '', confirmPassword: '' });
      form.setNotice({
        severity: 'success',
        message: 'Password changed. Your other sign-ins have ended; this one goes on.',
      });
    },
  });
  return (
    <Box
      component="form"
      noValidate
      onSubmit={form.handleSubmit}
      aria-labelledby="own-password-heading"
      sx={{ display: 'grid', gap: 2.5 }}
    >
      <Typography
        id="own-password-heading"
        component="h2"
        sx={{ fontWeight: 700, fontSize: '1.2rem' }}
      >
        Change your password
      </Typography>
      <FormAlert notice={form.notice} />
      <FormPasswordField
        id="own-current-password"
        label="Current Password"
        autoComplete="current-password"
        required
        {...form.field('currentPassword')}
      />
      <FormPasswordField
        id="own-new-password"
        label="New Password"
        autoComplete="new-password"
        required
        {...form.field('newPassword')}
      />
      <FormPasswordField
        id="own-confirm-password"
        label="Confirm Password"
        autoComplete="new-password"
        required
        {...form.field('confirmPassword')}
      />
      <Box>
        <SubmitButton busy={form.busy} busyLabel="Changing…">
          Change password
        </SubmitButton>
      </Box>
    </Box>
  );
}
