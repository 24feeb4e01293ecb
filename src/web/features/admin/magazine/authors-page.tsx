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
import { blogAdminMessages } from '../../../../shared/schemas/blog-admin';
import {
  AUTHOR_DESCRIPTION_MAX_LENGTH,
  AUTHOR_NAME_MAX_LENGTH,
  ZAddAuthorRequestSchema,
  type TAdminAuthor,
} from '../../../../shared/schemas/magazine-admin';
import { FormAlert } from '../../../components/form/form-alert';
import { FormTextField } from '../../../components/form/form-text-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { placeFailure, useForm } from '../../../components/form/use-form';
import { useNotify } from '../../../lib/notify';
import { addAuthor, deleteAuthor, updateAuthor, useAdminAuthors } from './api/magazine-admin-api';
import { AuthorAvatar } from './components/author-avatar';
import { ConfirmDeleteDialog } from '../components/confirm-delete-dialog';
import { AdminPage } from '../components/admin-page';
import { ImageUploadField } from '../components/image-upload-field';
import { LoadState } from '../components/load-state';
import { BackToManageBlogs } from './components/back-to-manage-blogs';

const LINK_HELP = 'The full address, starting with https://';

/**
 * /dashboard/manageAuthor (seed 001 sections 2 and 5): the table (Name, Description, Actions)
 * and the inline Add Author form, name, Twitter, LinkedIn and description all required. Edit
 * fills the form with the author (`?id=` keeps it across a reload); Delete asks 'Are you sure?'.
 */
export default function AuthorsPage() {
  const query = useAdminAuthors();
  const [, navigate] = useLocation();
  const editingId = Number(new URLSearchParams(useSearch()).get('id')) || null;
  const authors = query.data?.authors;
  const editing = authors?.find((author) => author.id === editingId) ?? null;
  const clear = () => navigate(paths.adminManageAuthor.path, { replace: true });

  return (
    <AdminPage
      actions={<BackToManageBlogs />}
      title={paths.adminManageAuthor.title}
      intro="Authors are shown with their articles: name, description, and links to their Twitter and LinkedIn profiles."
    >
      {authors ? (
        <>
          <AuthorsTable
            authors={authors}
            onEdit={(author) => navigate(`${paths.adminManageAuthor.path}?id=${author.id}`)}
            onDeleted={(id) => id === editingId && clear()}
          />
          {editingId !== null && !editing && (
            <Alert severity="info" sx={{ mt: 3 }}>
              The author chosen for editing no longer exists; the form adds a new one.
            </Alert>
          )}
          <AuthorForm key={editing?.id ?? 'new'} editing={editing} onClear={clear} />
        </>
      ) : (
        <LoadState error={query.error} what="the authors" />
      )}
    </AdminPage>
  );
}

type AuthorFormProps = { editing: TAdminAuthor | null; onClear: () => void };

function AuthorForm({ editing, onClear }: AuthorFormProps) {
  const notify = useNotify();
  // The version the admin opened, kept while the list refreshes (409 CONFLICT on a stale save).
  const [openedAt] = useState(editing?.updatedAt);
  // A picture on its way: saving now would store the one it replaces.
  const [uploading, setUploading] = useState(false);
  const empty = { name: '', imageUrl: '', twitter: '', linkedin: '', description: '' };
  const form = useForm({
    schema: ZAddAuthorRequestSchema,
    initialValues: editing
      ? {
          name: editing.name,
          imageUrl: editing.imageUrl,
          twitter: editing.twitter,
          linkedin: editing.linkedin,
          description: editing.description,
        }
      : empty,
    submit: (data) =>
      editing
        ? updateAuthor({ ...data, id: editing.id, updatedAt: openedAt ?? editing.updatedAt })
        : addAuthor(data),
    onSuccess: (answer) => {
      notify(answer.msg, 'success');
      if (editing) onClear();
      else form.setValues(empty);
    },
  });
  const heading = editing ? `Edit ${editing.name}` : 'Add Author';

  return (
    <Box
      component="form"
      noValidate
      onSubmit={form.handleSubmit}
      aria-labelledby="author-form-heading"
      sx={{ display: 'grid', gap: 2, maxWidth: 640, mt: 4 }}
    >
      <Typography
        id="author-form-heading"
        component="h2"
        sx={{ fontWeight: 700, fontSize: '1.25rem' }}
      >
        {heading}
      </Typography>
      <FormTextField
        id="author-name"
        label="Name"
        autoComplete="off"
        required
        help={`At most ${AUTHOR_NAME_MAX_LENGTH} characters`}
        {...form.field('name')}
      />
      {/* Seed: an image file, with no check when none is chosen (initials are drawn instead). */}
      <ImageUploadField
        label="Picture"
        folder="author_image"
        failureText={blogAdminMessages.authorUploadFailed}
        value={form.values.imageUrl}
        onChange={(url) => form.setValue('imageUrl', url)}
        inputRef={form.field('imageUrl').inputRef}
        errorText={form.errorFor('imageUrl')}
        onBusyChange={setUploading}
        disabled={form.busy}
      />
      <FormTextField
        id="author-twitter"
        label="Twitter"
        autoComplete="off"
        autoCapitalize="none"
        required
        help={LINK_HELP}
        {...form.field('twitter')}
      />
      <FormTextField
        id="author-linkedin"
        label="LinkedIn"
        autoComplete="off"
        autoCapitalize="none"
        required
        help={LINK_HELP}
        {...form.field('linkedin')}
      />
      <FormTextField
        id="author-description"
        label="Description"
        autoComplete="off"
        required
        rows={3}
        help={`Shown under their articles; at most ${AUTHOR_DESCRIPTION_MAX_LENGTH} characters`}
        {...form.field('description')}
      />
      <FormAlert notice={form.notice} />
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
        <SubmitButton busy={form.busy} busyLabel="Saving…" disabled={uploading}>
          {editing ? 'Save changes' : 'Add Author'}
        </SubmitButton>
        {editing && (
          <Button size="large" onClick={onClear}>
            Cancel edit
          </Button>
        )}
      </Box>
    </Box>
  );
}

type AuthorsTableProps = {
  authors: TAdminAuthor[];
  onEdit: (author: TAdminAuthor) => void;
  onDeleted: (id: number) => void;
};

function AuthorsTable({ authors, onEdit, onDeleted }: AuthorsTableProps) {
  const notify = useNotify();
  const [deleting, setDeleting] = useState<TAdminAuthor | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  const remove = async (author: TAdminAuthor) => {
    setRefusal(null);
    try {
      notify((await deleteAuthor(author.id)).msg, 'success');
      onDeleted(author.id);
    } catch (error) {
      // Said on the page, where it stays: a refusal explains what to do first.
      setRefusal(placeFailure(error).message);
    }
  };

  return (
    <>
      {refusal && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }} onClose={() => setRefusal(null)}>
          {refusal}
        </Alert>
      )}
      {authors.length === 0 ? (
        <Alert severity="info">No authors yet: add the first one below.</Alert>
      ) : (
        <Box role="region" aria-label="Authors table" tabIndex={0} sx={{ overflowX: 'auto' }}>
          <Table size="small" sx={{ minWidth: 560 }}>
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col">
                  Name
                </TableCell>
                <TableCell component="th" scope="col">
                  Description
                </TableCell>
                <TableCell component="th" scope="col">
                  Actions
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {authors.map((author) => (
                <TableRow key={author.id}>
                  <TableCell component="th" scope="row">
                    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                      <AuthorAvatar name={author.name} imageUrl={author.imageUrl} />
                      <Box component="span" sx={{ fontWeight: 600 }}>
                        {author.name}
                      </Box>
                    </Box>
                  </TableCell>
                  <TableCell sx={{ maxWidth: 420 }}>{author.description}</TableCell>
                  <TableCell>
                    <Box sx={{ display: 'flex', gap: 0.5 }}>
                      <Button
                        size="small"
                        aria-label={`Edit ${author.name}`}
                        onClick={() => onEdit(author)}
                      >
                        Edit
                      </Button>
                      <Button
                        size="small"
                        color="error"
                        aria-label={`Delete ${author.name}`}
                        onClick={() => setDeleting(author)}
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
        what={deleting && `${deleting.name} will be deleted from the magazine's authors.`}
        onConfirm={() => {
          const author = deleting;
          setDeleting(null);
          if (author) void remove(author);
        }}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
