import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useEffect, useState, useSyncExternalStore, type FocusEvent, type ReactNode } from 'react';

/** The specification's interval between two banners (seed section 9: 5000 ms). */
export const CAROUSEL_INTERVAL_MS = 5000;

export type CarouselSlide = {
  /** The slide's name for screen readers, after its place: '1 of 3: Our story'. */
  name: string;
  /** Tells slides apart when names may repeat; the name by default. */
  key?: string;
  content: ReactNode;
};

type BannerCarouselProps = {
  /** The carousel's name (its region's label). */
  label: string;
  slides: readonly CarouselSlide[];
  /** Drawn above the slides and their controls, e.g. the page's heading. */
  children?: ReactNode;
  /** Whether it turns by itself (with its rotation button); otherwise only by its arrows. */
  autoplay?: boolean;
};

const reducedMotionQuery = '(prefers-reduced-motion: reduce)';

function subscribeToMotion(onChange: () => void) {
  const query = window.matchMedia?.(reducedMotionQuery);
  query?.addEventListener?.('change', onChange);
  return () => query?.removeEventListener?.('change', onChange);
}

/**
 * Whether the visitor asks for reduced motion: false on the server and in the browser's first
 * draw (so that the two agree), the browser's answer right after.
 */
function usePrefersReducedMotion() {
  return useSyncExternalStore(
    subscribeToMotion,
    () => window.matchMedia?.(reducedMotionQuery).matches ?? false,
    () => false,
  );
}

/**
 * An auto-rotating carousel after the WAI-ARIA Authoring Practices' pattern, written by hand to
 * keep the home page's code small. It moves on every 5 s and loops; it pauses while the pointer is
 * over it or the focus is in it (the rotation button aside, so that it can be pressed), stops for
 * good with its visible pause button, and never starts by itself for a visitor who asks for
 * reduced motion. While it turns, its slides are not announced (aria-live off); once it is still,
 * a change of slide is (polite).
 *
 * The slides share one grid cell, so the band is as tall as the tallest and nothing moves when
 * they change; the hidden ones are `visibility: hidden`, out of reach of Tab and screen readers.
 * Before the page's script runs, the server's HTML shows the first slide; without script at all,
 * the three are shown one under the other and the buttons, which would do nothing, are hidden.
 */
export function BannerCarousel({ label, slides, children, autoplay = true }: BannerCarouselProps) {
  const [current, setCurrent] = useState(0);
  /** The visitor's choice with the rotation button, once they have made one. */
  const [choice, setChoice] = useState<boolean | null>(null);
  const reducedMotion = usePrefersReducedMotion();
  const playing = autoplay && (choice ?? !reducedMotion);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const count = slides.length;
  // After the slides change (fewer testimonials), back to the first.
  const at = current < count ? current : 0;
  const rotating = playing && !hovered && !focused && count > 1;

  useEffect(() => {
    if (!rotating) return;
    // A fresh interval after every change, also one made by hand.
    const timer = setTimeout(() => setCurrent((at + 1) % count), CAROUSEL_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [rotating, at, count]);

  const show = (step: number) => setCurrent((at + step + count) % count);
  const onFocus = (event: FocusEvent<HTMLElement>) => {
    if (!(event.target instanceof Element) || !event.target.closest('[data-rotation]')) {
      setFocused(true);
    }
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget;
    const stillInside = next instanceof Node && event.currentTarget.contains(next);
    const onRotation = next instanceof Element && next.closest('[data-rotation]');
    if (!stillInside || onRotation) setFocused(false);
  };

  return (
    <Box
      component="section"
      aria-roledescription="carousel"
      aria-label={label}
      className="banner-carousel"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={onFocus}
      onBlur={onBlur}
      sx={{ position: 'relative' }}
    >
      {children}
      <noscript>
        <style>
          {'.banner-carousel [data-slide]{grid-area:auto!important;visibility:visible!important;opacity:1!important}' +
            '.banner-carousel [data-controls]{display:none!important}'}
        </style>
      </noscript>
      <Box
        aria-live={rotating ? 'off' : 'polite'}
        sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' }}
      >
        {slides.map((slide, index) => {
          const active = index === at;
          return (
            <Box
              key={slide.key ?? slide.name}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${count}: ${slide.name}`}
              data-slide=""
              sx={{
                gridArea: '1 / 1',
                minWidth: 0,
                visibility: active ? 'visible' : 'hidden',
                opacity: active ? 1 : 0,
                // The new one fades in over the old, which goes at once: one slide on show at a time.
                transition: active ? 'opacity 400ms ease' : 'none',
                '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
              }}
            >
              {slide.content}
            </Box>
          );
        })}
      </Box>
      {count > 1 && (
        <Box
          data-controls=""
          sx={{
            display: 'flex',
            justifyContent: 'center',
            alignItems: 'center',
            gap: 1,
            pb: { xs: 2.5, md: 3 },
          }}
        >
          {autoplay && (
            <IconButton
              data-rotation=""
              onClick={() => setChoice(!playing)}
              aria-label={playing ? 'Pause the slide show' : 'Play the slide show'}
              sx={controlSx}
            >
              {playing ? <PauseIcon /> : <PlayArrowIcon />}
            </IconButton>
          )}
          <IconButton aria-label="Previous slide" onClick={() => show(-1)} sx={controlSx}>
            <ChevronLeftIcon />
          </IconButton>
          <Box
            component="span"
            aria-hidden="true"
            sx={{ minWidth: 44, textAlign: 'center', fontWeight: 700, color: 'primary.dark' }}
          >
            {at + 1} / {count}
          </Box>
          <IconButton aria-label="Next slide" onClick={() => show(1)} sx={controlSx}>
            <ChevronRightIcon />
          </IconButton>
        </Box>
      )}
    </Box>
  );
}

const controlSx = {
  width: 44,
  height: 44,
  bgcolor: 'background.paper',
  color: 'primary.dark',
  border: '1px solid',
  borderColor: 'rgba(0, 77, 64, 0.25)',
  '&:hover': { bgcolor: '#e0f2f1' },
} as const;
