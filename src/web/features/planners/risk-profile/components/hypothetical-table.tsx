import Box from '@mui/material/Box';
import { formatPercent } from '../../../../../shared/format/percent';
import { HYPOTHETICAL_PORTFOLIOS } from '../../../../../shared/planners/risk-profile';
import { RISK_QUESTIONS } from '../../../../../shared/planners/risk-profile-questions';

const names =
  RISK_QUESTIONS.find((q) => q.key === 'hypotheticalInvestment')?.options.map((o) => o.label) ?? [];

type Portfolio = (typeof HYPOTHETICAL_PORTFOLIOS)[number];
const rows = [
  { label: 'Average return', pick: (p: Portfolio) => p.average },
  { label: 'Best case', pick: (p: Portfolio) => p.best },
  { label: 'Worst case', pick: (p: Portfolio) => p.worst },
];

/** Question 7's table: the seeds' three portfolios, their average, best and worst year. */
export function HypotheticalTable({ id }: { id: string }) {
  return (
    <Box sx={{ overflowX: 'auto', mb: 2 }}>
      <Box
        component="table"
        id={id}
        sx={{
          borderCollapse: 'collapse',
          minWidth: 300,
          fontVariantNumeric: 'tabular-nums',
          typography: 'body2',
          '& th, & td': { py: 0.75, px: 1.5, borderBottom: 1, borderColor: 'divider' },
          '& td, & thead th:not(:first-of-type)': { textAlign: 'right' },
          '& th': { textAlign: 'left' },
        }}
      >
        <caption style={{ textAlign: 'left', captionSide: 'top', paddingBottom: 4 }}>
          Three portfolios and how they did
        </caption>
        <thead>
          <tr>
            <td />
            {names.map((name) => (
              <th key={name} scope="col">
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              {HYPOTHETICAL_PORTFOLIOS.map((portfolio) => (
                <td key={portfolio.answer}>{formatPercent(row.pick(portfolio))}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}
