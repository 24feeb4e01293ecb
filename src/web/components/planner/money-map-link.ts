import { ZMoneyMapInputSchema } from '../../../shared/schemas/money-map';
import { RATE_NAMES, type SharedMap } from './money-map-share';
import { isPlannerLink, readRatesAndStepUp, type LinkReading } from './share-fragment';

/** Reading a money map's link (money-map-share.ts writes it). */
const FIELDS = ['pv', 'goal', 'years'] as const;

// A missing or empty number is no number (Number('') would be 0).
const numberOf = (text: string | null) =>
  text === null || text.trim() === '' ? Number.NaN : Number(text);

/** The map a fragment describes; 'broken' when it is a map's link that cannot be read; else null. */
export function parseShareFragment(hash: string): LinkReading<SharedMap> {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  if (!isPlannerLink(params, FIELDS, RATE_NAMES)) return null;
  const input = ZMoneyMapInputSchema.safeParse({
    presentValue: numberOf(params.get('pv')),
    goal: params.get('goal'),
    years: numberOf(params.get('years')),
  });
  if (!input.success) return 'broken';
  const extras = readRatesAndStepUp(params, RATE_NAMES);
  if (!extras) return 'broken';
  return { input: input.data, ...extras };
}
