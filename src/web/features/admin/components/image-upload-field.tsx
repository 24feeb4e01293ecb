import AddPhotoAlternateOutlinedIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { smallestRendition } from '../../../../shared/magazine/image-srcset';
import {
  blogAdminMessages,
  UPLOAD_MAX_BYTES,
  type TUploadFolder,
} from '../../../../shared/schemas/blog-admin';
import { FormTextField } from '../../../components/form/form-text-field';
import { visuallyHiddenStyle } from '../../../components/visually-hidden';
import { ApiError } from '../../../lib/api-client';
import { uploadImage } from '../api/upload-image';

type AltText = {
  value: string;
  onChange: (value: string) => void;
  label: string;
  required?: boolean;
  error?: string;
};

export type ImageUploadFieldProps = {
  /** The field's name, the legend of its group ('Author picture', 'Cover image'). */
  label: string;
  folder: TUploadFolder;
  /** The stored picture's address, or '' for none. */
  value: string;
  onChange: (url: string) => void;
  /** The picture's description, asked for under it. */
  alt?: AltText;
  disabled?: boolean;
  /** A problem with the field's value (the form's validation). */
  errorText?: string;
  /** What a failed upload says first: the seed's words differ between the author form and the editor. */
  failureText?: string;
  /** Tells the form an upload is under way (its submit waits or is disabled meanwhile). */
  onBusyChange?: (busy: boolean) => void;
  inputRef?: (element: HTMLElement | null) => void;
};

const PREVIEW_WIDTH = 240;
const PREVIEW_HEIGHT = 150;

/**
 * A picture chosen from the admin's device and uploaded at once (issue 24): the current picture or
 * a drawing in its place, a "Choose picture" button that is the real file input (so keyboard,
 * screen readers and drag-and-drop onto it work as the browser makes them), 'Uploading Image'
 * while it goes, then the new picture. A failed upload says why and keeps the picture there was.
 */
export function ImageUploadField({
  label,
  folder,
  value,
  onChange,
  alt,
  disabled,
  errorText,
  failureText = blogAdminMessages.somethingWentWrong,
  onBusyChange,
  inputRef,
}: ImageUploadFieldProps) {
  const id = useId();
  const inputId = `${id}-file`;
  const helpId = `${id}-help`;
  const kindsId = `${id}-kinds`;
  const [uploading, setUploading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // The file being uploaded: a later choice supersedes an earlier one still under way.
  const latest = useRef(0);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same file again (after a failure) fires a change.
    event.target.value = '';
    if (!file) return;
    const attempt = ++latest.current;
    setFailure(null);
    if (file.size > UPLOAD_MAX_BYTES) {
      setFailure(`${failureText} ${blogAdminMessages.uploadTooLarge}`);
      return;
    }
    setUploading(true);
    onBusyChange?.(true);
    try {
      const image = await uploadImage(file, folder);
      if (attempt === latest.current) onChange(image.url);
    } catch (error) {
      if (attempt !== latest.current) return;
      // The server's reason (too large, not a picture) when it gave one the admin can act on.
      const reason = error instanceof ApiError && error.status < 500 ? ` ${error.message}` : '';
      setFailure(`${failureText}${reason}`);
    } finally {
      if (attempt === latest.current) {
        setUploading(false);
        onBusyChange?.(false);
      }
    }
  };

  // The input, not the group, carries the description: it is what the keyboard lands on.
  const describedBy = failure || errorText ? `${helpId} ${kindsId}` : kindsId;

  return (
    <Box
      component="fieldset"
      sx={{ border: 0, m: 0, p: 0, minWidth: 0, display: 'grid', gap: 1.5 }}
    >
      <Box component="legend" sx={{ p: 0, mb: 1, fontWeight: 600 }}>
        {label}
      </Box>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Preview url={value} uploading={uploading} />
        <Box sx={{ display: 'grid', gap: 1, justifyItems: 'start' }}>
          <Box
            component="label"
            htmlFor={inputId}
            sx={{
              display: 'inline-flex',
              alignItems: 'center',
              gap: 1,
              px: 2,
              py: 1,
              borderRadius: 1,
              border: 1,
              borderColor: 'primary.main',
              color: disabled ? 'text.disabled' : 'primary.main',
              fontWeight: 600,
              cursor: disabled ? 'default' : 'pointer',
              '&:hover': disabled ? undefined : { bgcolor: 'action.hover' },
              // The input is hidden; its focus shows on the button that stands for it.
              '&:has(input:focus-visible)': {
                outline: 2,
                outlineColor: 'primary.main',
                outlineOffset: 2,
              },
            }}
          >
            <AddPhotoAlternateOutlinedIcon aria-hidden="true" fontSize="small" />
            Choose picture
            <input
              id={inputId}
              ref={inputRef}
              type="file"
              accept="image/*"
              // Not disabled while uploading: the focus stays, and a new choice wins.
              disabled={disabled}
              aria-invalid={errorText ? true : undefined}
              aria-describedby={describedBy}
              onChange={(event) => void choose(event)}
              style={visuallyHiddenStyle}
            />
          </Box>
          <Box id={kindsId} component="span" sx={{ fontSize: '0.875rem', color: 'text.secondary' }}>
            JPEG, PNG, WebP, GIF or AVIF, at most {UPLOAD_MAX_BYTES / 1024 / 1024} MB
          </Box>
          {/* Always on the page, so that screen readers hear it change. */}
          <Box role="status" sx={{ fontSize: '0.875rem', minHeight: '1.25rem' }}>
            {uploading ? blogAdminMessages.uploadingImage : ''}
          </Box>
        </Box>
      </Box>
      {(failure || errorText) && (
        <Box
          id={helpId}
          role={failure ? 'alert' : undefined}
          sx={{ color: 'error.main', fontSize: '0.875rem' }}
        >
          {failure ?? errorText}
        </Box>
      )}
      {alt && (
        <FormTextField
          id={`${id}-alt`}
          label={alt.label}
          autoComplete="off"
          required={alt.required}
          disabled={disabled}
          value={alt.value}
          onChange={alt.onChange}
          error={alt.error}
          help="What the picture shows, for readers who cannot see it"
        />
      )}
    </Box>
  );
}

function Preview({ url, uploading }: { url: string; uploading: boolean }) {
  return (
    <Box
      sx={{
        position: 'relative',
        width: PREVIEW_WIDTH,
        height: PREVIEW_HEIGHT,
        borderRadius: 1,
        overflow: 'hidden',
        bgcolor: 'grey.100',
        border: 1,
        borderColor: 'divider',
        flexShrink: 0,
      }}
    >
      {url ? (
        <Box
          component="img"
          src={smallestRendition(url)}
          alt="The chosen picture"
          width={PREVIEW_WIDTH}
          height={PREVIEW_HEIGHT}
          sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
        />
      ) : (
        <PlaceholderDrawing />
      )}
      {uploading && (
        <Box
          sx={{
            position: 'absolute',
            inset: 0,
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'rgba(255, 255, 255, 0.7)',
          }}
        >
          <CircularProgress size={32} aria-hidden="true" />
        </Box>
      )}
    </Box>
  );
}

/** A frame with hills and a sun: no picture yet. Described in words, as an image would be. */
function PlaceholderDrawing() {
  return (
    <Box
      component="svg"
      role="img"
      aria-label="No picture yet"
      viewBox="0 0 240 150"
      sx={{ width: '100%', height: '100%', display: 'block', color: 'grey.500' }}
    >
      <circle cx="172" cy="48" r="16" fill="currentColor" opacity="0.5" />
      <path d="M0 150 L70 68 L120 118 L160 86 L240 150 Z" fill="currentColor" opacity="0.6" />
    </Box>
  );
}
