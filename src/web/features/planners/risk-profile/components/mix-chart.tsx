import Box from '@mui/material/Box';
import { useId } from 'react';
import Typography from '@mui/material/Typography';
import { formatPercent } from '../../../../../shared/format/percent';
import {
  bandRank,
  RISK_BAND_LABELS,
  type RiskMix,
} from '../../../../../shared/planners/risk-profile';
import { RISK_QUESTIONS } from '../../../../../shared/planners/risk-profile-questions';

const DEBT = '#00695c';
// Dark text on amber: 8:1.
const EQUITY = '#ffb300';

/** The name question 7 gives the portfolio that stands for the mix: 'Portfolio B'. */
function portfolioName(mix: RiskMix): string {
  const options = RISK_QUESTIONS.find((q) => q.key === 'hypotheticalInvestment')?.options ?? [];
  return options[bandRank(mix.band)]?.label ?? '';
}

/** "In its best year it gained 25%, in its worst it lost 14%, and it averaged 12% a year." */
function yearRangeText(mix: RiskMix): string {
  const { best, worst, average } = mix.years;
  return (
    `${portfolioName(mix)} of question 7, the portfolio that stands for this mix, averaged ` +
    `${formatPercent(average)} a year; in its best year it gained ${formatPercent(best)}, ` +
    `and in its worst it lost ${formatPercent(-worst)}.`
  );
}

/**
 * A mix as one bar split into debt and equity, with the same facts in words below it (the bar is
 * a picture; its label and the text say everything it shows).
 */
export function MixChart({ mix, title }: { mix: RiskMix; title: string }) {
  const label = `${title}: ${mix.debt}% debt and ${mix.equity}% equity`;
  const clipId = `mix-clip-${useId().replace(/:/g, '')}`;
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <svg
        role="img"
        aria-label={label}
        viewBox="0 0 300 44"
        width="100%"
        style={{ display: 'block', maxWidth: 420 }}
      >
        <clipPath id={clipId}>
          <rect x={0} y={0} width={300} height={44} rx={6} />
        </clipPath>
        <g clipPath={`url(#${clipId})`}>
          <rect x={0} y={0} width={mix.debt * 3} height={44} fill={DEBT} />
          <rect x={mix.debt * 3} y={0} width={mix.equity * 3} height={44} fill={EQUITY} />
        </g>
        <text x={10} y={28} fill="#ffffff" fontSize={15} fontWeight={700}>
          Debt {mix.debt}%
        </text>
        <text x={300 - 10} y={28} fill="#212121" fontSize={15} fontWeight={700} textAnchor="end">
          Equity {mix.equity}%
        </text>
      </svg>
      <Typography component="figcaption" variant="body2" sx={{ mt: 1, maxWidth: '62ch' }}>
        <strong>
          {RISK_BAND_LABELS[mix.band]} mix: {mix.debt}% debt, {mix.equity}% equity.
        </strong>{' '}
        {yearRangeText(mix)}
      </Typography>
    </Box>
  );
}
