import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'wouter';
import { paths } from '../../../../shared/config/paths';
import { AdminPage } from '../components/admin-page';

const tileSx = { p: 2.5, height: '100%' } as const;
const nameSx = { fontWeight: 700, fontSize: '1.1rem' } as const;

/**
 * /dashboard/manageBlog (seed 001 section 2): the hub of the magazine's tiles, Author
 * Management, Blogs Management (the article list, /dashboard/blogManagement) and Section
 * Management.
 */
export default function ManageBlogPage() {
  return (
    <AdminPage
      title={paths.adminManageBlog.title}
      intro="The magazine's authors, articles and sections. Changes show on the public magazine at its next page load."
    >
      <Box
        component="ul"
        aria-label="Magazine tasks"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
        }}
      >
        <li>
          <Card variant="outlined" sx={{ height: '100%' }}>
            <CardActionArea component={RouterLink} to={paths.adminManageAuthor.path} sx={tileSx}>
              <Typography component="h2" sx={nameSx}>
                {paths.adminManageAuthor.title}
              </Typography>
              <Typography sx={{ mt: 0.5, color: 'text.secondary' }}>
                Add, edit or delete the authors whose names and links appear with their articles.
              </Typography>
            </CardActionArea>
          </Card>
        </li>
        <li>
          <Card variant="outlined" sx={{ height: '100%' }}>
            <CardActionArea component={RouterLink} to={paths.adminBlogManagement.path} sx={tileSx}>
              <Typography component="h2" sx={nameSx}>
                Blogs Management
              </Typography>
              <Typography sx={{ mt: 0.5, color: 'text.secondary' }}>
                Write, schedule, feature or delete articles, and go on with drafts.
              </Typography>
            </CardActionArea>
          </Card>
        </li>
        <li>
          <Card variant="outlined" sx={{ height: '100%' }}>
            <CardActionArea component={RouterLink} to={paths.adminBlogSection.path} sx={tileSx}>
              <Typography component="h2" sx={nameSx}>
                {paths.adminBlogSection.title}
              </Typography>
              <Typography sx={{ mt: 0.5, color: 'text.secondary' }}>
                Add, rename or delete the sections that group the magazine&apos;s articles.
              </Typography>
            </CardActionArea>
          </Card>
        </li>
      </Box>
    </AdminPage>
  );
}
