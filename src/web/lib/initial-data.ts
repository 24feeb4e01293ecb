/**
 * Answers of API calls that the server put into the page it sent (see initialDataTag in
 * src/server/plugins/web-app.ts), keyed by the call's path. Read once; missing or malformed data
 * reads as undefined and the caller fetches instead.
 */
let cache: Record<string, unknown> | undefined;

export function readInitialData<T>(apiPath: string): T | undefined {
  if (!cache) {
    try {
      cache = JSON.parse(document.getElementById('initial-data')?.textContent || '{}') as Record<
        string,
        unknown
      >;
    } catch {
      cache = {};
    }
  }
  return cache[apiPath] as T | undefined;
}
