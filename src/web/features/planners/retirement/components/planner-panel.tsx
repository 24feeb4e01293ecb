import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

type PlannerPanelProps = {
  id: string;
  /** Leave the panel off a printed plan (the Summary prints the inputs itself). */
  hideInPrint?: boolean;
  title: string;
  expanded: boolean;
  disabled: boolean;
  onToggle: (open: boolean) => void;
  children: ReactNode;
};

/**
 * One panel of the planner, laid out as MUI's Accordion but written as the WAI-ARIA accordion
 * pattern itself (a heading holding a button with aria-expanded, and the region it controls):
 * MUI's Accordion brings its Collapse and transition code to the first load (about 5 KB gzipped),
 * more than the page can spend (docs/decisions/014). The content stays mounted while closed, so a
 * form keeps what was typed.
 */
export function PlannerPanel({
  id,
  hideInPrint,
  title,
  expanded,
  disabled,
  onToggle,
  children,
}: PlannerPanelProps) {
  const headerId = `${id}-header`;
  const contentId = `${id}-content`;
  return (
    <Box
      data-print={hideInPrint ? 'hide' : undefined}
      sx={{
        border: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        '& + &': { borderTop: 0 },
        '&:first-of-type': { borderTopLeftRadius: 4, borderTopRightRadius: 4 },
        '&:last-of-type': { borderBottomLeftRadius: 4, borderBottomRightRadius: 4 },
      }}
    >
      <Box component="h2" sx={{ m: 0 }} data-print={hideInPrint ? undefined : 'hide'}>
        <Box
          component="button"
          type="button"
          id={headerId}
          aria-expanded={expanded}
          aria-controls={contentId}
          disabled={disabled}
          onClick={() => onToggle(!expanded)}
          sx={{
            width: '100%',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 2,
            minHeight: 56,
            px: 2,
            py: 1.5,
            border: 0,
            bgcolor: 'transparent',
            font: 'inherit',
            fontSize: '1.15rem',
            fontWeight: 700,
            textAlign: 'left',
            color: 'text.primary',
            cursor: 'pointer',
            '&:hover:not(:disabled)': { bgcolor: 'action.hover' },
            '&:focus-visible': {
              outline: '3px solid',
              outlineColor: 'primary.main',
              outlineOffset: -3,
            },
            '&:disabled': { cursor: 'default', color: 'text.secondary', bgcolor: 'action.hover' },
          }}
        >
          {title}
          <ExpandMoreRounded
            aria-hidden
            sx={{
              transform: expanded ? 'rotate(180deg)' : 'none',
              transition: 'transform 150ms',
              '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
            }}
          />
        </Box>
      </Box>
      <Box
        id={contentId}
        role="region"
        aria-labelledby={headerId}
        hidden={!expanded}
        sx={{
          px: { xs: 2, sm: 3 },
          pb: 3,
          pt: 1,
          // On paper, as the other planners print: a section is never split across pages, and a
          // heading stays with what it introduces (the chart's was left alone at a page's foot).
          '@media print': {
            '& section': { breakInside: 'avoid' },
            '& h3, & h4': { breakAfter: 'avoid' },
          },
        }}
      >
        {children}
      </Box>
    </Box>
  );
}
