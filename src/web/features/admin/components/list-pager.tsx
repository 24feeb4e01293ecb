import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

type ListPagerProps = {
  /** What the list holds, for the pager's name: 'Enquiries'. */
  label: string;
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
};

/**
 * Previous and Next under a staff list, with where the admin is ('21–40 of 73'). Numbered pages
 * keep the place when a row changes status or a new one arrives at the top.
 */
export function ListPager({ label, page, pageSize, total, onPage }: ListPagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <Box
      component="nav"
      aria-label={`${label} pages`}
      sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mt: 2 }}
    >
      <Typography role="status" sx={{ color: 'text.secondary', mr: 'auto' }}>
        {total === 0 ? 'None' : `${first}–${last} of ${total}`}
      </Typography>
      <Button variant="outlined" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <Button variant="outlined" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </Box>
  );
}
