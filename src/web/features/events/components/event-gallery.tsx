import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { GALLERY_RATIO, GALLERY_WIDTHS, galleryPhotos, galleryPhotoUrl } from '../gallery-photos';

const [SMALL, LARGE] = GALLERY_WIDTHS;
const srcSet = (name: string) =>
  GALLERY_WIDTHS.map((width) => `${galleryPhotoUrl(name, width)} ${width}w`).join(', ');

/** The grid's columns (seed 000 section 9): 2 below 480 px, 4 from 480, 3 from 1024, 4 from 1824. */
const columns = {
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media (min-width: 480px)': { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  '@media (min-width: 1024px)': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  '@media (min-width: 1824px)': { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
} as const;
/** How wide a thumbnail is drawn, for the browser's choice of file. */
const thumbnailSizes =
  '(min-width: 1824px) 25vw, (min-width: 1024px) 33vw, (min-width: 480px) 25vw, 50vw';

/** A swipe: a horizontal move of at least this many pixels. */
const SWIPE_PX = 40;

/**
 * The gallery of 26 photos (drawn by us, decision 22) and its lightbox: each photo is a button
 * that opens it large. In the lightbox the arrow keys and a swipe go to the previous or next photo
 * (looping), Escape closes it; the dialog keeps the focus inside and gives it back to the photo
 * it was opened from.
 */
export function EventGallery({ headingId }: { headingId: string }) {
  const [open, setOpen] = useState<number | null>(null);
  const count = galleryPhotos.length;
  const go = (step: number) =>
    setOpen((index) => (index === null ? null : (index + step + count) % count));
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
    <>
      <Box
        component="ul"
        aria-labelledby={headingId}
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: { xs: 1, sm: 1.5 }, ...columns }}
      >
        {galleryPhotos.map((item, index) => (
          <li key={item.name}>
            <Box
              component="button"
              type="button"
              onClick={() => setOpen(index)}
              aria-label={`Open photo ${index + 1} of ${count}: ${item.alt}`}
              sx={{
                display: 'block',
                width: '100%',
                p: 0,
                border: 0,
                borderRadius: 1,
                overflow: 'hidden',
                cursor: 'zoom-in',
                bgcolor: '#e0f2f1',
                '&:focus-visible': { outline: '3px solid #004d40', outlineOffset: 2 },
              }}
            >
              <img
                src={galleryPhotoUrl(item.name, SMALL!)}
                srcSet={srcSet(item.name)}
                sizes={thumbnailSizes}
                width={SMALL}
                height={SMALL! * GALLERY_RATIO}
                alt={item.alt}
                loading="lazy"
                decoding="async"
                style={{ display: 'block', width: '100%', height: 'auto' }}
              />
            </Box>
          </li>
        ))}
      </Box>
      <Dialog
        open={photo !== null}
        onClose={() => setOpen(null)}
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
              <IconButton aria-label="Close" onClick={() => setOpen(null)} sx={{ color: '#fff' }}>
                <CloseIcon />
              </IconButton>
            </Box>
          </Box>
        )}
      </Dialog>
    </>
  );
}
