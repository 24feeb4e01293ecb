/**
 * An article's tags as seed 001 (section 5) says: trimmed, commas removed, lowercased, duplicates
 * dropped, empties ignored. Inner runs of spaces become one, so 'Save  Tax' and 'save tax' are
 * one tag. The order of first appearance is kept.
 */
export function normaliseTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  for (const raw of tags) {
    const tag = normaliseTag(raw);
    if (tag !== '') seen.add(tag);
  }
  return [...seen];
}

/** One tag, normalised: '  Retire, Like a BOSS ' → 'retire like a boss'. */
export function normaliseTag(tag: string): string {
  return tag.replace(/,/g, '').trim().replace(/\s+/g, ' ').toLowerCase();
}
