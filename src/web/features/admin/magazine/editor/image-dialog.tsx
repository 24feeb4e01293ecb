import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { blogAdminMessages } from '../../../../../shared/schemas/blog-admin';
import { FormTextField } from '../../../../components/form/form-text-field';
import { visuallyHiddenStyle } from '../../../../components/visually-hidden';
import { ApiError } from '../../../../lib/api-client';
import { uploadImage } from '../../api/upload-image';

const PICTURE_ALT_MESSAGE = 'Please describe the picture for readers who cannot see it';
const PICTURE_MISSING_MESSAGE = 'Please choose a picture';

/** What the dialog is for: a new picture (chosen here, or pasted or dropped), or a described one. */
export type ImageRequest = { kind: 'insert'; file?: File } | { kind: 'describe'; alt: string };

type ImageDialogProps = {
  request: ImageRequest | null;
  onInsert: (image: { src: string; alt: string }) => void;
  onDescribe: (alt: string) => void;
  onClose: () => void;
};

/**
 * A picture for the article: uploaded at once (folder blog_images, 'Uploading Image' meanwhile),
 * then inserted with its description, which every picture needs (issue 24). Pasted and dropped
 * pictures come here with their file, so they too are uploaded and described.
 */
export function ImageDialog({ request, onInsert, onDescribe, onClose }: ImageDialogProps) {
  return (
    <Dialog
      open={request !== null}
      onClose={onClose}
      aria-labelledby="image-dialog-title"
      fullWidth
    >
      {request && (
        <ImageForm
          request={request}
          onInsert={onInsert}
          onDescribe={onDescribe}
          onClose={onClose}
        />
      )}
    </Dialog>
  );
}

type Upload =
  | { state: 'none' }
  | { state: 'uploading' }
  | { state: 'done'; url: string }
  | { state: 'failed'; message: string };

/** Uploads `file` to the article pictures' folder, telling `report` how it went. */
function uploadPicture(file: File, signal: AbortSignal, report: (upload: Upload) => void) {
  return uploadImage(file, 'blog_images', signal).then(
    (image) => report({ state: 'done', url: image.url }),
    (caught: unknown) => {
      if (signal.aborted) return;
      report({
        state: 'failed',
        message: caught instanceof ApiError ? caught.message : blogAdminMessages.somethingWentWrong,
      });
    },
  );
}

function ImageForm({
  request,
  onInsert,
  onDescribe,
  onClose,
}: Omit<ImageDialogProps, 'request'> & { request: ImageRequest }) {
  const [alt, setAlt] = useState(request.kind === 'describe' ? request.alt : '');
  const pasted = request.kind === 'insert' ? request.file : undefined;
  const [upload, setUpload] = useState<Upload>({ state: pasted ? 'uploading' : 'none' });
  const [error, setError] = useState<string>();
  const controller = useRef<AbortController | null>(null);

  const start = (file: File) => {
    controller.current?.abort();
    controller.current = new AbortController();
    setUpload({ state: 'uploading' });
    void uploadPicture(file, controller.current.signal, setUpload);
  };

  // A pasted or dropped picture is uploaded as the dialog opens.
  useEffect(() => {
    if (!pasted) return;
    const current = new AbortController();
    void uploadPicture(pasted, current.signal, setUpload);
    return () => current.abort();
  }, [pasted]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    if (request.kind === 'insert' && upload.state !== 'done') {
      return setError(PICTURE_MISSING_MESSAGE);
    }
    if (!alt.trim()) return setError(PICTURE_ALT_MESSAGE);
    if (request.kind === 'describe') return onDescribe(alt.trim());
    if (upload.state === 'done') onInsert({ src: upload.url, alt: alt.trim() });
  };

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <DialogTitle id="image-dialog-title">
        {request.kind === 'describe' ? 'Describe the picture' : 'Add picture'}
      </DialogTitle>
      <DialogContent>
        <Box sx={{ pt: 1, display: 'grid', gap: 2 }}>
          {request.kind === 'insert' && (
            <>
              {!request.file && (
                <Box>
                  {/* A label drawn as a button around the file input itself (a button role on
                      the label would nest one control in another for screen readers). */}
                  <Box
                    component="label"
                    sx={{
                      display: 'inline-flex',
                      px: 2,
                      py: 1,
                      borderRadius: 1,
                      border: 1,
                      borderColor: 'primary.main',
                      color: 'primary.main',
                      fontWeight: 600,
                      cursor: 'pointer',
                      '&:hover': { bgcolor: 'action.hover' },
                      '&:has(input:focus-visible)': {
                        outline: 2,
                        outlineColor: 'primary.main',
                        outlineOffset: 2,
                      },
                    }}
                  >
                    Choose picture
                    <input
                      type="file"
                      accept="image/*"
                      aria-label="Choose picture"
                      style={visuallyHiddenStyle}
                      onChange={(event) => {
                        setError(undefined);
                        const file = event.target.files?.[0];
                        if (file) start(file);
                      }}
                    />
                  </Box>
                </Box>
              )}
              <Box role="status" aria-live="polite">
                {upload.state === 'uploading' && (
                  <Alert severity="info">{blogAdminMessages.uploadingImage}</Alert>
                )}
                {upload.state === 'done' && (
                  <Box
                    component="img"
                    src={upload.url}
                    alt=""
                    sx={{ maxWidth: '100%', maxHeight: 200, display: 'block' }}
                  />
                )}
              </Box>
              {upload.state === 'failed' && <Alert severity="error">{upload.message}</Alert>}
              {error === PICTURE_MISSING_MESSAGE && <Alert severity="error">{error}</Alert>}
            </>
          )}
          <FormTextField
            id="picture-alt"
            label="Picture description"
            autoComplete="off"
            autoFocus={request.kind === 'describe' || Boolean(request.file)}
            required
            value={alt}
            onChange={(value) => {
              setAlt(value);
              setError(undefined);
            }}
            error={error === PICTURE_ALT_MESSAGE ? error : undefined}
            help="What the picture shows, for readers who cannot see it"
          />
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          type="submit"
          variant="contained"
          disableElevation
          disabled={upload.state === 'uploading'}
        >
          {request.kind === 'describe' ? 'Save description' : 'Insert picture'}
        </Button>
      </DialogActions>
    </Box>
  );
}
