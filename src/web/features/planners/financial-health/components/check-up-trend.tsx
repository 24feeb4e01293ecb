import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { MAX_SCORE, healthBand } from '../../../../../shared/planners/financial-health';
import { useFinancialHealthHistory } from '../hooks/use-financial-health-history';
import { formatDate } from '../../../../../shared/format/date';
import { VisuallyHidden } from '../../../../components/visually-hidden';

const WIDTH = 280;
const HEIGHT = 80;

/**
 * A signed-in user's past check-ups: a small line of the scores, oldest to newest, and the same
 * figures as a table. Nothing while they load; nothing for a first check-up.
 */
export function CheckUpTrend({ userId }: { userId: string }) {
  const history = useFinancialHealthHistory(userId);
  const items = history.data ?? [];
  if (items.length < 2) return null;
  const ordered = [...items].reverse();
  const step = ordered.length > 1 ? WIDTH / (ordered.length - 1) : 0;
  const points = ordered
    .map((item, k) => `${k * step},${HEIGHT - (item.finalScore / MAX_SCORE) * HEIGHT}`)
    .join(' ');
  return (
    <Box component="section" aria-labelledby="fh-trend-title" sx={{ mt: 4 }}>
      <Typography component="h3" variant="h6" id="fh-trend-title" sx={{ fontWeight: 700, mb: 1 }}>
        Your check-ups so far
      </Typography>
      <svg
        viewBox={`-4 -4 ${WIDTH + 8} ${HEIGHT + 8}`}
        width={WIDTH}
        height={HEIGHT}
        aria-hidden="true"
        focusable="false"
        style={{ maxWidth: '100%', height: 'auto', display: 'block' }}
      >
        <line x1="0" y1={HEIGHT} x2={WIDTH} y2={HEIGHT} stroke="#bdbdbd" />
        <polyline points={points} fill="none" stroke="#00695c" strokeWidth="3" />
        {ordered.map((item, k) => (
          <circle
            key={item.createdAt}
            cx={k * step}
            cy={HEIGHT - (item.finalScore / MAX_SCORE) * HEIGHT}
            r="4"
            fill="#00695c"
          />
        ))}
      </svg>
      <Box
        component="table"
        sx={{
          mt: 1.5,
          borderCollapse: 'collapse',
          typography: 'body2',
          fontVariantNumeric: 'tabular-nums',
          '& th, & td': {
            py: 0.5,
            px: 1,
            borderBottom: 1,
            borderColor: 'divider',
            textAlign: 'left',
          },
        }}
      >
        <caption>
          <VisuallyHidden>Your past check-ups, newest first</VisuallyHidden>
        </caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Score</th>
            <th scope="col">Band</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.createdAt}>
              <th scope="row">{formatDate(item.createdAt)}</th>
              <td>
                {item.finalScore} of {MAX_SCORE}
              </td>
              <td>{healthBand(item.finalScore).friendly}</td>
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}
