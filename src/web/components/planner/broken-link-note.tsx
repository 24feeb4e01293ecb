import Box from '@mui/material/Box';
import { FormAlert } from '../form/form-alert';

/**
 * Said above a planner's form when the page was opened from a share link that cannot be read (cut
 * short, or edited by hand): the planner does not open it, and says so instead of starting empty
 * without a word. Loaded only when a link is broken: it stays off the planners' first load.
 */
export function BrokenLinkNote() {
  return (
    <Box sx={{ mb: 3 }} data-print="hide">
      <FormAlert
        notice={{
          severity: 'info',
          message: 'This shared link could not be read; the planner starts empty.',
        }}
      />
    </Box>
  );
}
