import type { MouseEvent } from 'react';
import { VIDEO_EMBED } from '../../../../shared/magazine/video-embed';

/**
 * An iframe as the sanitizers write one: each attribute bare or double-quoted (a value may hold
 * `>`, never `"`), nothing inside it.
 */
const IFRAME = /<iframe((?:\s+[\w-]+(?:="[^"]*")?)*)\s*>\s*<\/iframe>/g;

/** An attribute's value as written in serialized HTML (quoted, its `"` escaped), or undefined. */
function attribute(attributes: string, name: string): string | undefined {
  return new RegExp(`\\s${name}="([^"]*)"`).exec(attributes)?.[1];
}

/**
 * An article's videos as links that play in place when pressed: until the reader asks for a
 * video, the page fetches nothing from YouTube (its player is about a megabyte of code, and a
 * frame from another site costs a phone a new connection while the page first paints). Without
 * JavaScript the link opens the video in a new tab. Takes sanitized article HTML, whose iframes
 * carry the video host's embed address only; an iframe that does not is left as it is.
 */
export function withVideoFacades(html: string): string {
  return html.replace(IFRAME, (iframe, attributes: string) => {
    const src = attribute(attributes, 'src');
    if (!src || !VIDEO_EMBED.test(src)) return iframe;
    // The title is attribute text: its `"` and `&` are escaped, its `<` and `>` may not be.
    const title = (attribute(attributes, 'title') || 'Video')
      .replaceAll('<', '&lt;')
      .replaceAll('>', '&gt;');
    return (
      `<a class="video-facade" href="${src}" data-video-title="${title}" target="_blank" rel="noopener noreferrer">` +
      `<span class="video-facade-play" aria-hidden="true"></span>` +
      `<span class="video-facade-title">Play video: ${title}</span></a>`
    );
  });
}

/**
 * The article body's click handler: a video link pressed (by mouse, touch or Enter) turns into the
 * video's frame, playing. A press with a modifier key opens the link as links do.
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
  frame.src = `${embed}${embed.includes('?') ? '&' : '?'}autoplay=1`;
  frame.title = link.dataset.videoTitle ?? 'Video';
  frame.allow = 'accelerometer; autoplay; encrypted-media; gyroscope; picture-in-picture';
  frame.allowFullscreen = true;
  frame.referrerPolicy = 'strict-origin-when-cross-origin';
  link.replaceWith(frame);
  frame.focus();
}
