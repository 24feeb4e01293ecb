import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { paths } from '../../../../shared/config/paths';
import {
  SECTION_DESCRIPTION_MAX_LENGTH,
  SECTION_NAME_MAX_LENGTH,
  ZInsertSectionRequestSchema,
  type TAdminSection,
} from '../../../../shared/schemas/magazine-admin';
import { FormAlert } from '../../../components/form/form-alert';
import { FormTextField } from '../../../components/form/form-text-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { placeFailure, useForm } from '../../../components/form/use-form';
import { useNotify } from '../../../lib/notify';
import {
  deleteSection,
  insertSection,
  updateSection,
  useAdminSections,
} from './api/magazine-admin-api';
import { ConfirmDeleteDialog } from '../components/confirm-delete-dialog';
import { AdminPage } from '../components/admin-page';
import { LoadState } from '../components/load-state';
import { BackToManageBlogs } from './components/back-to-manage-blogs';

/**
 * /dashboard/blogSection (seed 001 sections 2 and 4): the section form (name, description, Save)
 * and the table of sections with Update and Delete. Update fills the form and names the section
 * in a banner that clears it; `?id=` keeps the update open across a reload.
 */
export default function SectionsPage() {
  const query = useAdminSections();
  const [, navigate] = useLocation();
  const editingId = Number(new URLSearchParams(useSearch()).get('id')) || null;
  const sections = query.data?.sections;
  const editing = sections?.find((section) => section.id === editingId) ?? null;
  const clear = () => navigate(paths.adminBlogSection.path, { replace: true });

  return (
    <AdminPage
      actions={<BackToManageBlogs />}
      title={paths.adminBlogSection.title}
      intro="Sections group the magazine's articles and each has its own page. Renaming one moves its page to the new name; links to the old name still lead there."
    >
      {sections ? (
        <>
          {editingId !== null && !editing && (
            <Alert severity="info" sx={{ mb: 2 }}>
              The section chosen for update no longer exists; the form adds a new one.
            </Alert>
          )}
          <SectionForm key={editing?.id ?? 'new'} editing={editing} onClear={clear} />
          <SectionsTable
            sections={sections}
            onUpdate={(section) => navigate(`${paths.adminBlogSection.path}?id=${section.id}`)}
            onDeleted={(id) => id === editingId && clear()}
          />
        </>
      ) : (
        <LoadState error={query.error} what="the sections" />
      )}
    </AdminPage>
  );
}

type SectionFormProps = { editing: TAdminSection | null; onClear: () => void };

function SectionForm({ editing, onClear }: SectionFormProps) {
  const notify = useNotify();
  // The version the admin opened: kept while the list refreshes, so another admin's save since
  // is refused (409 CONFLICT) rather than overwritten.
  const [openedAt] = useState(editing?.updatedAt);
  const form = useForm({
    schema: ZInsertSectionRequestSchema,
    initialValues: { name: editing?.name ?? '', description: editing?.description ?? '' },
    submit: (data) =>
      editing
        ? updateSection({ ...data, id: editing.id, updatedAt: openedAt ?? editing.updatedAt })
        : insertSection(data),
    onSuccess: (answer) => {
      notify(answer.msg, 'success');
      // The seed clears the form after a save: an update returns to adding.
      if (editing) onClear();
      else form.setValues({ name: '', description: '' });
    },
  });

  return (
    <Box
      component="form"
      noValidate
      onSubmit={form.handleSubmit}
      aria-label={editing ? `Update section ${editing.name}` : 'Add a section'}
      sx={{ display: 'grid', gap: 2, maxWidth: 640, mb: 4 }}
    >
      {editing && (
        <Button
          variant="outlined"
          onClick={onClear}
          sx={{
            justifyContent: 'flex-start',
            textAlign: 'left',
            textTransform: 'none',
            // The warning alert's colours: dark brown on cream reads well (MUI's warning does not).
            bgcolor: '#fff4e5',
            color: '#663c00',
            borderColor: '#ed6c02',
            '&:hover': { bgcolor: '#ffe7c7', borderColor: '#ed6c02' },
          }}
        >
          Updating {editing.name}, click here to clear update
        </Button>
      )}
      <FormTextField
        id="section-name"
        label="Name"
        autoComplete="off"
        required
        help={`At most ${SECTION_NAME_MAX_LENGTH} characters`}
        {...form.field('name')}
      />
      <FormTextField
        id="section-description"
        label="Description"
        autoComplete="off"
        rows={3}
        help={`Shown on the section's page; at most ${SECTION_DESCRIPTION_MAX_LENGTH} characters`}
        {...form.field('description')}
      />
      <FormAlert notice={form.notice} />
      <Box>
        <SubmitButton busy={form.busy} busyLabel="Saving…">
          Save
        </SubmitButton>
      </Box>
    </Box>
  );
}

type SectionsTableProps = {
  sections: TAdminSection[];
  onUpdate: (section: TAdminSection) => void;
  onDeleted: (id: number) => void;
};

function SectionsTable({ sections, onUpdate, onDeleted }: SectionsTableProps) {
  const notify = useNotify();
  const [deleting, setDeleting] = useState<TAdminSection | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  const remove = async (section: TAdminSection) => {
    setRefusal(null);
    try {
      notify((await deleteSection(section.id)).msg, 'success');
      onDeleted(section.id);
    } catch (error) {
      // Said on the page, where it stays: a refusal explains what to do first.
      setRefusal(placeFailure(error).message);
    }
  };

  return (
    <>
      <Typography component="h2" sx={{ fontWeight: 700, fontSize: '1.25rem', mb: 1.5 }}>
        Sections
      </Typography>
      {refusal && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }} onClose={() => setRefusal(null)}>
          {refusal}
        </Alert>
      )}
      {sections.length === 0 ? (
        <Alert severity="info">No sections yet: add the first one above.</Alert>
      ) : (
        <Box role="region" aria-label="Sections table" tabIndex={0} sx={{ overflowX: 'auto' }}>
          <Table size="small" sx={{ minWidth: 560 }}>
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col">
                  Name
                </TableCell>
                <TableCell component="th" scope="col">
                  Description
                </TableCell>
                <TableCell component="th" scope="col" align="right">
                  Articles
                </TableCell>
                <TableCell component="th" scope="col">
                  Actions
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {sections.map((section) => (
                <TableRow key={section.id}>
                  <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                    {section.name}
                  </TableCell>
                  <TableCell sx={{ maxWidth: 360 }}>{section.description}</TableCell>
                  <TableCell align="right">{section.articles}</TableCell>
                  <TableCell>
                    <Box sx={{ display: 'flex', gap: 0.5 }}>
                      <Button
                        size="small"
                        aria-label={`Update ${section.name}`}
                        onClick={() => onUpdate(section)}
                      >
                        Update
                      </Button>
                      <Button
                        size="small"
                        color="error"
                        aria-label={`Delete ${section.name}`}
                        onClick={() => setDeleting(section)}
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
      <ConfirmDeleteDialog
        what={deleting && `The section ${deleting.name} will be deleted, and its page with it.`}
        onConfirm={() => {
          const section = deleting;
          setDeleting(null);
          if (section) void remove(section);
        }}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
