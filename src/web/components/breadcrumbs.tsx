import Box from '@mui/material/Box';
import { Fragment } from 'react';
import { Link as RouterLink } from 'wouter';

type Step = { readonly href: string; readonly label: string };

type BreadcrumbsProps = {
  /** The pages above this one, from the home page down; each a link. */
  readonly trail: readonly Step[];
  /** The page itself, not a link (it is where the reader is); none when the trail ends above it. */
  readonly current?: string;
  /** Links in the text's colour, underlined on hover (the planners, the events); else the links' own. */
  readonly quiet?: boolean;
  /** `hide`: left off the printed page (a planner's printed plan). */
  readonly print?: 'hide';
};

const quietLink = {
  color: 'inherit',
  textDecoration: 'none',
  '&:hover': { textDecoration: 'underline' },
} as const;
const plainLink = { color: 'primary.main', textDecoration: 'underline' } as const;

/**
 * The trail from the home page to this one, as a list in a navigation landmark named
 * "Breadcrumb", its separators hidden from screen readers. Written here rather than with MUI's
 * Breadcrumbs and Link, whose collapsing of long trails no page needs (none is longer than four
 * steps): that is about 1.5 KB less on the first load of every page that shows a trail.
 */
export function Breadcrumbs({ trail, current, quiet = false, print }: BreadcrumbsProps) {
  const separator = (
    <Box component="li" aria-hidden="true" sx={{ mx: 1, userSelect: 'none' }}>
      /
    </Box>
  );
  return (
    <Box
      component="nav"
      aria-label="Breadcrumb"
      data-print={print}
      sx={{ mb: 2, color: 'text.secondary' }}
    >
      <Box
        component="ol"
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          listStyle: 'none',
          m: 0,
          p: 0,
        }}
      >
        {trail.map((step, index) => (
          <Fragment key={step.href}>
            {index > 0 && separator}
            <li>
              <Box component={RouterLink} href={step.href} sx={quiet ? quietLink : plainLink}>
                {step.label}
              </Box>
            </li>
          </Fragment>
        ))}
        {current !== undefined && (
          <>
            {trail.length > 0 && separator}
            <Box component="li" aria-current="page" sx={{ color: 'text.primary' }}>
              {current}
            </Box>
          </>
        )}
      </Box>
    </Box>
  );
}
