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
  SUBSCRIBERS_PAGE_SIZE,
  ZSubscribersQuerySchema,
  type TSubscriber,
} from '../../../../shared/schemas/admin-people';
import { FormTextField } from '../../../components/form/form-text-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { useForm } from '../../../components/form/use-form';
import { useNotify } from '../../../lib/notify';
import { AdminPage } from '../components/admin-page';
import { ConfirmDeleteDialog } from '../components/confirm-delete-dialog';
import { formatWhen } from '../components/format-when';
import { ListPager } from '../components/list-pager';
import { ListState } from '../components/list-state';
import { DownloadReportButton } from '../reports/download-report-button';
import { useSubscriberAction, useSubscribers } from './api/subscribers-api';

/**
 * /dashboard/subscribers (issue 23, the seed's sidebar entry): the newsletter's subscribers with
 * their count, searched by address; staff stop the newsletter to one, or erase one after
 * 'Are you sure?'; the CSV of all of them through the reports' `subscribers` report.
 */
export default function SubscribersPage() {
  return (
    <AdminPage
      title="Subscribers"
      actions={<DownloadReportButton report="subscribers">Download CSV</DownloadReportButton>}
      intro="Everyone who subscribed to the newsletter, newest first. Unsubscribe stops the newsletter and keeps a note so that the address is not mailed again; Erase removes the subscriber and their newsletter mails for good."
    >
      <SubscriberList />
    </AdminPage>
  );
}

function SubscriberList() {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const list = useSubscribers(search, page);
  const subscribers = list.data?.subscribers ?? [];
  const form = useForm({
    schema: ZSubscribersQuerySchema,
    initialValues: { q: '' },
    submit: (query) => {
      setSearch(query.q ?? '');
      setPage(1);
    },
  });

  return (
    <>
      <Box
        component="form"
        role="search"
        noValidate
        onSubmit={form.handleSubmit}
        sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', flexWrap: 'wrap' }}
      >
        <Box sx={{ flex: '1 1 260px', maxWidth: 420 }}>
          <FormTextField
            id="subscriber-search"
            label="Search by e-mail address"
            type="email"
            autoComplete="off"
            autoCapitalize="none"
            {...form.field('q')}
          />
        </Box>
        <SubmitButton busy={form.busy} busyLabel="Searching…">
          Search
        </SubmitButton>
      </Box>
      {list.data && (
        <Typography role="status" sx={{ mt: 2 }}>
          {search ? `${list.data.total} found` : `${list.data.total} in all`},{' '}
          {list.data.subscribed} subscribed
        </Typography>
      )}
      <ListState
        loading={list.isPending}
        error={list.error}
        empty={subscribers.length === 0}
        emptyText={search ? 'No subscriber has an address like that.' : 'No subscribers yet.'}
      />
      {subscribers.length > 0 && <SubscriberTable subscribers={subscribers} />}
      {list.data && list.data.total > 0 && (
        <ListPager
          label="Subscribers"
          page={page}
          pageSize={SUBSCRIBERS_PAGE_SIZE}
          total={list.data.total}
          onPage={setPage}
        />
      )}
    </>
  );
}

function SubscriberTable({ subscribers }: { subscribers: readonly TSubscriber[] }) {
  const notify = useNotify();
  const action = useSubscriberAction();
  const [erasing, setErasing] = useState<TSubscriber | null>(null);

  const run = (kind: 'unsubscribe' | 'erase', subscriber: TSubscriber) =>
    action.mutate(
      { action: kind, id: subscriber.id },
      {
        onSuccess: (answer) => {
          setErasing(null);
          notify(`${answer.msg}: ${subscriber.email}`, 'success');
        },
        onError: (error) => {
          setErasing(null);
          notify(error.message, 'error');
        },
      },
    );

  return (
    <Box
      role="region"
      aria-label="Subscribers"
      tabIndex={0}
      sx={{ overflowX: 'auto', mt: 2, border: 1, borderColor: 'divider', borderRadius: 2 }}
    >
      <Table size="small" sx={{ minWidth: 680 }}>
        <TableHead>
          <TableRow>
            <TableCell>E-mail address</TableCell>
            <TableCell>Name</TableCell>
            <TableCell>Subscribed</TableCell>
            <TableCell>Status</TableCell>
            <TableCell>Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {subscribers.map((subscriber) => (
            <TableRow key={subscriber.id}>
              <TableCell sx={{ wordBreak: 'break-all' }}>{subscriber.email}</TableCell>
              <TableCell>{subscriber.name}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {formatWhen(subscriber.consentedAt)}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {subscriber.unsubscribedAt
                  ? `Unsubscribed ${formatWhen(subscriber.unsubscribedAt)}`
                  : 'Subscribed'}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {subscriber.status === 'subscribed' && (
                  <Button
                    size="small"
                    disabled={action.isPending}
                    onClick={() => run('unsubscribe', subscriber)}
                    aria-label={`Unsubscribe ${subscriber.email}`}
                  >
                    Unsubscribe
                  </Button>
                )}
                <Button
                  size="small"
                  color="error"
                  disabled={action.isPending}
                  onClick={() => setErasing(subscriber)}
                  aria-label={`Erase ${subscriber.email}`}
                >
                  Erase
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <ConfirmDeleteDialog
        what={
          erasing &&
          `${erasing.email} and the newsletter mails about this address will be erased for good. The address could subscribe again.`
        }
        busy={action.isPending}
        onConfirm={() => erasing && run('erase', erasing)}
        onClose={() => setErasing(null)}
      />
    </Box>
  );
}
