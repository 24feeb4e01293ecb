/** The site's mark (the favicon's amber "A" on teal), drawn so that it costs no request. */
export function BrandMark({ size }: { size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#00695c" />
      <path d="M18 48 32 14l14 34h-7l-3-8h-8l-3 8zm12-14h4l-2-6z" fill="#ffc107" />
    </svg>
  );
}
