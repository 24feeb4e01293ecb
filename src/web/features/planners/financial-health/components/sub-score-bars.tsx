import Box from '@mui/material/Box';
import {
  MAX_SCORE,
  SUB_SCORE_AREAS,
  type SubScores,
} from '../../../../../shared/planners/financial-health';

const AREA_WORDS: Record<keyof SubScores, string> = {
  protect: 'life and health cover',
  borrow: 'how much of your income goes to EMIs',
  save: 'saving, an emergency fund and investing',
  plan: 'tax, goals, budget, confidence and advice',
};

function Bar({ value, max }: { value: number; max: number }) {
  return (
    <Box
      aria-hidden="true"
      sx={{ height: 12, borderRadius: 6, bgcolor: '#e0e0e0', overflow: 'hidden' }}
      className="fh-bar"
    >
      <Box
        sx={{
          height: '100%',
          width: `${(value / max) * 100}%`,
          bgcolor: 'primary.main',
          printColorAdjust: 'exact',
          WebkitPrintColorAdjust: 'exact',
        }}
      />
    </Box>
  );
}

/**
 * The four sub-scores beside the total, each as a share of its maximum. The bars are pictures; the
 * figures beside them say the same in words.
 */
export function SubScoreBars({ total, subScores }: { total: number; subScores: SubScores }) {
  const rows = [
    { id: 'total', label: 'Total', words: 'your whole score', value: total, max: MAX_SCORE },
    ...SUB_SCORE_AREAS.map((a) => ({
      id: a.id,
      label: a.label,
      words: AREA_WORDS[a.id],
      value: subScores[a.id],
      max: a.max,
    })),
  ];
  return (
    <Box
      component="ul"
      aria-label="Your score by area"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 1.5,
        '@media print': { gap: 0.5 },
      }}
    >
      {rows.map((row) => (
        <Box
          component="li"
          key={row.id}
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr auto', sm: '7rem 1fr 5.5rem' },
            alignItems: 'center',
            columnGap: 2,
            rowGap: 0.5,
          }}
        >
          <Box sx={{ fontWeight: 700 }}>
            {row.label}
            <Box
              component="span"
              data-print="hide"
              sx={{
                display: 'block',
                fontWeight: 400,
                fontSize: '0.8rem',
                color: 'text.secondary',
              }}
            >
              {row.words}
            </Box>
          </Box>
          <Box sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' }, gridRow: { xs: 2, sm: 'auto' } }}>
            <Bar value={row.value} max={row.max} />
          </Box>
          <Box sx={{ textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>
            {row.value} of {row.max}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
