/** India's clock: UTC+5:30 all year. Staff read every time in it, wherever the browser is. */
const IST_OFFSET_MS = 330 * 60_000;

/**
 * A moment as staff lists show it: '27 Nov 2026, 14:05' (India time, 24-hour clock). The admin
 * screens are drawn in the browser only, so Intl's date format is fine here.
 */
export function formatWhen(iso: string): string {
  const india = new Date(Date.parse(iso) + IST_OFFSET_MS);
  const day = new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(india);
  const time = india.toISOString().slice(11, 16);
  return `${day}, ${time}`;
}
