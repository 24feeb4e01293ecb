import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { TAuditEntry } from '../../../../../shared/schemas/admin-audit';
import { formatWhen } from '../../components/format-when';
import { changesOf, readable } from './audit-changes';

/**
 * One admin write: who, what and when, then what it changed field by field. People's data has
 * only ids and statuses here, so that is all there is to show of it.
 */
export function AuditEntry({ entry }: { entry: TAuditEntry }) {
  const changes = changesOf(entry.before, entry.after);
  const details =
    entry.details && typeof entry.details === 'object'
      ? Object.entries(entry.details as Record<string, unknown>)
      : [];
  return (
    <Box
      component="article"
      aria-labelledby={`audit-${entry.id}`}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2, mb: 2 }}
    >
      <Typography id={`audit-${entry.id}`} component="h2" sx={{ fontSize: '1rem' }}>
        <Box component="span" sx={{ fontWeight: 700 }}>
          {entry.adminName}
        </Box>{' '}
        <code>{entry.action}</code> on {entry.entity}
        {entry.entityId ? ` ${entry.entityId}` : ''}
      </Typography>
      <Typography sx={{ color: 'text.secondary', fontSize: '0.9rem' }}>
        <time dateTime={entry.createdAt}>{formatWhen(entry.createdAt)}</time>
      </Typography>
      {changes.length > 0 && (
        <Box sx={{ overflowX: 'auto', mt: 1 }}>
          <Table size="small" aria-label={`Changes: ${entry.action}`}>
            <TableHead>
              <TableRow>
                <TableCell>Field</TableCell>
                <TableCell>Before</TableCell>
                <TableCell>After</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {changes.map((change) => (
                <TableRow key={change.field}>
                  <TableCell component="th" scope="row">
                    {change.field}
                  </TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{change.before}</TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{change.after}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
      {details.length > 0 && (
        <Box component="dl" sx={{ m: 0, mt: 1 }}>
          {details.map(([name, value]) => (
            <Box key={name} sx={{ display: 'flex', gap: 1 }}>
              <Box component="dt" sx={{ fontWeight: 600 }}>
                {name}:
              </Box>
              <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                {readable(value)}
              </Box>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
