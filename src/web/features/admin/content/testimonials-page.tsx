import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'wouter';
import { paths } from '../../../../shared/config/paths';
import type { TAdminTestimonial } from '../../../../shared/schemas/content-admin';
import { placeFailure } from '../../../components/form/use-form';
import { useNotify } from '../../../lib/notify';
import { deleteTestimonial, moveTestimonial, useAdminTestimonials } from './api/content-api';
import { ConfirmDeleteDialog } from '../components/confirm-delete-dialog';
import { AdminPage } from '../components/admin-page';
import { LoadState } from '../components/load-state';

/**
 * /dashboard/testimonials (seed 001): the table (Testimonial, Name, Designation/Company, Actions:
 * Update, Delete) in the home page's order, which Move up and Move down change; Add Testimonial.
 * A delete asks 'Are you sure?' first.
 */
export default function TestimonialsPage() {
  const query = useAdminTestimonials();
  return (
    <AdminPage
      title="Testimonials"
      intro="What learners say, in the order the home page shows them. Move one up or down to change the order."
      actions={
        <Button
          component={RouterLink}
          to={paths.adminTestimonial.path}
          variant="contained"
          disableElevation
        >
          Add Testimonial
        </Button>
      }
    >
      {query.data ? (
        <TestimonialsTable rows={query.data.testimonials} />
      ) : (
        <LoadState error={query.error} what="the testimonials" />
      )}
    </AdminPage>
  );
}

function TestimonialsTable({ rows }: { rows: TAdminTestimonial[] }) {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const [deleting, setDeleting] = useState<TAdminTestimonial | null>(null);

  /** Runs one change; its outcome is told in the 3-second notice. */
  const run = async (change: () => Promise<{ msg: string }>) => {
    setBusy(true);
    try {
      notify((await change()).msg, 'success');
    } catch (error) {
      notify(placeFailure(error).message, 'error');
    } finally {
      setBusy(false);
    }
  };

  if (rows.length === 0) {
    return <Alert severity="info">No testimonials yet: the home page shows none.</Alert>;
  }
  return (
    <>
      {/* A region that scrolls by itself on narrow screens, reachable by keyboard. */}
      <Box role="region" aria-label="Testimonials table" tabIndex={0} sx={{ overflowX: 'auto' }}>
        <Table size="small" sx={{ minWidth: 680 }}>
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                Testimonial
              </TableCell>
              <TableCell component="th" scope="col">
                Name
              </TableCell>
              <TableCell component="th" scope="col">
                Designation/Company
              </TableCell>
              <TableCell component="th" scope="col">
                Actions
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row, index) => (
              <TableRow key={row.id}>
                <TableCell sx={{ maxWidth: 360 }}>
                  <Typography sx={{ fontSize: '0.875rem' }}>{row.testimonial}</Typography>
                </TableCell>
                <TableCell>{row.name}</TableCell>
                <TableCell>{row.by}</TableCell>
                <TableCell>
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
                    <IconButton
                      aria-label={`Move ${row.name} up`}
                      disabled={busy || index === 0}
                      onClick={() =>
                        void run(() => moveTestimonial({ id: row.id, direction: 'up' }))
                      }
                    >
                      <ArrowUpwardIcon fontSize="small" />
                    </IconButton>
                    <IconButton
                      aria-label={`Move ${row.name} down`}
                      disabled={busy || index === rows.length - 1}
                      onClick={() =>
                        void run(() => moveTestimonial({ id: row.id, direction: 'down' }))
                      }
                    >
                      <ArrowDownwardIcon fontSize="small" />
                    </IconButton>
                    <Button
                      component={RouterLink}
                      to={`${paths.adminUpdateTestimonial.path}?id=${encodeURIComponent(row.id)}`}
                      aria-label={`Update ${row.name}`}
                      size="small"
                    >
                      Update
                    </Button>
                    <Button
                      color="error"
                      size="small"
                      aria-label={`Delete ${row.name}`}
                      disabled={busy}
                      onClick={() => setDeleting(row)}
                    >
                      Delete
                    </Button>
                  </Box>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      <ConfirmDeleteDialog
        what={
          deleting
            ? `The testimonial of ${deleting.name} will be deleted from the home page for good.`
            : null
        }
        busy={busy}
        onConfirm={() => {
          const row = deleting;
          setDeleting(null);
          if (row) void run(() => deleteTestimonial(row.id));
        }}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
