import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'wouter';
import { paths } from '../../../../shared/config/paths';
import {
  ZBlogAdminFilterSchema,
  type TBlogAdminFilter,
  type TBlogAdminRow,
} from '../../../../shared/schemas/blog-admin';
import { FormSelectField } from '../../../components/form/form-select-field';
import { placeFailure } from '../../../components/form/use-form';
import { useNotify } from '../../../lib/notify';
import { AdminPage } from '../components/admin-page';
import { ConfirmDeleteDialog } from '../components/confirm-delete-dialog';
import { ListState } from '../components/list-state';
import { deleteBlog, makeFeatured, useAdminBlogs } from './api/blog-admin-api';
import { useAdminSections } from './api/magazine-admin-api';
import { statusText } from './components/blog-status';
import { BackToManageBlogs } from './components/back-to-manage-blogs';
import { UnsavedDrafts } from './components/unsaved-drafts';

/** Where Edit opens an article: the editor, with the seed's `title` and `blog` params. */
const editPath = (row: TBlogAdminRow) =>
  `${paths.adminBlogPost.path}?title=${encodeURIComponent(row.slug)}&blog=${row.id}`;

/**
 * /dashboard/blogManagement (seed 001 sections 2, 4 and 8; issue 24): New Blog, the filter (All,
 * Featured Blogs, each section, and beyond the seed Drafts and Scheduled), the table of articles
 * with their status, the featured toggle, Edit and Delete, and Load More, 9 at a time. Above it,
 * the new articles whose writing the editor kept but that were never saved.
 */
export default function BlogManagementPage() {
  const [filter, setFilter] = useState<TBlogAdminFilter>('All');
  const sections = useAdminSections();
  const filterOptions = [
    { value: 'All', label: 'All' },
    { value: 'featured', label: 'Featured Blogs' },
    ...(sections.data?.sections ?? []).map((section) => ({
      value: String(section.id),
      label: section.name,
    })),
    { value: 'drafts', label: 'Drafts' },
    { value: 'scheduled', label: 'Scheduled' },
  ];

  return (
    <AdminPage
      title={paths.adminBlogManagement.title}
      intro="Every article, drafts and scheduled ones too. Only published articles show on the magazine."
      actions={
        <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
          <Button
            component={RouterLink}
            to={paths.adminBlogPost.path}
            variant="contained"
            disableElevation
          >
            New Blog
          </Button>
          <BackToManageBlogs />
        </Box>
      }
    >
      <UnsavedDrafts />
      <Box sx={{ maxWidth: 320, mt: 3 }}>
        <FormSelectField
          id="blog-filter"
          label="Show"
          help="Which articles the list shows"
          prompt="Choose which articles"
          options={filterOptions}
          value={String(filter)}
          onChange={(value) => {
            const parsed = ZBlogAdminFilterSchema.safeParse(
              /^\d+$/.test(value) ? Number(value) : value,
            );
            if (parsed.success) setFilter(parsed.data);
          }}
        />
      </Box>
      {/* A new filter is a new list: its rows, its pages, its end. */}
      <BlogList key={String(filter)} filter={filter} />
    </AdminPage>
  );
}

function BlogList({ filter }: { filter: TBlogAdminFilter }) {
  const notify = useNotify();
  const query = useAdminBlogs(filter);
  const [deleting, setDeleting] = useState<TBlogAdminRow | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [toggling, setToggling] = useState<number | null>(null);
  const rows = query.data?.pages.flatMap((page) => page.blogs) ?? [];

  const toggleFeatured = async (row: TBlogAdminRow) => {
    setToggling(row.id);
    try {
      notify((await makeFeatured(row.id, !row.featured)).msg, 'success');
    } catch (error) {
      // The seed's rule: the featured toggle's failure is a warning.
      notify(placeFailure(error).message, 'warning');
    } finally {
      setToggling(null);
    }
  };

  const remove = async (row: TBlogAdminRow) => {
    setRefusal(null);
    try {
      notify((await deleteBlog(row.id)).msg, 'success');
    } catch (error) {
      setRefusal(placeFailure(error).message);
    }
  };

  return (
    <Box sx={{ mt: 3 }}>
      {refusal && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }} onClose={() => setRefusal(null)}>
          {refusal}
        </Alert>
      )}
      <ListState
        loading={query.isPending}
        error={query.isPending ? null : query.error}
        empty={!query.isPending && rows.length === 0}
        emptyText="No articles here."
      />
      {rows.length > 0 && (
        <Box role="region" aria-label="Articles table" tabIndex={0} sx={{ overflowX: 'auto' }}>
          <Table size="small" sx={{ minWidth: 760 }}>
            <TableHead>
              <TableRow>
                {['Title', 'Section', 'Author', 'Status', 'Actions'].map((name) => (
                  <TableCell key={name} component="th" scope="col">
                    {name}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.id}>
                  <TableCell component="th" scope="row" sx={{ fontWeight: 600, maxWidth: 360 }}>
                    {row.title}
                  </TableCell>
                  <TableCell>{row.sectionName}</TableCell>
                  <TableCell>{row.author.name}</TableCell>
                  <TableCell>{statusText(row)}</TableCell>
                  <TableCell>
                    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
                      <Box component="label" sx={{ display: 'inline-flex', alignItems: 'center' }}>
                        <Switch
                          size="small"
                          checked={row.featured}
                          disabled={toggling === row.id}
                          onChange={() => void toggleFeatured(row)}
                          slotProps={{ input: { 'aria-label': `Featured: ${row.title}` } }}
                        />
                        <Box component="span" aria-hidden="true" sx={{ fontSize: '0.875rem' }}>
                          Featured
                        </Box>
                      </Box>
                      <Button
                        size="small"
                        component={RouterLink}
                        to={editPath(row)}
                        aria-label={`Edit ${row.title}`}
                      >
                        Edit
                      </Button>
                      <Button
                        size="small"
                        color="error"
                        aria-label={`Delete ${row.title}`}
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
      )}
      {rows.length > 0 && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mt: 2 }}>
          <Typography role="status" sx={{ color: 'text.secondary', mr: 'auto' }}>
            {rows.length === 1 ? '1 article shown' : `${rows.length} articles shown`}
            {query.hasNextPage ? '' : ', all of them'}
          </Typography>
          {query.hasNextPage && (
            <Button
              variant="outlined"
              disabled={query.isFetchingNextPage}
              onClick={() => void query.fetchNextPage()}
            >
              {query.isFetchingNextPage ? 'Loading…' : 'Load More'}
            </Button>
          )}
        </Box>
      )}
      <ConfirmDeleteDialog
        what={
          deleting &&
          `“${deleting.title}” will be deleted from the magazine, with its saved versions.`
        }
        onConfirm={() => {
          const row = deleting;
          setDeleting(null);
          if (row) void remove(row);
        }}
        onClose={() => setDeleting(null)}
      />
    </Box>
  );
}
