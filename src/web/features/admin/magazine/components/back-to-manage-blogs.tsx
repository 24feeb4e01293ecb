import Button from '@mui/material/Button';
import { Link as RouterLink } from 'wouter';
import { paths } from '../../../../../shared/config/paths';

/** The way back from a magazine screen to the Manage Blogs hub. */
export function BackToManageBlogs() {
  return (
    <Button component={RouterLink} to={paths.adminManageBlog.path} variant="outlined">
      Back to Manage Blogs
    </Button>
  );
}
