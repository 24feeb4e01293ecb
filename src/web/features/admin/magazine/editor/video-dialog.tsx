import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useState, type FormEvent } from 'react';
import { videoEmbedUrl } from '../../../../../shared/magazine/video-embed';
import { FormTextField } from '../../../../components/form/form-text-field';

const VIDEO_ADDRESS_MESSAGE =
  'Please enter a YouTube address, such as https://www.youtube.com/watch?v=…';
const VIDEO_TITLE_MESSAGE = 'Please say what the video is, for readers who cannot see it';

type VideoDialogProps = {
  open: boolean;
  onInsert: (video: { src: string; title: string }) => void;
  onClose: () => void;
};

/**
 * Asks a YouTube address and the video's title (the frame's name for screen readers); the video
 * is embedded from YouTube's privacy-enhanced host, the only one the page frames.
 */
export function VideoDialog({ open, onInsert, onClose }: VideoDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="video-dialog-title" fullWidth>
      {open && <VideoForm onInsert={onInsert} onClose={onClose} />}
    </Dialog>
  );
}

function VideoForm({ onInsert, onClose }: Omit<VideoDialogProps, 'open'>) {
  const [address, setAddress] = useState('');
  const [title, setTitle] = useState('');
  const [error, setError] = useState<{ field: 'address' | 'title'; message: string }>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    const src = videoEmbedUrl(address);
    if (!src) return setError({ field: 'address', message: VIDEO_ADDRESS_MESSAGE });
    if (!title.trim()) return setError({ field: 'title', message: VIDEO_TITLE_MESSAGE });
    onInsert({ src, title: title.trim() });
  };
  return (
    <Box component="form" noValidate onSubmit={submit}>
      <DialogTitle id="video-dialog-title">Add video</DialogTitle>
      <DialogContent>
        <Box sx={{ pt: 1, display: 'grid', gap: 2 }}>
          <FormTextField
            id="video-address"
            label="YouTube address"
            autoComplete="off"
            autoFocus
            required
            value={address}
            onChange={(value) => {
              setAddress(value);
              setError(undefined);
            }}
            error={error?.field === 'address' ? error.message : undefined}
            help="A youtube.com or youtu.be link to the video"
          />
          <FormTextField
            id="video-title"
            label="Video title"
            autoComplete="off"
            required
            value={title}
            onChange={(value) => {
              setTitle(value);
              setError(undefined);
            }}
            error={error?.field === 'title' ? error.message : undefined}
            help="What the video is, in a few words"
          />
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button type="submit" variant="contained" disableElevation>
          Insert video
        </Button>
      </DialogActions>
    </Box>
  );
}
