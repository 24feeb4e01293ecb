import type { PublicReadName, PublicReads } from '../../../shared/config/public-reads';

/**
 * Answers kept by key until the content version (`currentVersion`, the app's
 * `contentVersion.current`) changes. Callers that ask
 * for a key while its first load is still running share that load's promise; a load that fails is
 * forgotten, so the next call tries again. At most `maxEntries` answers are kept (the oldest
 * first out), so reads keyed by what a visitor asks for (an article id) cannot fill the memory.
 */
export type VersionedCache = {
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
  /**
   * The kept answer of `key` when its load has finished, without waiting for a promise: what a
   * hot path uses to answer in the same tick. Undefined when there is none (yet).
   */
  peek<T>(key: string): { value: T } | undefined;
};

type Entry = { promise: Promise<unknown>; done?: { value: unknown } };

const DEFAULT_MAX_ENTRIES = 1000;

export function createVersionedCache(
  currentVersion: () => number,
  maxEntries = DEFAULT_MAX_ENTRIES,
): VersionedCache {
  let entriesVersion = currentVersion();
  const entries = new Map<string, Entry>();

  /** The entries of the current version: everything kept from an older one is dropped. */
  const current = () => {
    const version = currentVersion();
    if (version !== entriesVersion) {
      // A load still running from before settles into its own promise only; it cannot come back
      // into the map, which now belongs to the new version.
      entries.clear();
      entriesVersion = version;
    }
    return entries;
  };

  return {
    get<T>(key: string, load: () => Promise<T>): Promise<T> {
      const map = current();
      const kept = map.get(key);
      if (kept) return kept.promise as Promise<T>;

      let promise: Promise<T>;
      try {
        promise = load().then(deepFreeze);
      } catch (error) {
        return Promise.reject(error);
      }
      const entry: Entry = { promise };
      map.set(key, entry);
      if (map.size > maxEntries) map.delete(map.keys().next().value as string);
      promise.then(
        (value) => {
          entry.done = { value };
        },
        () => {
          if (map.get(key) === entry) map.delete(key);
        },
      );
      return promise;
    },

    peek<T>(key: string) {
      return current().get(key)?.done as { value: T } | undefined;
    },
  };
}

/**
 * The public reads with their answers kept per read and arguments until the content version
 * changes: what API routes and server rendering use, so that a public read costs a database query
 * once per change of content, not once per request. Answers are shared between callers and frozen.
 */
export function createCachedReads(
  reads: PublicReads,
  currentVersion: () => number,
  cache: VersionedCache = createVersionedCache(currentVersion),
): PublicReads {
  const cached = {} as Record<PublicReadName, (...args: unknown[]) => Promise<unknown>>;
  for (const name of Object.keys(reads) as PublicReadName[]) {
    const read = reads[name] as (...args: unknown[]) => Promise<unknown>;
    cached[name] = (...args) => cache.get(readCacheKey(name, args), () => read.apply(reads, args));
  }
  return cached as unknown as PublicReads;
}

/** `bannerTexts:[]`: one read with its arguments, as a cache key. */
const readCacheKey = (name: PublicReadName, args: readonly unknown[]) =>
  `${name}:${JSON.stringify(args)}`;

/** Shared answers must not be changed by one caller under the others. */
function deepFreeze<T>(value: T): T {
  if (
    value !== null &&
    typeof value === 'object' &&
    !Object.isFrozen(value) &&
    !ArrayBuffer.isView(value)
  ) {
    Object.freeze(value);
    for (const item of Object.values(value)) deepFreeze(item);
  }
  return value;
}
