import CheckCircleOutlinedIcon from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutlinedIcon from '@mui/icons-material/ErrorOutlined';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import type { ErrorCode } from '../../../shared/config/error-codes';

/** What a form says as a whole: a failure that belongs to no field, or how a submit went. */
export type FormNotice = {
  severity: 'error' | 'success' | 'info';
  message: string;
  /** The API's code of a failure, for a form that offers a way out (EMAIL_TAKEN: sign in). */
  code?: ErrorCode;
};

// MUI's Alert colours, without MUI's Alert: this kit is on the Money Maps page's first load.
const tones = {
  error: { bg: '#fdeded', fg: '#5f2120', icon: '#d32f2f', Icon: ErrorOutlinedIcon },
  success: { bg: '#edf7ed', fg: '#1e4620', icon: '#2e7d32', Icon: CheckCircleOutlinedIcon },
  info: { bg: '#e5f6fd', fg: '#014361', icon: '#0288d1', Icon: InfoOutlinedIcon },
} as const;

type FormAlertProps = {
  notice: FormNotice | null;
  /** Buttons or links that act on the notice, shown under its sentence. */
  action?: ReactNode;
};

/**
 * The form's one notice, at the top of the form. A failure is an alert (read out at once); a
 * success or an information is a status (read out politely). Nothing when there is none.
 */
export function FormAlert({ notice, action }: FormAlertProps) {
  if (!notice) return null;
  const tone = tones[notice.severity];
  return (
    <Box
      role={notice.severity === 'error' ? 'alert' : 'status'}
      sx={{
        display: 'flex',
        gap: 1.5,
        px: 2,
        py: 1.25,
        borderRadius: 1,
        bgcolor: tone.bg,
        color: tone.fg,
        fontSize: '0.95rem',
        lineHeight: 1.5,
      }}
    >
      <tone.Icon aria-hidden="true" sx={{ color: tone.icon, fontSize: 22, mt: '1px' }} />
      <Box sx={{ minWidth: 0 }}>
        {notice.message}
        {action && <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>{action}</Box>}
      </Box>
    </Box>
  );
}
