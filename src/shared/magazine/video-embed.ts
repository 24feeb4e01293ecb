/**
 * The one form of video an article keeps (decision 18): an embed on YouTube's privacy-enhanced
 * host, optionally from a start time. The server's sanitizer rewrites every YouTube address to
 * it; the browser checks against it before it frames anything.
 */
export const VIDEO_EMBED =
  /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}(\?start=\d{1,6})?$/;
