/**
 * A preview link's key: the editor's autosave key, a random UUID (ADR 041). Anything else names
 * no preview, and the page answers 404 before it reads anything.
 */
export const isPreviewKey = (key: string): boolean =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(key);
