import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SUB_SCORE_AREAS, type Suggestion } from '../../../../../shared/planners/financial-health';

const areaLabel = Object.fromEntries(SUB_SCORE_AREAS.map((a) => [a.id, a.label]));

/** What would help most, in the order the check-up ranks it; a word of praise when nothing would. */
export function SuggestionList({ suggestions }: { suggestions: readonly Suggestion[] }) {
  if (suggestions.length === 0) {
    return (
      <Typography>
        Every answer is already at its best. Keep it that way: look at your plan again once a year,
        or when your income, family or loans change.
      </Typography>
    );
  }
  return (
    <Box component="ol" sx={{ m: 0, pl: 3, display: 'grid', gap: 1 }}>
      {suggestions.map((s) => (
        <li key={s.key}>
          <strong>{areaLabel[s.area]}:</strong> {s.text}
        </li>
      ))}
    </Box>
  );
}
