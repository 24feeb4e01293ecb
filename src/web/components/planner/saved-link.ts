/**
 * What is already saved travels in the share link beside the map's own fields, as `saved=` in
 * rupees. The shared link reader ignores names it does not know, so a link without it is the
 * seeds' map and an older reader still opens the rest.
 */
const SAVED = 'saved';

/** The fragment with the saving added (nothing added for none). */
export function withSaved(fragment: string, alreadySaved: number | undefined): string {
  if (!alreadySaved) return fragment;
  const params = new URLSearchParams(fragment.replace(/^#/, ''));
  params.set(SAVED, String(alreadySaved));
  return `#${params.toString()}`;
}

/**
 * The saving a fragment carries: undefined for none, 'broken' when it is there but not an amount
 * of rupees and paise from 0 up to `max`.
 */
export function savedOf(hash: string, max: number): number | undefined | 'broken' {
  const text = new URLSearchParams(hash.replace(/^#/, '')).get(SAVED);
  if (text === null) return undefined;
  const amount = text.trim() === '' ? Number.NaN : Number(text);
  const inPaise =
    Number.isFinite(amount) && Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6;
  if (!inPaise || amount < 0 || amount > max) return 'broken';
  return amount === 0 ? undefined : amount;
}
