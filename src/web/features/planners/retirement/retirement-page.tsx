import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { paths } from '../../../../shared/config/paths';
import { GENERIC_ERROR_MESSAGE } from '../../../../shared/config/messages';
import { site } from '../../../../shared/config/site';
import { formatPercent } from '../../../../shared/format/percent';
import {
  areDefaultRates,
  DEFAULT_RATES,
  RETURN_PROFILES,
  type PlannerRates,
} from '../../../../shared/planners/assumptions';
import type { RetirementOptions } from '../../../../shared/planners/retirement';
import { RETURN_PROFILE_LABELS } from '../../../../shared/planners/retirement-limits';
import type {
  TRetirementFinancial,
  TRetirementInputs,
  TRetirementPersonal,
} from '../../../../shared/schemas/retirement';
import { useNotify } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { getRetirementPlanner } from './api/get-retirement-planner';
import { saveRetirement } from './api/save-retirement';
import type { FinancialValues } from './components/financial-form';
import { PersonalForm, type PersonalValues } from './components/personal-form';
import { PlannerPanel } from './components/planner-panel';
import { RetirementBreadcrumbs } from './components/retirement-breadcrumbs';
import { changedOptionWords } from './utils/option-words';
import type { SharedRetirement } from './utils/share-link';

// Offered once a save has gone through: not part of the page's first load.
const MyPlanLink = lazy(() =>
  import('../../../components/planner/my-plan-link').then((m) => ({ default: m.MyPlanLink })),
);

// Said only when the page was opened from a share link that cannot be read.
const BrokenLinkNote = lazy(() =>
  import('../../../components/planner/broken-link-note').then((m) => ({
    default: m.BrokenLinkNote,
  })),
);

// The Summary (gauges, Try New, chart, assumptions) is not on the first screen: its code is
// fetched as soon as the visitor starts on the form, and is ready by the time panel 2 is sent.
const loadSummary = () => import('./components/retirement-summary');
const RetirementSummary = lazy(() => loadSummary().then((m) => ({ default: m.RetirementSummary })));
// Panel 2 too is closed at first: its form is drawn once the panel has been opened.
const loadFinancial = () => import('./components/financial-form');
const FinancialForm = lazy(() => loadFinancial().then((m) => ({ default: m.FinancialForm })));
const preload = () => {
  void loadFinancial();
  void loadSummary();
};

type Panel = 'personal' | 'financial' | 'summary';

/** How long after the last change of an option it is saved. */
const OPTIONS_SAVE_DELAY_MS = 1500;

type Refill = {
  personal: PersonalValues;
  financial: FinancialValues;
  newMonthly: string;
  rates: PlannerRates;
};

const text = (n: number | undefined) => (n === undefined ? '' : String(n));

function refillOf(i: TRetirementInputs, rates: PlannerRates): Refill {
  return {
    personal: {
      age: String(i.age),
      retirementAge: String(i.retirementAge),
      gender: i.gender,
      existingInvestment: text(i.existingInvestment),
    },
    financial: {
      rentalIncome: text(i.rentalIncome),
      retiralBenefits: text(i.retiralBenefits),
      pensionIncome: text(i.pensionIncome),
      presentMonthlyExpenses: text(i.presentMonthlyExpenses),
    },
    newMonthly: text(i.newMonthlyInvestment),
    rates,
  };
}

// Where the focus goes when a panel opens: its first field (the Summary focuses its heading).
const FIRST_FIELD: Partial<Record<Panel, string>> = {
  personal: 'retirement-age-now',
  financial: 'retirement-rental-income',
};

type PlannerProps = {
  refill: Refill | null;
  /** A share link's plan: the Summary opens on it at once. */
  shared: SharedRetirement | null;
  rates: PlannerRates;
  onRatesChange: (rates: PlannerRates) => void;
  options: RetirementOptions;
  onOptionsChange: (options: RetirementOptions) => void;
  onStartOver: () => void;
  scenarioA: SharedRetirement | null;
  onCompare: (scenarioA: SharedRetirement | null) => void;
};

/** The three panels, from a clean start (Try Again mounts a new one). */
function RetirementPlanner({
  refill,
  shared,
  rates,
  onRatesChange,
  options,
  onOptionsChange,
  onStartOver,
  scenarioA,
  onCompare,
}: PlannerProps) {
  const session = useSession();
  const notify = useNotify();
  const [expanded, setExpanded] = useState<Panel | false>(shared ? 'summary' : 'personal');
  const [personal, setPersonal] = useState<TRetirementPersonal | null>(shared?.inputs ?? null);
  const [committed, setCommitted] = useState<TRetirementInputs | null>(shared?.inputs ?? null);
  const [summaryRun, setSummaryRun] = useState(0);
  const focusNext = useRef<string | null>(null);

  // Once a panel has opened, the focus moves to its first field (panel 2's, once its form has
  // loaded, the first time).
  const focusPending = useCallback(() => {
    const id = focusNext.current;
    const element = id ? document.getElementById(id) : null;
    if (!element) return;
    focusNext.current = null;
    element.focus();
  }, []);
  useEffect(focusPending, [expanded, focusPending]);

  // Seeds section 4: panels 1 and 2 re-open for editing only while the shortage is not negative.
  // The Summary works the plan out (its code loads with it) and says so.
  const [negativeShortage, setNegativeShortage] = useState(false);
  const locked = committed !== null && negativeShortage;

  const userId = session.status === 'signed-in' ? session.user.id : null;
  // Once a save has gone through, My plan is offered under the Summary.
  const [saved, setSaved] = useState(false);
  // What was saved last: options changed after it are saved with the same inputs.
  const savedInputs = useRef<TRetirementInputs | null>(null);
  const savedOptions = useRef(JSON.stringify(options));
  const save = useCallback(
    (inputs: TRetirementInputs) => {
      if (!userId) return;
      savedInputs.current = inputs;
      savedOptions.current = JSON.stringify(options);
      saveRetirement(userId, inputs, areDefaultRates(rates) ? undefined : rates, options).then(
        () => setSaved(true),
        () => notify(GENERIC_ERROR_MESSAGE, 'error'),
      );
    },
    [userId, rates, options, notify],
  );
  // Options changed in the Summary after a save are kept too, once the typing has settled: every
  // save is a row (decision 14), so not one a keystroke.
  const optionsKey = JSON.stringify(options);
  useEffect(() => {
    const inputs = savedInputs.current;
    if (!inputs || optionsKey === savedOptions.current) return;
    const timer = window.setTimeout(() => save(inputs), OPTIONS_SAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [optionsKey, save]);

  const open = (panel: Panel) => {
    setExpanded(panel);
    focusNext.current = FIRST_FIELD[panel] ?? null;
  };

  const handleNext = (input: TRetirementPersonal) => {
    setPersonal(input);
    // New ages or savings: the Summary waits for panel 2 again.
    setCommitted(null);
    open('financial');
  };

  const handleFinancial = (input: TRetirementFinancial) => {
    if (!personal) return open('personal');
    const inputs = { ...personal, ...input };
    setCommitted(inputs);
    setSummaryRun((n) => n + 1);
    setExpanded('summary');
    save(inputs);
  };

  const handleCalculate = (newMonthlyInvestment: number) => {
    if (committed) save({ ...committed, newMonthlyInvestment });
  };

  const toggle = (panel: Panel) => (isOpen: boolean) => setExpanded(isOpen ? panel : false);

  // Scenario A is kept; panel 1 is where scenario B starts (or a new start, when a covered plan
  // keeps the panels closed).
  const handleCompare = (scenario: SharedRetirement | null) => {
    onCompare(scenario);
    if (!scenario) return;
    if (locked) onStartOver();
    else open('personal');
  };

  return (
    <Box onFocusCapture={preload} onPointerEnter={preload} className="retirement-panels">
      <PlannerPanel
        id="retirement-personal"
        hideInPrint
        title="Personal Information"
        expanded={expanded === 'personal'}
        disabled={locked}
        onToggle={toggle('personal')}
      >
        <PersonalForm refill={refill?.personal ?? null} onNext={handleNext} />
      </PlannerPanel>
      <PlannerPanel
        id="retirement-financial"
        hideInPrint
        title="Financial Information"
        expanded={expanded === 'financial'}
        disabled={personal === null || locked}
        onToggle={toggle('financial')}
      >
        {(personal !== null || committed !== null) && (
          <Suspense fallback={<Box sx={{ minHeight: 240 }} />}>
            <FinancialForm
              refill={refill?.financial ?? null}
              onSubmit={handleFinancial}
              onMounted={focusPending}
            />
          </Suspense>
        )}
      </PlannerPanel>
      <PlannerPanel
        id="retirement-summary"
        title="Summary"
        expanded={expanded === 'summary'}
        disabled={committed === null}
        onToggle={toggle('summary')}
      >
        <Suspense fallback={<Box sx={{ minHeight: 320 }} />}>
          {committed && (
            <RetirementSummary
              key={summaryRun}
              inputs={committed}
              onNegativeShortage={setNegativeShortage}
              rates={rates}
              onRatesChange={onRatesChange}
              savedNewMonthly={refill?.newMonthly ?? ''}
              onCalculate={handleCalculate}
              onTryAgain={onStartOver}
              initialStepUp={summaryRun === 0 ? (shared?.stepUp ?? 0) : 0}
              initialProfile={(summaryRun === 0 && shared?.profile) || 'conservative'}
              profileFromLink={summaryRun === 0 && shared !== null}
              options={options}
              onOptionsChange={onOptionsChange}
              scenarioA={scenarioA}
              onCompare={handleCompare}
            />
          )}
        </Suspense>
      </PlannerPanel>
      {saved && committed && (
        <Suspense fallback={null}>
          <MyPlanLink what="retirement plan" />
        </Suspense>
      )}
      <RatesFootnote rates={rates} options={options} />
    </Box>
  );
}

/** The seeds' footnote: the rates the projections use (the user's own, once changed). */
function RatesFootnote({ rates, options }: { rates: PlannerRates; options: RetirementOptions }) {
  const returns = RETURN_PROFILES.map(
    (id) => `${formatPercent(rates.returns[id])} (${RETURN_PROFILE_LABELS[id].toLowerCase()})`,
  );
  const optionWords = changedOptionWords(options);
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }} data-testid="rates-footnote">
      * Projections assume yearly returns of {returns[0]}, {returns[1]} and {returns[2]}, and
      inflation of {formatPercent(rates.inflation)} a year
      {areDefaultRates(rates) ? '' : ' (rates you chose)'}.
      {optionWords.length > 0 && ` Your options: ${optionWords.join('; ')}.`}
    </Typography>
  );
}

/** /retirement-planner: what retiring costs, what is already covered, and the SIP for the rest. */
export default function RetirementPlannerPage() {
  const session = useSession();
  const notify = useNotify();
  const [run, setRun] = useState(0);
  const [refill, setRefill] = useState<Refill | null>(null);
  const [shared, setShared] = useState<SharedRetirement | null>(null);
  const [rates, setRates] = useState<PlannerRates>(DEFAULT_RATES);
  const [options, setOptions] = useState<RetirementOptions>({});
  const [scenarioA, setScenarioA] = useState<SharedRetirement | null>(null);
  // The page was opened from a share link that cannot be read: the form starts empty, and says so.
  const [brokenLink, setBrokenLink] = useState(false);
  const userId = session.status === 'signed-in' ? session.user.id : null;
  // A share link's plan wins over the last one saved.
  const fromLink = useRef(false);

  // A signed-in user's last save refills the form once the page is in the browser (the server's
  // HTML is the same for everyone). Nothing saved yet is no error.
  useEffect(() => {
    if (!userId) return;
    let live = true;
    getRetirementPlanner(userId).then(
      (saved) => {
        if (!live || !saved || fromLink.current) return;
        const next = refillOf(saved.inputs, saved.rates ?? DEFAULT_RATES);
        setRefill(next);
        setRates(next.rates);
        setOptions(saved.options ?? {});
      },
      () => {
        if (live) notify(GENERIC_ERROR_MESSAGE, 'error');
      },
    );
    return () => {
      live = false;
    };
  }, [userId, notify]);

  // A share link (`#age=…&expenses=…`) reopens its plan, read after hydration (the fragment never
  // reaches the server, and the server's HTML is the same for everyone).
  useEffect(() => {
    const open = () => {
      if (window.location.hash.length <= 1) return;
      void import('./utils/share-link').then(({ parseRetirementFragment }) => {
        const link = parseRetirementFragment(window.location.hash);
        if (link === 'broken') setBrokenLink(true);
        if (link === null || link === 'broken') return;
        setBrokenLink(false);
        fromLink.current = true;
        setRefill(refillOf(link.inputs, link.rates));
        setRates(link.rates);
        setOptions(link.options ?? {});
        setShared(link);
        setRun((n) => n + 1);
      });
    };
    open();
    window.addEventListener('hashchange', open);
    return () => window.removeEventListener('hashchange', open);
  }, []);

  const startOver = () => {
    setRefill(null);
    setShared(null);
    setRates(DEFAULT_RATES);
    setOptions({});
    setRun((n) => n + 1);
    requestAnimationFrame(() => document.getElementById('retirement-age-now')?.focus());
  };

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, sm: 5 }, '@media print': { py: 0 } }}>
      <RetirementBreadcrumbs />
      <Box component="header" sx={{ mb: 3 }}>
        <Typography
          component="h1"
          variant="h3"
          sx={{ fontWeight: 700, fontSize: { xs: '2rem', sm: '2.75rem' } }}
        >
          {paths.retirementPlanner.title}
        </Typography>
        <Typography
          sx={{ mt: 1.5, maxWidth: '62ch', fontSize: '1.1rem' }}
          color="text.secondary"
          data-print="hide"
        >
          Retirement is the one goal everyone shares and the one most people put off. Tell us your
          age, what you spend and what you have put by: we work out the savings you will need on the
          day you stop working, how much of it rent, pension and your savings already cover, and the
          monthly SIP that builds the rest.
        </Typography>
      </Box>
      {brokenLink && (
        <Suspense fallback={null}>
          <BrokenLinkNote />
        </Suspense>
      )}
      <RetirementPlanner
        key={run}
        refill={refill}
        shared={shared}
        rates={rates}
        onRatesChange={setRates}
        options={options}
        onOptionsChange={setOptions}
        onStartOver={startOver}
        scenarioA={scenarioA}
        onCompare={setScenarioA}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        These figures are illustrations at assumed rates of return and inflation, not promises: what
        markets and prices actually do will differ, and so will your results.{' '}
        {site.distributor.disclaimer}
      </Typography>
    </Container>
  );
}
