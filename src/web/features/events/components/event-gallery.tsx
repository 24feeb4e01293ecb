import Box from '@mui/material/Box';
import { lazy, Suspense, useState } from 'react';
import { GALLERY_RATIO, GALLERY_WIDTHS, galleryPhotos, galleryPhotoUrl } from '../gallery-photos';

const SMALL = GALLERY_WIDTHS[0];
// The lightbox's code (MUI's dialog) comes with the first press of a photo.
const GalleryViewer = lazy(() =>
  import('./gallery-viewer').then((m) => ({ default: m.GalleryViewer })),
);
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

/**
 * The gallery of 26 photos (drawn by us, decision 22): each photo is a button that opens it large
 * in the lightbox (gallery-viewer.tsx).
 */
export function EventGallery({ headingId }: { headingId: string }) {
  const [open, setOpen] = useState<number | null>(null);
  // Kept once loaded, so that the viewer can play its closing transition.
  const [viewerWanted, setViewerWanted] = useState(false);
  const count = galleryPhotos.length;
  const go = (step: number) =>
    setOpen((index) => (index === null ? null : (index + step + count) % count));
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
              onClick={() => {
                setViewerWanted(true);
                setOpen(index);
              }}
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
      {viewerWanted && (
        <Suspense fallback={null}>
          <GalleryViewer open={open} go={go} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </>
  );
}
