import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A plan described as rows of label and value, the same labels for every plan. */
export type PlanCells = readonly (readonly [string, ReactNode])[];

type CompareTableProps = {
  a: PlanCells;
  b: PlanCells;
  /** What to change to make scenario B: 'the goal, the years or the assumptions'. */
  changes: string;
};

/** Two plans side by side: the one kept as A and the one on screen as B. */
export function CompareTable({ a, b, changes }: CompareTableProps) {
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Box
        component="table"
        sx={{
          width: '100%',
          borderCollapse: 'collapse',
          fontVariantNumeric: 'tabular-nums',
          typography: 'body2',
          '& th, & td': { py: 0.75, px: 1, borderBottom: 1, borderColor: 'divider' },
          '& td': { textAlign: 'right' },
          '& th': { textAlign: 'left' },
          '& thead th:not(:first-of-type)': { textAlign: 'right' },
        }}
      >
        <caption style={{ textAlign: 'left', captionSide: 'top', paddingBottom: 4 }}>
          Scenario A beside scenario B
        </caption>
        <thead>
          <tr>
            <td />
            <th scope="col">Scenario A</th>
            <th scope="col">Scenario B (shown above)</th>
          </tr>
        </thead>
        <tbody>
          {a.map(([label, value], k) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{value}</td>
              <td>{b[k]?.[1]}</td>
            </tr>
          ))}
        </tbody>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        Change {changes} and submit: scenario B follows, scenario A stays as it was.
      </Typography>
    </Box>
  );
}
