import { describe, expect, it } from 'vitest';
import type { BannerText, PublicReads } from '../../../shared/config/public-reads';
import { emptyMagazineReads } from '../../testing/empty-magazine-reads';
import { createCachedReads, createVersionedCache } from './cached-reads';

/** Public reads over a list the test changes, counting how often the source is asked. */
function countingReads(texts: BannerText[]) {
  const counter = { calls: 0, fail: false };
  const reads: PublicReads = {
    ...emptyMagazineReads,
    sessionInfo: async () => null,
    async bannerTexts() {
      counter.calls += 1;
      if (counter.fail) throw new Error('the database is down');
      return texts.map((t) => ({ ...t }));
    },
  };
  return { reads, counter };
}

/** A content version the test moves by hand (the app's comes from the database). */
let version = 0;
const currentVersion = () => version;
const moveContentVersion = () => {
  version += 1;
};

const deferred = <T>() => {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
};

describe('cached public reads', () => {
  it('answer from memory after the first read', async () => {
    const texts = [{ id: 'a', text: 'Markets open at nine' }];
    const { reads, counter } = countingReads(texts);
    const cached = createCachedReads(reads, currentVersion);

    expect(await cached.bannerTexts()).toEqual(texts);
    texts.push({ id: 'b', text: 'changed without a bump' });
    expect(await cached.bannerTexts()).toEqual([{ id: 'a', text: 'Markets open at nine' }]);
    expect(counter.calls).toBe(1);
  });

  it('share one read among callers who ask before it has finished', async () => {
    const { reads, counter } = countingReads([{ id: 'a', text: 'One' }]);
    const cached = createCachedReads(reads, currentVersion);

    const answers = await Promise.all([
      cached.bannerTexts(),
      cached.bannerTexts(),
      cached.bannerTexts(),
    ]);
    expect(counter.calls).toBe(1);
    expect(answers[1]).toBe(answers[0]);
  });

  it('read again after the content version is bumped', async () => {
    const texts = [{ id: 'a', text: 'Old' }];
    const { reads, counter } = countingReads(texts);
    const cached = createCachedReads(reads, currentVersion);
    await cached.bannerTexts();

    texts[0] = { id: 'a', text: 'New' };
    moveContentVersion();
    expect(await cached.bannerTexts()).toEqual([{ id: 'a', text: 'New' }]);
    expect(counter.calls).toBe(2);
  });

  it('do not keep a failed read: the next call tries again', async () => {
    const { reads, counter } = countingReads([{ id: 'a', text: 'Back' }]);
    const cached = createCachedReads(reads, currentVersion);

    counter.fail = true;
    await expect(cached.bannerTexts()).rejects.toThrow('the database is down');
    counter.fail = false;
    expect(await cached.bannerTexts()).toEqual([{ id: 'a', text: 'Back' }]);
    expect(counter.calls).toBe(2);
  });

  it('do not keep, for the new version, a read that started before a bump', async () => {
    const gate = deferred<BannerText[]>();
    let calls = 0;
    const cached = createCachedReads(
      {
        ...emptyMagazineReads,
        bannerTexts: () =>
          ++calls === 1 ? gate.promise : Promise.resolve([{ id: 'n', text: 'New' }]),
        sessionInfo: async () => null,
      },
      currentVersion,
    );

    const early = cached.bannerTexts();
    moveContentVersion();
    gate.resolve([{ id: 'o', text: 'Old' }]);
    expect(await early).toEqual([{ id: 'o', text: 'Old' }]);
    expect(await cached.bannerTexts()).toEqual([{ id: 'n', text: 'New' }]);
    expect(calls).toBe(2);
  });

  it('hand out answers that a caller cannot change under the others', async () => {
    const cached = createCachedReads(
      countingReads([{ id: 'a', text: 'Fixed' }]).reads,
      currentVersion,
    );
    const answer = await cached.bannerTexts();
    expect(() => answer.push({ id: 'x', text: 'mine' })).toThrow(TypeError);
    expect(() => {
      (answer[0] as { text: string }).text = 'mine';
    }).toThrow(TypeError);
    expect(await cached.bannerTexts()).toEqual([{ id: 'a', text: 'Fixed' }]);
  });
});

describe('the versioned cache', () => {
  it('keeps answers by key, and only the newest ones past its size', async () => {
    const cache = createVersionedCache(currentVersion, 2);
    let loads = 0;
    const load = (value: string) => () => Promise.resolve(`${value}#${++loads}`);

    expect(await cache.get('article:1', load('one'))).toBe('one#1');
    expect(await cache.get('article:2', load('two'))).toBe('two#2');
    expect(await cache.get('article:1', load('one'))).toBe('one#1');
    expect(await cache.get('article:3', load('three'))).toBe('three#3');
    // The oldest kept answer made room for the third.
    expect(await cache.get('article:1', load('one'))).toBe('one#4');
  });
});

describe('a peek at the versioned cache', () => {
  it('gives a finished answer at once, and nothing while it loads or after a bump', async () => {
    const cache = createVersionedCache(currentVersion);
    const gate = deferred<string>();

    const loading = cache.get('banner', () => gate.promise);
    expect(cache.peek('banner')).toBeUndefined();
    gate.resolve('kept');
    await loading;
    expect(cache.peek('banner')).toEqual({ value: 'kept' });

    moveContentVersion();
    expect(cache.peek('banner')).toBeUndefined();
  });

  it('gives nothing for a load that failed', async () => {
    const cache = createVersionedCache(currentVersion);
    await expect(cache.get('banner', () => Promise.reject(new Error('down')))).rejects.toThrow();
    expect(cache.peek('banner')).toBeUndefined();
  });
});
