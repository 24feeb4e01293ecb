import PrintOutlined from '@mui/icons-material/PrintOutlined';
import Box from '@mui/material/Box';
import Button, { type ButtonProps } from '@mui/material/Button';
import { site } from '../../shared/config/site';
import { formatLongDate } from '../../shared/format/date';

/**
 * Prints a planner's result, or saves it as a one-page PDF through the browser's print dialog
 * ("Save as PDF" is one of its printers). What goes on the paper is the page's own content: the
 * theme's print rules drop the site's chrome and whatever is marked data-print="hide" (forms'
 * buttons, this button); `PrintedFrom` adds where and when it was printed.
 */
export function PrintPlanButton({ sx }: { sx?: ButtonProps['sx'] }) {
  return (
    <Button
      variant="outlined"
      startIcon={<PrintOutlined aria-hidden />}
      onClick={() => window.print()}
      data-print="hide"
      sx={sx}
    >
      Print or save as PDF
    </Button>
  );
}

/**
 * A line that appears only on paper: the site and the date the plan was printed. Render it with a
 * result drawn in the browser, never in server-rendered HTML (the date would differ on hydration).
 */
export function PrintedFrom({ date }: { date: Date }) {
  // Not toLocaleDateString: its first use loads the locale's data, a long task on a phone.
  const day = formatLongDate(date);
  return (
    <Box data-print="only" sx={{ mt: 2, fontSize: '0.85rem', color: 'text.secondary' }}>
      Printed from {site.name} on {day}.
    </Box>
  );
}
