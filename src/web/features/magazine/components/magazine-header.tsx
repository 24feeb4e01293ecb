import SearchRounded from '@mui/icons-material/SearchRounded';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import { useId } from 'react';
import { Link as RouterLink } from 'wouter';
import { paths } from '../../../../shared/config/paths';
import {
  EMPTY_SEARCH_MESSAGE,
  MAX_SEARCH_QUERY_LENGTH,
} from '../../../../shared/magazine/magazine-routes';
import { searchPath, sectionPath } from '../../../../shared/magazine/slug';
import type { TBlogSection } from '../../../../shared/schemas/magazine';
import { NavLink } from '../../../components/nav-link';
import { visuallyHiddenStyle } from '../../../components/visually-hidden';
import { usePublicRead } from '../../../lib/use-public-read';
import { useSearchSubmit } from './use-search-submit';

const sectionLinkSx = {
  display: 'block',
  px: 1.25,
  py: 1,
  borderRadius: 1,
  color: 'text.primary',
  fontWeight: 600,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  '&:hover': { color: 'primary.main', bgcolor: 'action.hover' },
  '&[aria-current="page"]': { color: 'primary.main', boxShadow: 'inset 0 -3px 0 #ffc107' },
} as const;

function SectionLinks({ sections }: { sections: readonly TBlogSection[] }) {
  return sections.map((section) => (
    <li key={section.id}>
      <Link component={NavLink} to={sectionPath(section)} sx={sectionLinkSx}>
        {section.name}
      </Link>
    </li>
  ));
}

/**
 * The search box: a plain GET form, so it works before the page's code has loaded (and without
 * it); once it has, a search opens the results page without reloading. Only spaces typed: the
 * browser's own bubble says what the search page's form says.
 */
function SearchBox() {
  const inputId = useId();
  const onSubmit = useSearchSubmit((box) => {
    box.setCustomValidity(EMPTY_SEARCH_MESSAGE);
    box.reportValidity();
  });
  return (
    <Box
      component="form"
      role="search"
      action={searchPath()}
      method="get"
      onSubmit={onSubmit}
      sx={{
        display: 'flex',
        alignItems: 'center',
        border: 1,
        borderColor: 'grey.500',
        borderRadius: 5,
        pl: 1.5,
        width: { xs: '100%', md: 240 },
        // The site's focus ring, on the whole box (the input inside draws none).
        '&:has(input:focus-visible)': { outline: '2px solid #00695c', outlineOffset: 2 },
      }}
    >
      <label htmlFor={inputId} style={visuallyHiddenStyle}>
        Search the magazine
      </label>
      {/* A plain input: MUI's inputs would bring the form kit's code to every magazine page. */}
      <Box
        component="input"
        id={inputId}
        name="q"
        type="search"
        required
        placeholder="Search articles"
        maxLength={MAX_SEARCH_QUERY_LENGTH}
        onInput={(event) => event.currentTarget.setCustomValidity('')}
        sx={{
          flex: 1,
          minWidth: 0,
          border: 0,
          outline: 0,
          bgcolor: 'transparent',
          font: 'inherit',
          fontSize: '0.95rem',
          color: 'text.primary',
          py: 1,
          '&::placeholder': { color: 'text.secondary', opacity: 1 },
        }}
      />
      <IconButton type="submit" aria-label="Search" size="small" sx={{ mr: 0.5 }}>
        <SearchRounded fontSize="small" />
      </IconButton>
    </Box>
  );
}

/**
 * The magazine's own header on each of its pages (seed 001): 'Magazine' to the landing, the
 * sections as a row of links on wide screens and behind a 'Sections' button on phones, and the
 * search box. The landing makes its title the page's heading.
 */
export function MagazineHeader({
  titleIsHeading = false,
  withSearch = true,
}: {
  titleIsHeading?: boolean;
  withSearch?: boolean;
}) {
  const sections = usePublicRead({ read: 'blogSections', args: [] }).data ?? [];
  const title = (
    <Link
      component={RouterLink}
      href={paths.magazine.path}
      underline="none"
      color="text.primary"
      sx={{ fontFamily: 'Georgia, "Times New Roman", serif', fontWeight: 700 }}
    >
      {paths.magazine.title}
    </Link>
  );
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr auto', md: 'auto 1fr auto' },
        alignItems: 'center',
        columnGap: 3,
        rowGap: 1.5,
        pb: 2,
        mb: 3,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Box
        component={titleIsHeading ? 'h1' : 'p'}
        sx={{ m: 0, fontSize: { xs: '1.9rem', sm: '2.4rem' }, lineHeight: 1.2 }}
      >
        {title}
      </Box>
      {sections.length > 0 && (
        <>
          <Box
            component="nav"
            aria-label="Magazine sections"
            sx={{ display: { xs: 'none', md: 'block' }, minWidth: 0 }}
          >
            <Box
              component="ul"
              sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, p: 0, m: 0, listStyle: 'none' }}
            >
              <SectionLinks sections={sections} />
            </Box>
          </Box>
          {/* A native disclosure: it opens before the page's code has loaded, and by keyboard. */}
          <Box
            component="details"
            sx={{
              display: { xs: 'block', md: 'none' },
              position: 'relative',
              '& > summary': {
                cursor: 'pointer',
                fontWeight: 600,
                px: 1.5,
                py: 1,
                border: 1,
                borderColor: 'grey.500',
                borderRadius: 1,
              },
            }}
          >
            <summary>Sections</summary>
            <Box
              component="nav"
              aria-label="Magazine sections"
              sx={{
                position: 'absolute',
                right: 0,
                zIndex: 2,
                mt: 0.5,
                minWidth: 220,
                bgcolor: 'background.paper',
                boxShadow: 4,
                borderRadius: 1,
                p: 0.5,
              }}
            >
              <Box component="ul" sx={{ p: 0, m: 0, listStyle: 'none' }}>
                <SectionLinks sections={sections} />
              </Box>
            </Box>
          </Box>
        </>
      )}
      {withSearch && (
        <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}>
          <SearchBox />
        </Box>
      )}
    </Box>
  );
}
