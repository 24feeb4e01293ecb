import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, type ReactNode } from 'react';
import { site } from '../../../../../shared/config/site';
import { formatPercent } from '../../../../../shared/format/percent';
import { formatRupees, rupeesInWords } from '../../../../../shared/format/rupees';
import type { MoneyMapPlan } from '../../../../../shared/planners/money-map';
import { yearsText } from '../utils/route-words';
import { visuallyHiddenStyle } from '../../../../components/visually-hidden';
import { AssumptionsNote } from './assumptions-note';
import { GrowthSection } from './growth-section';
import { RouteMap } from './route-map';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mt: 4 }}>
      <Typography component="h3" variant="h6" sx={{ fontWeight: 700, mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/**
 * The money map for one valid submit. Its heading takes the focus when it appears, so keyboard
 * and screen-reader users land on the answer rather than having to look for it.
 */
export function MoneyMapResult({ plan }: { plan: MoneyMapPlan }) {
  const panelRef = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // Bring the whole panel into view, not just its heading, then put the focus on the heading.
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    panelRef.current?.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
    headingRef.current?.focus({ preventScroll: true });
  }, [plan]);

  const { input, futureValue, suggested } = plan;
  const years = yearsText(input.years);

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="money-map-result-title"
      ref={panelRef}
      sx={{
        mt: 4,
        scrollMarginTop: 16,
        p: { xs: 2.5, sm: 4 },
        borderTop: 4,
        borderTopColor: 'primary.main',
      }}
    >
      <Typography variant="overline" color="text.secondary" sx={{ fontWeight: 700 }}>
        Your money map
      </Typography>
      <Typography
        component="h2"
        variant="h4"
        id="money-map-result-title"
        ref={headingRef}
        tabIndex={-1}
        sx={{ fontWeight: 700, fontSize: { xs: '1.6rem', sm: '2.1rem' }, outline: 'none' }}
      >
        {plan.goalLabel}: {formatRupees(futureValue)} in {years}
      </Typography>
      <Typography sx={{ mt: 1, maxWidth: '60ch' }}>
        What costs {formatRupees(input.presentValue)} today will cost about{' '}
        {formatRupees(futureValue)} ({rupeesInWords(futureValue)}) in {years}, with prices rising{' '}
        {formatPercent(plan.inflation)} a year.
      </Typography>

      <Section title="Monthly SIP by route">
        <RouteMap plan={plan} />
      </Section>

      <Section title={`How ${formatRupees(suggested.monthly)} a month grows`}>
        <GrowthSection plan={plan} />
      </Section>

      <Section title="Assumptions">
        <AssumptionsNote plan={plan} />
      </Section>

      <Divider sx={{ my: 3 }} />
      <Box
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          alignItems: { xs: 'stretch', sm: 'center' },
          gap: 2,
        }}
      >
        <Button
          href={site.investUrl}
          target="_blank"
          rel="noopener noreferrer"
          variant="contained"
          color="secondary"
          size="large"
          endIcon={<OpenInNewRounded aria-hidden />}
          sx={{ flex: 'none' }}
        >
          Start Investing
          <Box component="span" sx={visuallyHiddenStyle}>
            (opens in a new tab)
          </Box>
        </Button>
        <Typography variant="body2" color="text.secondary">
          {site.distributor.disclaimer}
        </Typography>
      </Box>
    </Paper>
  );
}
