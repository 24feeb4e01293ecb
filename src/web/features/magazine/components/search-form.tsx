import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import {
  EMPTY_SEARCH_MESSAGE,
  MAX_SEARCH_QUERY_LENGTH,
} from '../../../../shared/magazine/magazine-routes';
import { searchPath } from '../../../../shared/magazine/slug';
import { useSearchSubmit } from './use-search-submit';

const inputId = 'magazine-search-q';
const errorId = `${inputId}-error`;

/**
 * The magazine's search box: a GET form to the search page, so that it works before the page is
 * taken over (or without JavaScript) and the server renders the results. Once taken over, a
 * submit navigates in the app instead (useSearchSubmit, the rule of every search box).
 *
 * Not the form kit: useForm keeps its fields in state and submits to the API, where this form
 * needs a named input the browser can submit by itself; and the kit's inputs and Zod (about 10 KB)
 * would weigh on a first load the magazine's pages already spend most of (ADR 008, ADR 020).
 * Its one check is the API schema's rule for `q` (something left once trimmed), with its message.
 */
export function SearchForm({ q }: { q: string }) {
  const [error, setError] = useState<string | undefined>();
  const onSubmit = useSearchSubmit((box) => {
    setError(EMPTY_SEARCH_MESSAGE);
    box.focus();
  });

  return (
    <Box
      component="form"
      role="search"
      method="get"
      action={searchPath()}
      onSubmit={onSubmit}
      sx={{ display: 'grid', gap: 1 }}
    >
      <Box component="label" htmlFor={inputId} sx={{ fontWeight: 600 }}>
        Search articles
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Box
          component="input"
          // A new query (Previous, Next, the browser's Back) shows in the box as a fresh field.
          key={q}
          id={inputId}
          name="q"
          type="search"
          defaultValue={q}
          maxLength={MAX_SEARCH_QUERY_LENGTH}
          enterKeyHint="search"
          aria-invalid={error !== undefined || undefined}
          aria-describedby={error !== undefined ? errorId : undefined}
          onChange={() => {
            if (error !== undefined) setError(undefined);
          }}
          sx={{
            flex: '1 1 14rem',
            minWidth: 0,
            minHeight: 48,
            px: 1.5,
            font: 'inherit',
            fontSize: '1rem',
            color: 'text.primary',
            bgcolor: 'background.paper',
            border: 1,
            borderColor: error !== undefined ? 'error.main' : 'grey.600',
            borderRadius: 1,
            '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 1 },
          }}
        />
        <Button type="submit" variant="contained" size="large" disableElevation>
          Search
        </Button>
      </Box>
      {error !== undefined && (
        <Typography id={errorId} color="error" variant="body2">
          {error}
        </Typography>
      )}
    </Box>
  );
}
