import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { paths } from '../../../../shared/config/paths';
import type { PlannerRates } from '../../../../shared/planners/assumptions';
import { MONEY_MAP_LIMITS } from '../../../../shared/planners/money-map-goals';
import { MoneyMapBreadcrumbs } from './components/money-map-breadcrumbs';
import { MoneyMapForm, type MoneyMapFormValues } from './components/money-map-form';
import type { Scenario } from './types';
import type { TMoneyMapFormInput } from './utils/form-schema';

// Said only when the page was opened from a share link that cannot be read.
const BrokenLinkNote = lazy(() =>
  import('../../../components/planner/broken-link-note').then((m) => ({
    default: m.BrokenLinkNote,
  })),
);

// The result panel is hidden until a valid submit, so its code is not part of the page's first
// load: it is fetched as soon as the visitor starts on the form, and is ready by the submit.
// Everything the result offers (assumptions, step-up, the working, sharing, comparing, saving)
// lives inside it.
const loadResult = () => import('./components/money-map-result');
const MoneyMapResult = lazy(() => loadResult().then((m) => ({ default: m.MoneyMapResult })));

/** /moneyMap: turn a goal's cost today into a monthly SIP, by three routes. */
export default function MoneyMapPage() {
  // The result stays as it was while the inputs change, until the next submit: a valid one
  // replaces it, an invalid one takes it away (it no longer answers what the form says).
  const [input, setInput] = useState<TMoneyMapFormInput | null>(null);
  // Each valid submit is one calculation: the result takes the focus and a signed-in user's map
  // is saved once per calculation, not on every change of an assumption.
  const [submission, setSubmission] = useState(0);
  // The Assumptions panel's rates outlive a submit; null while they are the usual ones. Inflation
  // goes back to the goal's own when another goal is chosen (decision 25); returns stay as edited.
  const [returns, setReturns] = useState<PlannerRates['returns'] | null>(null);
  const [inflation, setInflation] = useState<number | null>(null);
  const [stepUp, setStepUp] = useState(0);
  const [scenarioA, setScenarioA] = useState<Scenario | null>(null);
  // Inputs a share link brought, written into the form.
  const [restored, setRestored] = useState<MoneyMapFormValues | null>(null);
  // The page was opened from a share link that cannot be read: the form starts empty, and says so.
  const [brokenLink, setBrokenLink] = useState(false);

  // The goal the rates were last set for (an invalid submit in between does not forget it).
  const ratesGoal = useRef<string | null>(null);

  const handleCalculate = (next: TMoneyMapFormInput) => {
    if (next.goal !== ratesGoal.current) setInflation(null);
    ratesGoal.current = next.goal;
    setInput(next);
    setSubmission((n) => n + 1);
    setBrokenLink(false);
  };

  // A share link (`#pv=…&goal=…&years=…`) reopens its map, read after hydration (the server's
  // HTML is the same for everyone, and the fragment never reaches the server).
  useEffect(() => {
    const open = () => {
      if (window.location.hash.length <= 1) return;
      void Promise.all([
        import('../../../components/planner/money-map-link'),
        import('../../../components/planner/saved-link'),
      ]).then(([{ parseShareFragment }, { savedOf }]) => {
        const shared = parseShareFragment(window.location.hash);
        const saved = savedOf(window.location.hash, MONEY_MAP_LIMITS.maxPresentValue);
        if (shared === 'broken' || (shared !== null && saved === 'broken')) setBrokenLink(true);
        if (shared === null || shared === 'broken' || saved === 'broken') return;
        setBrokenLink(false);
        setRestored({
          presentValue: String(shared.input.presentValue),
          goal: shared.input.goal,
          years: String(shared.input.years),
          alreadySaved: saved === undefined ? '' : String(saved),
        });
        ratesGoal.current = shared.input.goal;
        setInput({ ...shared.input, alreadySaved: saved });
        setReturns(shared.rates?.returns ?? null);
        setInflation(shared.rates?.inflation ?? null);
        setStepUp(shared.stepUp);
        setSubmission((n) => n + 1);
      });
    };
    open();
    window.addEventListener('hashchange', open);
    return () => window.removeEventListener('hashchange', open);
  }, []);

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, sm: 5 }, '@media print': { py: 0 } }}>
      <Box data-print="hide">
        <MoneyMapBreadcrumbs />
      </Box>
      <Box component="header" sx={{ mb: 3, '@media print': { mb: 0 } }}>
        <Typography
          component="h1"
          variant="h3"
          sx={{
            fontWeight: 700,
            fontSize: { xs: '2rem', sm: '2.75rem' },
            '@media print': { fontSize: '1.75rem' },
          }}
        >
          {paths.moneyMap.title}
        </Typography>
        <Typography
          sx={{ mt: 1.5, maxWidth: '62ch', fontSize: '1.1rem' }}
          color="text.secondary"
          data-print="hide"
        >
          A goal is easier to reach once it has a price and a date. Tell us what it would cost today
          and how many years away it is: we add inflation to find what it will cost then, and the
          monthly SIP that gets you there by debt, a balanced mix or equity.
        </Typography>
      </Box>
      {brokenLink && (
        <Suspense fallback={null}>
          <BrokenLinkNote />
        </Suspense>
      )}
      <Box
        onFocusCapture={() => void loadResult()}
        onPointerEnter={() => void loadResult()}
        data-print="hide"
      >
        <MoneyMapForm
          onCalculate={handleCalculate}
          onInvalid={() => setInput(null)}
          restored={restored}
        />
      </Box>
      <Suspense fallback={null}>
        {input && (
          <MoneyMapResult
            input={input}
            editedRates={{ inflation, returns }}
            stepUp={stepUp}
            submission={submission}
            onRatesChange={(next) => {
              setReturns(next.returns);
              setInflation(next.inflation);
            }}
            onStepUpChange={setStepUp}
            scenarioA={scenarioA}
            onCompare={setScenarioA}
          />
        )}
      </Suspense>
    </Container>
  );
}
