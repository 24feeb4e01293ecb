import Box from '@mui/material/Box';
import { useState } from 'react';
import { AUDIT_PAGE_SIZE } from '../../../../shared/schemas/admin-audit';
import { ListPager } from '../components/list-pager';
import { AdminPage } from '../components/admin-page';
import { ListState } from '../components/list-state';
import { useAuditLog } from './api/get-audit-log';
import { AuditEntry } from './components/audit-entry';

/**
 * /dashboard/audit (issue 23): every write made in the staff area, newest first: who, what, when,
 * and for content what it held before and after.
 */
export default function AuditPage() {
  return (
    <AdminPage
      title="Audit log"
      intro={
        <>
          Every change made in the staff area, newest first. Changes to content show what it held
          before and after; changes to people’s data show only ids, so that erasing a person leaves
          nothing of them here.
        </>
      }
    >
      <AuditList />
    </AdminPage>
  );
}

function AuditList() {
  const [page, setPage] = useState(1);
  const log = useAuditLog(page);
  const entries = log.data?.entries ?? [];
  return (
    <>
      <ListState
        loading={log.isPending}
        error={log.error}
        empty={entries.length === 0}
        emptyText="No changes have been made yet."
      />
      {entries.length > 0 && (
        <Box sx={{ mt: 3 }}>
          {entries.map((entry) => (
            <AuditEntry key={entry.id} entry={entry} />
          ))}
        </Box>
      )}
      {log.data && log.data.total > 0 && (
        <ListPager
          label="Audit log"
          page={page}
          pageSize={AUDIT_PAGE_SIZE}
          total={log.data.total}
          onPage={setPage}
        />
      )}
    </>
  );
}
