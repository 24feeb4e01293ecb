import { formatPercent } from '../../../shared/format/percent';

/**
 * A step-up in words, to follow an instalment: ', rising 10% a year,' (nothing for a flat SIP), so
 * every sentence about a stepped-up SIP says it rises.
 */
export function risingWords(stepUp: number): string {
  return stepUp === 0 ? '' : `, rising ${formatPercent(stepUp)} a year,`;
}
