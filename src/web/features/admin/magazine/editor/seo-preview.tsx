import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** Where a search engine cuts a result's title and description (about, in characters). */
const SEARCH_TITLE_CUT = 60;
const SEARCH_DESCRIPTION_CUT = 160;

/** `text` as a search result shows it: at most `max` characters, cut at a word, with '…'. */
function cutForSearch(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const head = clean.slice(0, max);
  const space = head.lastIndexOf(' ');
  return `${(space > max / 2 ? head.slice(0, space) : head).replace(/[\s,.;:–-]+$/, '')}…`;
}

type SeoPreviewProps = { title: string; path: string; description: string };

/** How the article may look in a search result: its title, address and description, cut so. */
export function SeoPreview({ title, path, description }: SeoPreviewProps) {
  return (
    <Box
      role="group"
      aria-label="Search result preview"
      sx={{
        p: 2,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        maxWidth: 600,
        bgcolor: 'background.paper',
      }}
    >
      <Typography sx={{ fontSize: '0.8rem', color: 'text.secondary', overflowWrap: 'anywhere' }}>
        {path}
      </Typography>
      <Typography sx={{ fontSize: '1.15rem', color: '#1a0dab', lineHeight: 1.3 }}>
        {cutForSearch(title, SEARCH_TITLE_CUT) || 'The article’s title'}
      </Typography>
      <Typography sx={{ fontSize: '0.875rem', color: '#4d5156' }}>
        {cutForSearch(description, SEARCH_DESCRIPTION_CUT) ||
          'Without a description, search engines choose words from the article.'}
      </Typography>
    </Box>
  );
}
