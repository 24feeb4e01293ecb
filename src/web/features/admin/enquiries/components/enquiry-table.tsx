import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { enquiryKindLabels, type TEnquiry } from '../../../../../shared/schemas/admin-enquiries';
import { useNotify } from '../../../../lib/notify';
import { formatWhen } from '../../components/format-when';
import { useSetEnquiryStatus } from '../api/set-enquiry-status';

/**
 * The submissions, one a row: when, which form, who (with how to reach them), what about, and
 * the status with the button that flips it. The table scrolls inside its own box when narrow.
 */
export function EnquiryTable({ enquiries }: { enquiries: readonly TEnquiry[] }) {
  return (
    <Box
      role="region"
      aria-label="Enquiries"
      tabIndex={0}
      sx={{ overflowX: 'auto', mt: 3, border: 1, borderColor: 'divider', borderRadius: 2 }}
    >
      <Table size="small" sx={{ minWidth: 720 }}>
        <TableHead>
          <TableRow>
            <TableCell>Received</TableCell>
            <TableCell>Kind</TableCell>
            <TableCell>From</TableCell>
            <TableCell>About</TableCell>
            <TableCell>Status</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {enquiries.map((enquiry) => (
            <EnquiryRow key={`${enquiry.kind}-${enquiry.id}`} enquiry={enquiry} />
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

function EnquiryRow({ enquiry }: { enquiry: TEnquiry }) {
  const setStatus = useSetEnquiryStatus();
  const notify = useNotify();
  const answered = enquiry.status === 'answered';
  const next = answered ? 'new' : 'answered';

  const flip = () =>
    setStatus.mutate(
      { kind: enquiry.kind, id: enquiry.id, status: next },
      {
        onSuccess: (answer) => notify(answer.msg, 'success'),
        onError: (error) => notify(error.message, 'error'),
      },
    );

  return (
    <TableRow sx={{ verticalAlign: 'top' }}>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatWhen(enquiry.createdAt)}</TableCell>
      <TableCell>{enquiryKindLabels[enquiry.kind]}</TableCell>
      <TableCell>
        <Typography sx={{ fontWeight: 600 }}>{enquiry.name}</Typography>
        <Box>
          <a href={`mailto:${enquiry.email}`}>{enquiry.email}</a>
        </Box>
        <Box>
          <a href={`tel:${enquiry.phone}`}>{enquiry.phone}</a>
        </Box>
      </TableCell>
      <TableCell sx={{ maxWidth: 360 }}>
        {enquiry.about && <Typography sx={{ fontWeight: 600 }}>{enquiry.about}</Typography>}
        {enquiry.message && (
          <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {enquiry.message}
          </Typography>
        )}
      </TableCell>
      <TableCell>
        <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 1 }}>
          <Chip
            size="small"
            label={answered ? 'Answered' : 'New'}
            color={answered ? 'default' : 'primary'}
            variant={answered ? 'outlined' : 'filled'}
          />
          <Button
            size="small"
            variant="outlined"
            onClick={flip}
            disabled={setStatus.isPending}
            aria-label={`${answered ? 'Mark new' : 'Mark answered'}: ${enquiry.name}, ${formatWhen(enquiry.createdAt)}`}
            sx={{ whiteSpace: 'nowrap' }}
          >
            {answered ? 'Mark new' : 'Mark answered'}
          </Button>
        </Box>
      </TableCell>
    </TableRow>
  );
}
