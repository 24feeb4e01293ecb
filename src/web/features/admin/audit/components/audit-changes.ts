/** One field of a written row: what it held before the write and after it. */
export type FieldChange = { field: string; before: string; after: string };

const LONG = 160;

/** A stored value as a line of text: long texts cut, nested values as JSON, none as '—'. */
export function readable(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > LONG ? `${text.slice(0, LONG)}…` : text;
}

const fieldsOf = (state: unknown): Record<string, unknown> =>
  state && typeof state === 'object' && !Array.isArray(state)
    ? (state as Record<string, unknown>)
    : state === null || state === undefined
      ? {}
      : { value: state };

/**
 * The fields a write changed, in the row's order: for an update only those that differ, for an
 * addition or a removal every field the row had (the other side is empty).
 */
export function changesOf(before: unknown, after: unknown): FieldChange[] {
  const was = fieldsOf(before);
  const is = fieldsOf(after);
  const names = [...new Set([...Object.keys(was), ...Object.keys(is)])];
  return names
    .filter((name) => JSON.stringify(was[name]) !== JSON.stringify(is[name]))
    .map((field) => ({ field, before: readable(was[field]), after: readable(is[field]) }));
}
