/**
 * A date as people in India write it: "23 Nov 2026". Always on India's clock, so the server's
 * HTML and the browser's render agree wherever either runs.
 */
export function formatDate(iso: string): string {
  return new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  }).format(new Date(iso));
}
