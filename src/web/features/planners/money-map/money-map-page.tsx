import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { paths } from '../../../../shared/config/paths';
import { planMoneyMap, type MoneyMapPlan } from '../../../../shared/planners/money-map';
import type { TMoneyMapInput } from '../../../../shared/schemas/money-map';
import { MoneyMapBreadcrumbs } from './components/money-map-breadcrumbs';
import { MoneyMapForm } from './components/money-map-form';

// The result panel is hidden until a valid submit, so its code is not part of the page's first
// load: it is fetched as soon as the visitor starts on the form, and is ready by the submit.
const loadResult = () => import('./components/money-map-result');
const MoneyMapResult = lazy(() => loadResult().then((m) => ({ default: m.MoneyMapResult })));

/** /moneyMap: turn a goal's cost today into a monthly SIP, by three routes. */
export default function MoneyMapPage() {
  // The result stays as it was while the inputs change, until the next submit: a valid one
  // replaces it, an invalid one takes it away (it no longer answers what the form says).
  const [plan, setPlan] = useState<MoneyMapPlan | null>(null);

  const handleCalculate = (input: TMoneyMapInput) => {
    setPlan(planMoneyMap(input));
    // Saving the map for a signed-in user (POST /api/user/saveMoneyMap) is added here.
  };

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, sm: 5 } }}>
      <MoneyMapBreadcrumbs />
      <Box component="header" sx={{ mb: 3 }}>
        <Typography
          component="h1"
          variant="h3"
          sx={{ fontWeight: 700, fontSize: { xs: '2rem', sm: '2.75rem' } }}
        >
          {paths.moneyMap.title}
        </Typography>
        <Typography sx={{ mt: 1.5, maxWidth: '62ch', fontSize: '1.1rem' }} color="text.secondary">
          A goal is easier to reach once it has a price and a date. Tell us what it would cost today
          and how many years away it is: we add inflation to find what it will cost then, and the
          monthly SIP that gets you there by debt, a balanced mix or equity.
        </Typography>
      </Box>
      <Box onFocusCapture={() => void loadResult()} onPointerEnter={() => void loadResult()}>
        <MoneyMapForm onCalculate={handleCalculate} onInvalid={() => setPlan(null)} />
      </Box>
      <Suspense fallback={null}>{plan && <MoneyMapResult plan={plan} />}</Suspense>
    </Container>
  );
}
