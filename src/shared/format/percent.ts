const percent = new Intl.NumberFormat('en-IN', { style: 'percent', maximumFractionDigits: 2 });

/** A yearly rate held as a fraction, as people read it: 0.06 → '6%', 0.075 → '7.5%'. */
export function formatPercent(fraction: number): string {
  return percent.format(fraction);
}
