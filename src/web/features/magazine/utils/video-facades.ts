import { VIDEO_EMBED } from '../../../../shared/magazine/video-embed';
import { videoFacadeHtml } from '../../../components/video-facade';

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
 * An article's videos as links that play in place when pressed (components/video-facade.tsx says
 * why; the article's body handles the press with its `playVideoInPlace`). Takes sanitized article HTML, whose iframes
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
    return videoFacadeHtml(src, title);
  });
}
