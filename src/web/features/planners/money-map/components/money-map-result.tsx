import CompareArrowsRounded from '@mui/icons-material/CompareArrowsRounded';
import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { paths } from '../../../../../shared/config/paths';
import { site } from '../../../../../shared/config/site';
import { formatPercent } from '../../../../../shared/format/percent';
import { formatRupees, rupeesInWords } from '../../../../../shared/format/rupees';
import { DEFAULT_RATES, type PlannerRates } from '../../../../../shared/planners/assumptions';
import { inflationFor, planMoneyMap } from '../../../../../shared/planners/money-map';
import { stepUpInstalment } from '../../../../../shared/planners/step-up';
import { FiguresAnnouncer } from '../../../../components/planner/figures-announcer';
import { StaleFigures } from '../../../../components/planner/rates-panel';
import { risingWords } from '../../../../components/planner/rising-words';
import { ShareLink } from '../../../../components/planner/share-link';
import { StepUpSection } from '../../../../components/planner/step-up-section';
import { WaitingNote } from '../../../../components/planner/waiting-note';
import { PrintedFrom, PrintPlanButton } from '../../../../components/print-plan-button';
import { visuallyHiddenStyle } from '../../../../components/visually-hidden';
import type { Scenario } from '../types';
import { useSaveOnCalculate } from '../hooks/use-save-on-calculate';
import { yearsText } from '../utils/route-words';
import { shareFragmentOf } from '../../../../components/planner/money-map-share';
import { MyPlanLink } from '../../../../components/planner/my-plan-link';
import type { TMoneyMapFormInput } from '../utils/form-schema';
import { withSaved } from '../../../../components/planner/saved-link';
import { AlreadySavedNote, LumpSumNote } from './already-saved-note';
import { RiskRouteNote } from './risk-route-note';
import { AssumptionsNote } from './assumptions-note';
import { AssumptionsPanel } from './assumptions-panel';
import { CompareScenarios } from './compare-scenarios';
import { GrowthSection } from './growth-section';
import { RouteMap } from './route-map';
import { WorkingReceipt } from './working-receipt';

function Section({
  title,
  children,
  print = true,
}: {
  title: string;
  children: ReactNode;
  /** False for what only works on screen (controls, links): it stays off the paper. */
  print?: boolean;
}) {
  return (
    <Box component="section" sx={{ mt: 4 }} data-print={print ? undefined : 'hide'}>
      <Typography component="h3" variant="h6" sx={{ fontWeight: 700, mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

type MoneyMapResultProps = {
  input: TMoneyMapFormInput;
  /** What the Assumptions panel changed: null for a rate that is the usual one (the goal's). */
  editedRates: { inflation: number | null; returns: PlannerRates['returns'] | null };
  stepUp: number;
  /** Counts valid submits: a new one brings the answer into view and is saved. */
  submission: number;
  /** New valid rates from the Assumptions panel. */
  onRatesChange: (rates: PlannerRates) => void;
  onStepUpChange: (stepUp: number) => void;
  /** The map kept as scenario A, shown beside this one; null when not comparing. */
  scenarioA: Scenario | null;
  onCompare: (scenarioA: Scenario | null) => void;
};

/**
 * The money map for one valid submit, following the Assumptions panel and the step-up as they
 * change. Its heading takes the focus when a submit brings it, so keyboard and screen-reader users
 * land on the answer rather than having to look for it (not when a rate changes: they are typing).
 */
export function MoneyMapResult({
  input,
  editedRates,
  stepUp,
  submission,
  onRatesChange,
  onStepUpChange,
  scenarioA,
  onCompare,
}: MoneyMapResultProps) {
  const { inflation, returns } = editedRates;
  const rates = useMemo(
    () => ({
      inflation: inflation ?? inflationFor(input.goal),
      returns: returns ?? DEFAULT_RATES.returns,
    }),
    [inflation, returns, input.goal],
  );
  const plan = useMemo(() => planMoneyMap(input, rates), [input, rates]);
  const scenario: Scenario = useMemo(() => ({ input, rates, stepUp }), [input, rates, stepUp]);
  const saved = useSaveOnCalculate(submission, scenario);

  const panelRef = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // Bring the whole panel into view, not just its heading, then put the focus on the heading.
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    panelRef.current?.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
    headingRef.current?.focus({ preventScroll: true });
  }, [submission]);

  // The result is drawn in the browser only (after a submit), so the date cannot differ.
  const [printedOn] = useState(() => new Date());
  // While a rate is refused, the figures are those of the last valid rates: marked as such.
  const [ratesValid, setRatesValid] = useState(true);
  const { futureValue, suggested } = plan;
  const years = yearsText(input.years);
  // The suggested route's SIP as the chart and the cost of waiting use it: stepped up as chosen.
  // What the SIP builds: the cost then, less what is already saved grown by then (all of it when
  // nothing is saved, so the seeds' figures stay as they were).
  const sipTarget = suggested.remaining;
  const hasSaved = (input.alreadySaved ?? 0) > 0;
  const firstMonthly = stepUpInstalment(sipTarget, stepUp, suggested.rate, input.years);
  const rising = risingWords(stepUp);

  const compare = () => {
    onCompare(scenario);
    // Scenario A is kept; the form is where scenario B starts.
    document.getElementById('money-map-present-value')?.focus();
  };

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
        // On paper: one page of inputs, figures, chart, assumptions and disclaimer.
        '@media print': {
          mt: 1,
          p: 0,
          border: 0,
          // A4 holds about 1,000 CSS pixels of height: the whole result at four fifths of its size.
          zoom: 0.8,
          '& figure > [aria-hidden]': { zoom: 0.75 },
          '& [aria-label="Routes to your goal"] > li > [aria-hidden]': { display: 'none' },
          '& section': { mt: 1.5, breakInside: 'avoid' },
          '& h3': { mb: 0.5, fontSize: '1.05rem' },
          '& details': { display: 'none' },
          '& [aria-label="Routes to your goal"]': { gridTemplateColumns: 'repeat(3, 1fr)' },
          '& [aria-label="Routes to your goal"] > li::after': { display: 'none' },
          '& [aria-label="Routes to your goal"] > li': { flexDirection: 'column' },
        },
      }}
    >
      <Typography
        variant="overline"
        color="text.secondary"
        sx={{ fontWeight: 700 }}
        data-print="hide"
      >
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
      <FiguresAnnouncer
        resetKey={submission}
        text={
          suggested.covered
            ? `${plan.goalLabel}: ${formatRupees(futureValue)} in ${years}, already covered by your savings.`
            : `${plan.goalLabel}: ${formatRupees(futureValue)} in ${years}. ${suggested.label}, the suggested route, at ${formatPercent(suggested.rate)} a year: ${formatRupees(firstMonthly)} a month${rising.replace(/,$/, '')}.`
        }
      />
      <StaleFigures stale={!ratesValid}>
        <Typography sx={{ mt: 1, maxWidth: '60ch' }}>
          What costs {formatRupees(input.presentValue)} today will cost about{' '}
          {formatRupees(futureValue)} ({rupeesInWords(futureValue)}) in {years}, with prices rising{' '}
          {formatPercent(plan.inflation)} a year.
        </Typography>
        <AlreadySavedNote plan={plan} />

        {scenarioA && (
          <Section title="Comparing two plans" print={false}>
            <CompareScenarios a={scenarioA} b={scenario} />
            <Button variant="text" sx={{ mt: 1 }} onClick={() => onCompare(null)}>
              Stop comparing
            </Button>
          </Section>
        )}

        <Section title="Monthly SIP by route">
          <RouteMap plan={plan} />
          <LumpSumNote plan={plan} />
          <RiskRouteNote plan={plan} />
        </Section>

        {!suggested.covered && (
          <>
            <Section title="Step up each year" print={false}>
              <StepUpSection
                id="money-map-step-up"
                target={sipTarget}
                years={input.years}
                // With savings each route has its own remainder: the table keeps to the suggested one.
                options={hasSaved ? [suggested] : plan.routes}
                chosen={suggested}
                optionHeader="Route"
                stepUp={stepUp}
                onChange={onStepUpChange}
              />
            </Section>

            {/* Waiting a year moves the savings' growth too: the note is the seeds' case only. */}
            {input.years > 1 && !hasSaved && (
              <Section title="The cost of waiting a year">
                <WaitingNote
                  target={futureValue}
                  rate={suggested.rate}
                  years={input.years}
                  stepUp={stepUp}
                  what="goal"
                  route={`by ${suggested.label.toLowerCase()}`}
                />
              </Section>
            )}

            <Section title={`How ${formatRupees(firstMonthly)} a month${rising} grows`}>
              <GrowthSection plan={plan} monthly={firstMonthly} stepUp={stepUp} />
            </Section>

            <Section title="The working" print={false}>
              <WorkingReceipt plan={plan} stepUp={stepUp} />
            </Section>
          </>
        )}
      </StaleFigures>

      <Section title="Assumptions">
        <AssumptionsNote plan={plan} stepUp={stepUp} />
        <Box data-print="hide">
          <AssumptionsPanel
            goal={input.goal}
            rates={rates}
            onChange={onRatesChange}
            onValidityChange={setRatesValid}
          />
        </Box>
      </Section>

      <Section title="Share or compare" print={false}>
        <ShareLink
          path={paths.moneyMap.path}
          fragment={withSaved(shareFragmentOf(scenario), input.alreadySaved)}
          noun="money map"
        />
        <Button
          variant="outlined"
          sx={{ mt: 2 }}
          startIcon={<CompareArrowsRounded aria-hidden />}
          onClick={compare}
        >
          {scenarioA ? 'Compare this one with another' : 'Compare with another'}
        </Button>
      </Section>

      {saved && <MyPlanLink what="money map" />}
      <Divider sx={{ my: 3 }} />
      <Typography variant="body2" sx={{ mb: 2, maxWidth: '70ch' }}>
        These figures are illustrations at the rates assumed above, not promises: prices and returns
        will not follow them exactly, and a return can be lower or negative in any year.{' '}
        {site.distributor.disclaimer}
      </Typography>
      <Box
        data-print="hide"
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
        <PrintPlanButton sx={{ flex: 'none' }} />
      </Box>
      <PrintedFrom date={printedOn} />
    </Paper>
  );
}
