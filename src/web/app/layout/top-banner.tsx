import Box from '@mui/material/Box';
import { InlineHtml } from '../../components/inline-html';
import { useFirstBannerText } from '../../lib/use-banner-texts';

/** The announcement strip above the bar: the first banner text, or nothing at all. */
export function TopBanner() {
  const text = useFirstBannerText();
  if (!text) return null;
  return (
    <Box
      component="section"
      aria-label="Announcement"
      sx={{
        bgcolor: 'primary.dark',
        color: 'common.white',
        textAlign: 'center',
        px: 2,
        py: 1,
        fontSize: '0.875rem',
        lineHeight: 1.5,
        // Amber on dark teal: about 7:1, well above AA for small text.
        '& a': { color: '#ffd54f', fontWeight: 700, textUnderlineOffset: '2px' },
        '& a:hover': { color: '#ffffff' },
        '& a:focus-visible': { outline: '2px solid #ffd54f', outlineOffset: 2 },
      }}
    >
      <InlineHtml html={text} />
    </Box>
  );
}
