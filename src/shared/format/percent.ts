import { formatIndianDecimal } from './indian-digits';

/**
 * A yearly rate held as a fraction, as people read it: 0.06 → '6%', 0.075 → '7.5%' (en-IN's
 * Intl percent, without loading Intl: indian-digits.ts says why).
 */
export function formatPercent(fraction: number): string {
  return `${formatIndianDecimal(fraction, 0, 2, 2)}%`;
}
