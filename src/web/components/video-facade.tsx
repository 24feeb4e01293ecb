import Box from '@mui/material/Box';
import { useState, type MouseEvent, type ReactNode } from 'react';
import { VIDEO_EMBED } from '../../shared/magazine/video-embed';

/**
 * A video as a link that turns into the video host's player only when pressed. Until a visitor
 * asks for a video, the page fetches nothing from YouTube (its player is about a megabyte of
 * code, and a frame from another site costs a phone a new connection while the page first
 * paints). Without JavaScript the link opens the video in a new tab. Used by the magazine's
 * articles (whose stored HTML gets the same markup: `videoFacadeHtml`) and the media page
 * (`VideoFacade`); both have the same look (`facade` below).
 */

/** What the player's frame is allowed, once a visitor has pressed play. */
const FRAME_ALLOW = 'accelerometer; autoplay; encrypted-media; gyroscope; picture-in-picture';
const FRAME_REFERRER_POLICY = 'strict-origin-when-cross-origin';

/** Focus moves into the player the visitor pressed play for (not one swapped in by a list). */
const focusFrame = (frame: HTMLIFrameElement | null) => frame?.focus();

/** The embed address with autoplay on: the press that loads the player is the press to play. */
function playingSrc(embed: string): string {
  return `${embed}${embed.includes('?') ? '&' : '?'}autoplay=1`;
}

/**
 * A facade's markup as HTML text, for article HTML (magazine/utils/video-facades.ts). `src` is a
 * checked embed address; `title` is already escaped attribute text.
 */
export function videoFacadeHtml(src: string, title: string): string {
  return (
    `<a class="video-facade" href="${src}" data-video-title="${title}" target="_blank" rel="noopener noreferrer">` +
    `<span class="video-facade-play" aria-hidden="true"></span>` +
    `<span class="video-facade-title">Play video: ${title}</span></a>`
  );
}

/**
 * The click handler of a block of HTML holding facades (an article's body): a facade pressed (by
 * mouse, touch or Enter) turns into the video's frame, playing. A press with a modifier key opens
 * the link as links do.
 */
export function playVideoInPlace(event: MouseEvent<HTMLElement>) {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
    return;
  }
  const link = (event.target as Element).closest<HTMLAnchorElement>('a.video-facade');
  const embed = link?.getAttribute('href');
  if (!link || !embed || !VIDEO_EMBED.test(embed)) return;
  event.preventDefault();
  const frame = document.createElement('iframe');
  frame.src = playingSrc(embed);
  frame.title = link.dataset.videoTitle ?? 'Video';
  frame.allow = FRAME_ALLOW;
  frame.allowFullscreen = true;
  frame.referrerPolicy = FRAME_REFERRER_POLICY;
  link.replaceWith(frame);
  frame.focus();
}

type VideoFacadeProps = {
  /** The video host's embed address (shared/magazine/video-embed.ts checks it). */
  embed: string;
  title: string;
  /** A picture of our own drawn behind the play button (an inline SVG, hidden from readers). */
  poster?: ReactNode;
  /** Load the player at once (the visitor already pressed play on another video of the list). */
  playing?: boolean;
  /** Called when the visitor presses play. */
  onPlay?: () => void;
};

/** One video, as a React element: the facade until it is pressed, then the playing frame. */
export function VideoFacade({ embed, title, poster, playing = false, onPlay }: VideoFacadeProps) {
  const [pressed, setPressed] = useState(false);
  if (!VIDEO_EMBED.test(embed)) return null;
  if (playing || pressed) {
    return (
      <Box
        component="iframe"
        className="video-frame"
        src={playingSrc(embed)}
        title={title}
        allow={FRAME_ALLOW}
        allowFullScreen
        referrerPolicy={FRAME_REFERRER_POLICY}
        ref={pressed ? focusFrame : undefined}
        sx={frameSx}
      />
    );
  }
  return (
    <Box
      component="a"
      className="video-facade"
      href={embed}
      target="_blank"
      rel="noopener noreferrer"
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
        if (event.altKey) return;
        event.preventDefault();
        setPressed(true);
        onPlay?.();
      }}
      sx={facade}
    >
      {poster && (
        <Box component="span" aria-hidden="true" className="video-facade-poster">
          {poster}
        </Box>
      )}
      <span className="video-facade-play" aria-hidden="true" />
      <span className="video-facade-title">Play video: {title}</span>
    </Box>
  );
}

const frameSx = {
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 9',
  border: 0,
  borderRadius: 2,
} as const;

/** The facade's look, where it is the element styled (`&.video-facade`) or inside it (`& .…`). */
const facade = {
  position: 'relative',
  display: 'flex',
  alignItems: 'flex-end',
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 9',
  p: 2,
  borderRadius: 2,
  overflow: 'hidden',
  bgcolor: '#0f2e2a',
  backgroundImage: 'radial-gradient(circle at 50% 45%, #1f5a52 0%, #0f2e2a 65%)',
  color: 'common.white',
  textDecoration: 'none',
  '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
  '& .video-facade-poster': {
    position: 'absolute',
    inset: 0,
    '& svg': { width: '100%', height: '100%', display: 'block' },
  },
  '& .video-facade-play': {
    position: 'absolute',
    top: '45%',
    left: '50%',
    width: 68,
    height: 48,
    transform: 'translate(-50%, -50%)',
    borderRadius: 3,
    bgcolor: 'rgba(0, 0, 0, 0.7)',
    transition: 'background-color 150ms',
    // The triangle, drawn with borders.
    '&::after': {
      content: '""',
      position: 'absolute',
      top: '50%',
      left: '52%',
      transform: 'translate(-50%, -50%)',
      borderStyle: 'solid',
      borderWidth: '11px 0 11px 19px',
      borderColor: 'transparent transparent transparent #fff',
    },
  },
  '&:hover .video-facade-play, &:focus-visible .video-facade-play': { bgcolor: '#c62828' },
  '& .video-facade-title': {
    position: 'relative',
    fontWeight: 700,
    lineHeight: 1.4,
    textShadow: '0 1px 3px rgba(0, 0, 0, 0.8)',
  },
} as const;

/** The same styles for facades inside a block of HTML (an article's body): spread into its sx. */
export const videoFacadesInsideSx = { '& .video-facade': facade } as const;
