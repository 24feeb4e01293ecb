import { formatPercent } from '../../../../../shared/format/percent';
import { RETIREMENT_ASSUMPTIONS } from '../../../../../shared/planners/assumptions';
// A type only: the planner's maths stays off the page's first load, which shows the footnote.
import type { RetirementOptions } from '../../../../../shared/planners/retirement';

/**
 * The options that differ from the seeds, in words for the footnote and the receipt: ['planned
 * to 95', 'money in retirement earning 5% a year (the usual 4%)', …]; empty for none.
 */
export function changedOptionWords(options: RetirementOptions): string[] {
  const words: string[] = [];
  if (options.lifeExpectancy !== undefined) words.push(`planned to age ${options.lifeExpectancy}`);
  if (options.retirementReturn !== undefined) {
    words.push(
      `money in retirement earning ${formatPercent(options.retirementReturn)} a year (the usual ${formatPercent(RETIREMENT_ASSUMPTIONS.discountRate)})`,
    );
  }
  if (options.spendingShare !== undefined) {
    words.push(`spending in retirement ${formatPercent(options.spendingShare)} of today's`);
  }
  return words;
}
