/**
 * The one form of video an article keeps (decision 18): an embed on YouTube's privacy-enhanced
 * host, optionally from a start time. The server's sanitizer rewrites every YouTube address to
 * it; the browser checks against it before it frames anything.
 */
export const VIDEO_EMBED =
  /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}(\?start=\d{1,6})?$/;

const VIDEO_HOST = 'www.youtube-nocookie.com';
const YOUTUBE_HOSTS = ['youtube.com', 'www.youtube.com', 'm.youtube.com', 'youtube-nocookie.com'];
/** A YouTube video id: 11 characters of letters, digits, '-' and '_'. */
const VIDEO_ID = /^[\w-]{11}$/;

/**
 * The embed address on the privacy-enhanced host for a YouTube address in any of its forms
 * (embed, watch, youtu.be, shorts, nocookie), or null when `src` is not a YouTube video. Only the
 * start time is kept of its parameters. The editor's video button and paste use it.
 */
export function videoEmbedUrl(src: string): string | null {
  let url: URL;
  try {
    url = new URL(src.trim().startsWith('//') ? `https:${src.trim()}` : src.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password || (url.port && url.port !== '443' && url.port !== '80')) {
    return null;
  }
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split('/').filter(Boolean);
  let id: string | undefined;
  if ([...YOUTUBE_HOSTS, VIDEO_HOST].includes(host)) {
    if ((segments[0] === 'embed' || segments[0] === 'shorts') && segments.length === 2) {
      id = segments[1];
    } else if (segments[0] === 'watch' && segments.length === 1) {
      id = url.searchParams.get('v') ?? undefined;
    }
  } else if (host === 'youtu.be' && segments.length === 1) {
    id = segments[0];
  }
  if (!id || !VIDEO_ID.test(id)) return null;
  const start = url.searchParams.get('start') ?? url.searchParams.get('t');
  const seconds = start && /^\d{1,6}s?$/.test(start) ? Number.parseInt(start, 10) : 0;
  return `https://${VIDEO_HOST}/embed/${id}${seconds > 0 ? `?start=${seconds}` : ''}`;
}
