/** India's clock: UTC+5:30 all year. The editor's dates and times are read and set in it. */
const IST_OFFSET_MS = 330 * 60_000;

const india = (ms: number) => new Date(ms + IST_OFFSET_MS).toISOString();

/** Today in India, `yyyy-mm-dd` (the seed's default date of a new article). */
export const indiaToday = (now = Date.now()) => india(now).slice(0, 10);

/** A moment's India date and time, `{ date: 'yyyy-mm-dd', time: 'hh:mm' }`. */
export function indiaDateTime(iso: string): { date: string; time: string } {
  const text = india(Date.parse(iso));
  return { date: text.slice(0, 10), time: text.slice(11, 16) };
}

/** The instant of an India date and time (`2026-11-27`, `18:30`), with its offset. */
export const fromIndiaDateTime = (date: string, time: string) => `${date}T${time}:00+05:30`;

/** A moment as the autosave line says it: '10:42:13' (India time). */
export const indiaClock = (iso: string) => india(Date.parse(iso)).slice(11, 19);
