import { useSearch } from 'wouter';

/** The `?id=` of an event screen's address (so that a reload keeps it), or null if it is not one. */
export function useEventIdParam(): number | null {
  const id = Number(new URLSearchParams(useSearch()).get('id'));
  return Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}
