import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { GALLERY_RATIO, GALLERY_WIDTHS, galleryPhotos, galleryPhotoUrl } from '../gallery-photos';

const LARGE = GALLERY_WIDTHS[1];
const srcSet = (name: string) =>
  GALLERY_WIDTHS.map((width) => `${galleryPhotoUrl(name, width)} ${width}w`).join(', ');

/** A swipe: a horizontal move of at least this many pixels. */
const SWIPE_PX = 40;

type GalleryViewerProps = {
  /** The photo shown, or null when the viewer is closed. */
  open: number | null;
  go: (step: number) => void;
  onClose: () => void;
};

/**
 * The gallery's lightbox, loaded on the first press of a photo: the arrow keys and a swipe go to
 * the previous or next photo (looping), Escape closes it; the dialog keeps the focus inside and
 * gives it back to the photo it was opened from.
 */
export function GalleryViewer({ open, go, onClose }: GalleryViewerProps) {
  const count = galleryPhotos.length;
  const swipeFrom = useRef<number | null>(null);
  const onKeyDown = (key: KeyboardEvent) => {
    if (key.key === 'ArrowRight') {
      key.preventDefault();
      go(1);
    } else if (key.key === 'ArrowLeft') {
      key.preventDefault();
      go(-1);
    }
  };
  const onPointerDown = (pointer: PointerEvent) => {
    swipeFrom.current = pointer.clientX;
  };
  const onPointerUp = (pointer: PointerEvent) => {
    if (swipeFrom.current === null) return;
    const moved = pointer.clientX - swipeFrom.current;
    swipeFrom.current = null;
    if (Math.abs(moved) >= SWIPE_PX) go(moved < 0 ? 1 : -1);
  };
  const photo = open === null ? null : galleryPhotos[open]!;
  return (
    <Dialog
      open={photo !== null}
      onClose={onClose}
      maxWidth="lg"
      onKeyDown={onKeyDown}
      slotProps={{
        paper: {
          'aria-label': 'Photo viewer',
          sx: { bgcolor: '#102a27', color: '#fff', m: { xs: 1, sm: 4 } },
        },
      }}
    >
      {photo && (
        <Box component="figure" sx={{ m: 0, position: 'relative' }}>
          <Box
            onPointerDown={onPointerDown}
            onPointerUp={onPointerUp}
            onPointerCancel={() => (swipeFrom.current = null)}
            sx={{ touchAction: 'pan-y', userSelect: 'none' }}
          >
            <img
              key={photo.name}
              src={galleryPhotoUrl(photo.name, LARGE!)}
              srcSet={srcSet(photo.name)}
              sizes="(min-width: 1000px) 960px, 100vw"
              width={LARGE}
              height={LARGE! * GALLERY_RATIO}
              alt={photo.alt}
              draggable={false}
              style={{
                display: 'block',
                width: '100%',
                height: 'auto',
                maxHeight: '75vh',
                objectFit: 'contain',
              }}
            />
          </Box>
          <Box
            component="figcaption"
            sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 1, py: 1 }}
          >
            <IconButton aria-label="Previous photo" onClick={() => go(-1)} sx={{ color: '#fff' }}>
              <ChevronLeftIcon />
            </IconButton>
            <Box sx={{ flex: 1, minWidth: 0, fontSize: '0.95rem' }}>
              <span aria-live="polite">
                Photo {open! + 1} of {count}
              </span>
              : {photo.alt}
            </Box>
            <IconButton aria-label="Next photo" onClick={() => go(1)} sx={{ color: '#fff' }}>
              <ChevronRightIcon />
            </IconButton>
            <IconButton aria-label="Close" onClick={onClose} sx={{ color: '#fff' }}>
              <CloseIcon />
            </IconButton>
          </Box>
        </Box>
      )}
    </Dialog>
  );
}
