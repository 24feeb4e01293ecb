import CompareArrowsRounded from '@mui/icons-material/CompareArrowsRounded';
import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { paths } from '../../../../../shared/config/paths';
import { site } from '../../../../../shared/config/site';
import { formatPercent } from '../../../../../shared/format/percent';
import { formatRupees, rupeesInWords } from '../../../../../shared/format/rupees';
import type { PlannerRates, ReturnProfile } from '../../../../../shared/planners/assumptions';
import {
  planRetirement,
  profileOf,
  tryNew,
  type RetirementOptions,
} from '../../../../../shared/planners/retirement';
import {
  ZRetirementTryNewSchema,
  type TRetirementInputs,
  type TRetirementTryNew,
} from '../../../../../shared/schemas/retirement';
import { FormTextField } from '../../../../components/form/form-text-field';
import { SubmitButton } from '../../../../components/form/submit-button';
import { useForm } from '../../../../components/form/use-form';
import { StaleFigures } from '../../../../components/planner/rates-panel';
import { ShareLink } from '../../../../components/planner/share-link';
import { SipWorking } from '../../../../components/planner/sip-working';
import { StepUpSection } from '../../../../components/planner/step-up-section';
import { WaitingNote } from '../../../../components/planner/waiting-note';
import { PrintedFrom, PrintPlanButton } from '../../../../components/print-plan-button';
import { visuallyHiddenStyle } from '../../../../components/visually-hidden';
import { GENDER_LABELS } from '../../../../../shared/planners/retirement-limits';
import { parseAmount } from '../../../../../shared/format/amount';
import { useFollowedRiskBand } from '../../../../components/planner/use-followed-risk-band';
import { changedOptionWords } from '../utils/option-words';
import { retirementOptionsProblem } from '../../../../../shared/schemas/retirement-options';
import { retirementFragment, type SharedRetirement } from '../utils/share-link';
import { OptionsPanel } from './options-panel';
import { RiskProfileNote } from './risk-profile-note';
import { AssumptionsPanel } from './assumptions-panel';
import { CompareRetirements } from './compare-retirements';
import { CorpusSection } from './corpus-section';
import { HowCalculated } from './how-calculated';
import { amountHint } from './personal-form';
import { RiskGauges } from './risk-gauges';

function Section({
  title,
  children,
  hideInPrint,
}: {
  title: string;
  children: ReactNode;
  hideInPrint?: boolean;
}) {
  return (
    <Box component="section" sx={{ mt: 4 }} data-print={hideInPrint ? 'hide' : undefined}>
      <Typography component="h3" variant="h6" sx={{ fontWeight: 700, mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <Box sx={{ p: 2, borderRadius: 2, bgcolor: 'rgba(0, 105, 92, 0.06)' }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography sx={{ fontWeight: 700, fontSize: '1.35rem' }}>{formatRupees(value)}</Typography>
      <Typography variant="body2" color="text.secondary">
        {rupeesInWords(value)}
      </Typography>
    </Box>
  );
}

function OkButton() {
  return (
    <Button
      href={site.investUrl}
      target="_blank"
      rel="noopener noreferrer"
      variant="contained"
      color="secondary"
      size="large"
      endIcon={<OpenInNewRounded aria-hidden />}
      data-print="hide"
    >
      OK
      <Box component="span" sx={visuallyHiddenStyle}>
        , start investing (opens in a new tab)
      </Box>
    </Button>
  );
}

type RetirementSummaryProps = {
  /** The inputs of the last submit of panel 2 (Try New's instalment aside). */
  inputs: TRetirementInputs;
  /** Told whether the shortage is negative: panels 1 and 2 then stay closed (seeds section 4). */
  onNegativeShortage: (negative: boolean) => void;
  rates: PlannerRates;
  onRatesChange: (rates: PlannerRates) => void;
  /** Try New's instalment as last saved, to refill its field. */
  savedNewMonthly: string;
  /** Called with the instalment on every Calculate (the page saves it). */
  onCalculate: (newMonthlyInvestment: number) => void;
  /** Good Job's Try Again: start the planner over. */
  onTryAgain: () => void;
  /** The step-up to start with: a share link's, or none. */
  initialStepUp: number;
  /** The portfolio to start with: a share link's, or the conservative one. */
  initialProfile: ReturnProfile;
  /**
   * True when a share link chose the portfolio: a saved risk profile then does not choose it.
   * Otherwise a signed-in user's risk profile picks the portfolio it points to.
   */
  profileFromLink: boolean;
  /** The options beyond the seeds (issue 25); an option left out is its default. */
  options: RetirementOptions;
  onOptionsChange: (options: RetirementOptions) => void;
  /** The plan kept as scenario A, shown beside this one; null when not comparing. */
  scenarioA: SharedRetirement | null;
  /** Keep this plan as scenario A (null: stop comparing). */
  onCompare: (scenarioA: SharedRetirement | null) => void;
};

/**
 * Panel 3. Short of the goal: the three gauges and the selected profile's monthly SIP (note 1),
 * with Try New (another instalment: what it affords a month in today's rupees, note 2) and OK
 * (the investing site). Covered: 'Good Job'. Then, for both, the savings year by year, how the
 * figures are worked out, and the Assumptions panel. Mounted afresh on every submit of panel 2,
 * which returns it to its initial state.
 */
export function RetirementSummary({
  inputs,
  onNegativeShortage,
  rates,
  onRatesChange,
  savedNewMonthly,
  onCalculate,
  onTryAgain,
  initialStepUp,
  initialProfile,
  profileFromLink,
  options,
  onOptionsChange,
  scenarioA,
  onCompare,
}: RetirementSummaryProps) {
  const plan = useMemo(() => planRetirement(inputs, rates, options), [inputs, rates, options]);
  const negative = plan.shortage < 0;
  useEffect(() => {
    onNegativeShortage(negative);
  }, [negative, onNegativeShortage]);
  // The portfolio shown: the one the user (or a share link) chose; else the one a saved risk
  // profile points to, once it is known; else the planner's first.
  const [chosen, setChosen] = useState<ReturnProfile | null>(
    profileFromLink ? initialProfile : null,
  );
  const riskBand = useFollowedRiskBand();
  const selected = chosen ?? riskBand ?? initialProfile;
  // While a rate is refused, the figures are those of the last valid rates: marked as such.
  const [ratesValid, setRatesValid] = useState(true);
  const [optionsValid, setOptionsValid] = useState(
    () => retirementOptionsProblem(options, inputs.retirementAge) === null,
  );
  const optionWords = changedOptionWords(options);
  const [mode, setMode] = useState<'initial' | 'tryNew'>('initial');
  const [calculated, setCalculated] = useState<number | null>(null);
  const [stepUp, setStepUp] = useState(initialStepUp);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Drawn in the browser only (the Summary is never server-rendered), so the date is safe here.
  const [printedAt] = useState(() => new Date());
  const tryNewRef = useRef<HTMLElement | null>(null);

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  const form = useForm({
    schema: ZRetirementTryNewSchema,
    initialValues: { newMonthlyInvestment: savedNewMonthly },
    toInput: (values) => ({ newMonthlyInvestment: parseAmount(values.newMonthlyInvestment) }),
    submit: ({ newMonthlyInvestment }: TRetirementTryNew) => {
      setCalculated(newMonthlyInvestment);
      onCalculate(newMonthlyInvestment);
    },
    // A refused instalment takes the last answer away: it no longer answers what the field says.
    onInvalid: () => setCalculated(null),
  });

  useEffect(() => {
    if (mode === 'tryNew') tryNewRef.current?.focus();
  }, [mode]);

  const profile = profileOf(plan, selected);
  const { input } = plan;
  const affordable = calculated === null ? null : tryNew(plan, profile.rate, calculated);
  const chartMonthly = calculated ?? profile.monthly;
  const newMonthly = form.field('newMonthlyInvestment');
  const inPortfolio = `in a ${profile.label.toLowerCase()} portfolio`;
  const scenario: SharedRetirement = { inputs, rates, stepUp, profile: selected, options };

  return (
    <Box>
      <StaleFigures stale={!ratesValid}>
        <StaleFigures
          stale={!optionsValid}
          note="These figures are hidden until the options are valid. Correct the option under Your retirement options to see them again."
        >
          {plan.covered ? (
            <Box sx={{ textAlign: 'center', py: 2 }}>
              <Typography
                component="h3"
                variant="h4"
                ref={headingRef}
                tabIndex={-1}
                sx={{ fontWeight: 700, color: 'primary.dark', outline: 'none' }}
              >
                Good Job
              </Typography>
              <Typography sx={{ mt: 1, fontSize: '1.15rem' }}>
                You are on the right track &amp; have your retirement covered
              </Typography>
              <Typography
                variant="body2"
                color="text.secondary"
                sx={{ mt: 1, mx: 'auto', maxWidth: '60ch' }}
              >
                Your savings, retiral benefits, rent and pension are expected to pay for{' '}
                {formatRupees(input.presentMonthlyExpenses * plan.spendingShare)} a month in
                today&apos;s rupees until {plan.lifeExpectancy}, with {formatRupees(-plan.shortage)}{' '}
                to spare on the day you retire.
              </Typography>
              <Button
                variant="outlined"
                size="large"
                sx={{ mt: 2 }}
                onClick={onTryAgain}
                data-print="hide"
              >
                Try Again
              </Button>
            </Box>
          ) : (
            <Box>
              <Typography
                component="h3"
                variant="h5"
                ref={headingRef}
                tabIndex={-1}
                sx={{ fontWeight: 700, outline: 'none' }}
              >
                Your retirement at {input.retirementAge}
              </Typography>
              <Box
                sx={{
                  mt: 2,
                  display: 'grid',
                  gap: 2,
                  gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
                }}
              >
                <Figure
                  label={`Needed on the day you retire at ${input.retirementAge}`}
                  value={plan.corpusNeeded}
                />
                <Figure label="Still to save (the shortage)" value={plan.shortage} />
              </Box>

              <Typography component="h4" sx={{ fontWeight: 700, mt: 3, mb: 1 }}>
                Choose a portfolio
              </Typography>
              {riskBand && <RiskProfileNote band={riskBand} selected={selected} />}
              <RiskGauges profiles={plan.profiles} selected={selected} onSelect={setChosen} />

              <Box
                aria-live="polite"
                sx={{ mt: 2.5, p: 2, borderRadius: 2, border: 1, borderColor: 'divider' }}
              >
                <Typography>
                  Monthly investment, {profile.label.toLowerCase()} ({formatPercent(profile.rate)} a
                  year):{' '}
                  <Box
                    component="strong"
                    sx={{ fontSize: '1.5rem' }}
                    data-testid="monthly-investment"
                  >
                    {formatRupees(profile.monthly)}
                  </Box>
                </Typography>
                {mode === 'initial' && (
                  <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                    Note: invest this amount every month from now until you retire at{' '}
                    {input.retirementAge} to build the shortage of {formatRupees(plan.shortage)}, if
                    a {profile.label.toLowerCase()} portfolio earns {formatPercent(profile.rate)} a
                    year. Amounts are rounded up to the next ₹500.
                  </Typography>
                )}
                <Typography sx={{ mt: 1 }} data-testid="lump-sum">
                  Or all at once: <strong>{formatRupees(profile.lumpSum)}</strong> invested today in
                  a {profile.label.toLowerCase()} portfolio would build the same shortage by{' '}
                  {input.retirementAge}, with no monthly SIP.
                </Typography>
              </Box>

              {mode === 'tryNew' && (
                <Box
                  component="form"
                  noValidate
                  onSubmit={form.handleSubmit}
                  aria-label="Try New"
                  sx={{ mt: 2.5 }}
                >
                  <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}>
                    <Box sx={{ flex: '1 1 260px', maxWidth: 360 }}>
                      <FormTextField
                        id="retirement-new-monthly-investment"
                        label="New Monthly Investment"
                        prefix="₹"
                        inputMode="decimal"
                        autoComplete="off"
                        {...newMonthly}
                        inputRef={(element) => {
                          newMonthly.inputRef(element);
                          tryNewRef.current = element;
                        }}
                        help={amountHint(
                          form.values.newMonthlyInvestment,
                          'What you could invest each month instead',
                        )}
                      />
                    </Box>
                    <SubmitButton busy={false} sx={{ mt: 0.5 }}>
                      Calculate
                    </SubmitButton>
                  </Box>
                  {affordable && calculated !== null && (
                    <Box
                      role="status"
                      sx={{ mt: 2, p: 2, borderRadius: 2, bgcolor: 'rgba(0, 105, 92, 0.06)' }}
                    >
                      <Typography>
                        Income you can afford at today&apos;s value:{' '}
                        <Box
                          component="strong"
                          sx={{ fontSize: '1.35rem' }}
                          data-testid="affordable-income"
                        >
                          {formatRupees(affordable.affordableMonthlyToday)}
                        </Box>{' '}
                        a month
                      </Typography>
                      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                        Note: investing {formatRupees(calculated)} a month in a{' '}
                        {profile.label.toLowerCase()} portfolio at {formatPercent(profile.rate)} a
                        year, with what you have, your rent and your pension, could pay this much a
                        month in today&apos;s rupees from {input.retirementAge} to{' '}
                        {plan.lifeExpectancy}, rising with prices each year. You asked for{' '}
                        {formatRupees(input.presentMonthlyExpenses)}.
                      </Typography>
                    </Box>
                  )}
                </Box>
              )}

              <Box sx={{ mt: 2.5, display: 'flex', gap: 2, flexWrap: 'wrap' }}>
                {mode === 'initial' && (
                  <Button
                    variant="outlined"
                    size="large"
                    onClick={() => setMode('tryNew')}
                    data-print="hide"
                  >
                    Try New
                  </Button>
                )}
                <OkButton />
              </Box>
            </Box>
          )}

          <Box data-print="only" sx={{ mt: 3 }}>
            <Typography component="h3" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
              Your inputs
            </Typography>
            <Typography variant="body2">
              Age {input.age}, retiring at {input.retirementAge},{' '}
              {GENDER_LABELS[input.gender].toLowerCase()} (planned to {plan.lifeExpectancy}).
              Existing investment {formatRupees(input.existingInvestment)}; retiral benefits{' '}
              {formatRupees(input.retiralBenefits)}; rental income{' '}
              {formatRupees(input.rentalIncome)} a month; pension{' '}
              {formatRupees(input.pensionIncome)} a month; present expenses{' '}
              {formatRupees(input.presentMonthlyExpenses)} a month.
              {optionWords.length > 0 && ` Your options: ${optionWords.join('; ')}.`}
            </Typography>
          </Box>

          <Section title="Your savings, year by year">
            <CorpusSection
              plan={plan}
              monthly={plan.covered ? 0 : chartMonthly}
              rate={profile.rate}
              profileLabel={profile.label}
            />
          </Section>

          {!plan.covered && (
            <>
              <Section title="Step up each year">
                <StepUpSection
                  id="retirement-step-up"
                  target={plan.shortage}
                  years={plan.workingYears}
                  options={plan.profiles}
                  chosen={profile}
                  optionHeader="Portfolio"
                  stepUp={stepUp}
                  onChange={setStepUp}
                />
              </Section>
              {plan.workingYears > 1 && (
                <Section title="The cost of waiting a year">
                  <WaitingNote
                    target={plan.shortage}
                    rate={profile.rate}
                    years={plan.workingYears}
                    stepUp={stepUp}
                    what="retirement"
                    route={inPortfolio}
                  />
                </Section>
              )}
              <Section title="The working" hideInPrint>
                <SipWorking
                  leadingSteps={
                    <>
                      {optionWords.length > 0 && (
                        <li>
                          Your options, which every figure here uses: {optionWords.join('; ')}.
                        </li>
                      )}
                      <li>
                        The shortage to build by {input.retirementAge}, as &ldquo;How this is
                        calculated&rdquo; below works it out:{' '}
                        <code>{formatRupees(plan.shortage)}</code>.
                      </li>
                    </>
                  }
                  target={plan.shortage}
                  targetName="shortage"
                  rate={profile.rate}
                  years={plan.workingYears}
                  flatMonthly={profile.monthly}
                  stepUp={stepUp}
                  route={inPortfolio}
                  filename={`retirement-plan-${profile.id}.csv`}
                />
              </Section>
            </>
          )}

          <Section title="How this is calculated">
            <HowCalculated plan={plan} profile={profile} />
          </Section>
        </StaleFigures>
      </StaleFigures>

      <Section title="Your retirement options" hideInPrint>
        <OptionsPanel
          gender={input.gender}
          retirementAge={input.retirementAge}
          options={options}
          onChange={onOptionsChange}
          onValidityChange={setOptionsValid}
        />
      </Section>

      <Section title="Assumptions" hideInPrint>
        <AssumptionsPanel rates={rates} onChange={onRatesChange} onValidityChange={setRatesValid} />
      </Section>

      {scenarioA && (
        <Section title="Comparing two plans" hideInPrint>
          <CompareRetirements a={scenarioA} b={scenario} />
          <Button variant="text" sx={{ mt: 1 }} onClick={() => onCompare(null)}>
            Stop comparing
          </Button>
        </Section>
      )}

      <Section title="Share or compare" hideInPrint>
        <ShareLink
          path={paths.retirementPlanner.path}
          fragment={retirementFragment(scenario)}
          noun="retirement plan"
        />
        <Button
          variant="outlined"
          sx={{ mt: 2 }}
          startIcon={<CompareArrowsRounded aria-hidden />}
          onClick={() => onCompare(scenario)}
        >
          {scenarioA ? 'Compare this one with another' : 'Compare with another'}
        </Button>
      </Section>

      <PrintPlanButton sx={{ mt: 3 }} />
      <PrintedFrom date={printedAt} />
    </Box>
  );
}
