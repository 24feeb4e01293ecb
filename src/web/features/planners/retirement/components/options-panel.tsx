import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { formatPercent } from '../../../../../shared/format/percent';
import { RETIREMENT_ASSUMPTIONS } from '../../../../../shared/planners/assumptions';
import type { RetirementOptions } from '../../../../../shared/planners/retirement';
import { lifeExpectancyFor, type Gender } from '../../../../../shared/planners/retirement-limits';
import { FormTextField } from '../../../../components/form/form-text-field';
import {
  retirementOptionsProblem,
  type RetirementOptionField,
} from '../../../../../shared/schemas/retirement-options';

type OptionsPanelProps = {
  gender: Gender;
  retirementAge: number;
  options: RetirementOptions;
  /** New valid options: an option back at its default is left out (undefined). */
  onChange: (options: RetirementOptions) => void;
  onValidityChange: (valid: boolean) => void;
};

const percentText = (fraction: number) => String(Math.round(fraction * 10_000) / 100);
const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/**
 * The planner's options beyond the seeds (issue 25), each starting at the seeds' figure: the age
 * the plan pays until, what money earns in retirement and how much of today's spending goes on
 * in retirement. The figures follow as they are typed; a value out of range is named under its
 * field and the figures stay those of the last valid ones.
 */
export function OptionsPanel({
  gender,
  retirementAge,
  options,
  onChange,
  onValidityChange,
}: OptionsPanelProps) {
  const defaults = {
    lifeExpectancy: lifeExpectancyFor(gender),
    retirementReturn: RETIREMENT_ASSUMPTIONS.discountRate,
    spendingShare: 1,
  };
  const [text, setText] = useState<Record<RetirementOptionField, string>>(() => ({
    lifeExpectancy: String(options.lifeExpectancy ?? defaults.lifeExpectancy),
    retirementReturn: percentText(options.retirementReturn ?? defaults.retirementReturn),
    spendingShare: percentText(options.spendingShare ?? defaults.spendingShare),
  }));
  // Options kept from before may no longer fit new ages (planned to 75, now retiring at 78): the
  // problem shows at once, with the options open, and the figures wait for a fix.
  const [problem, setProblem] = useState(() => retirementOptionsProblem(options, retirementAge));
  const [startOpen] = useState(problem !== null);

  const change = (field: RetirementOptionField) => (value: string) => {
    const next = { ...text, [field]: value };
    setText(next);
    const read = {
      lifeExpectancy: numberOf(next.lifeExpectancy),
      retirementReturn: numberOf(next.retirementReturn) / 100,
      spendingShare: numberOf(next.spendingShare) / 100,
    };
    // A value equal to the default is no option: the plan stays the seeds' to the last digit.
    const candidate: RetirementOptions = {
      ...(read.lifeExpectancy === defaults.lifeExpectancy
        ? {}
        : { lifeExpectancy: read.lifeExpectancy }),
      ...(read.retirementReturn === defaults.retirementReturn
        ? {}
        : { retirementReturn: read.retirementReturn }),
      ...(read.spendingShare === defaults.spendingShare
        ? {}
        : { spendingShare: read.spendingShare }),
    };
    const found = retirementOptionsProblem(candidate, retirementAge);
    setProblem(found);
    onValidityChange(found === null);
    if (found === null) onChange(candidate);
  };

  const errorOf = (field: RetirementOptionField) =>
    problem?.field === field ? problem.message : undefined;

  return (
    <Box
      component="details"
      open={startOpen}
      sx={{ '& > summary': { cursor: 'pointer', fontWeight: 700, color: 'primary.main' } }}
    >
      <summary>More options: life expectancy, return and spending in retirement</summary>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5, mb: 2, maxWidth: '65ch' }}>
        Each starts at the figure the planner assumes; change one and every figure follows.
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' },
          alignItems: 'start',
        }}
      >
        <FormTextField
          id="retirement-life-expectancy"
          label="Plan to age"
          inputMode="numeric"
          autoComplete="off"
          value={text.lifeExpectancy}
          onChange={change('lifeExpectancy')}
          error={errorOf('lifeExpectancy')}
          help={`Life expectancy; we assume ${defaults.lifeExpectancy}`}
        />
        <FormTextField
          id="retirement-return-in-retirement"
          label="Return in retirement (% a year)"
          inputMode="decimal"
          autoComplete="off"
          value={text.retirementReturn}
          onChange={change('retirementReturn')}
          error={errorOf('retirementReturn')}
          help={`What savings earn once you retire; we assume ${formatPercent(defaults.retirementReturn)}`}
        />
        <FormTextField
          id="retirement-spending-share"
          label="Spending in retirement (% of today's)"
          inputMode="decimal"
          autoComplete="off"
          value={text.spendingShare}
          onChange={change('spendingShare')}
          error={errorOf('spendingShare')}
          help="100% keeps today's spending"
        />
      </Box>
    </Box>
  );
}
