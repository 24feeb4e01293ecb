import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import type { ReactNode } from 'react';

type LabelledFieldProps = {
  /** The id of the control inside; its help text gets `${id}-help`. */
  id: string;
  label: string;
  /** A problem to show in place of the help text; it also marks the field invalid. */
  error?: string;
  help: string;
  children: ReactNode;
};

/**
 * A label, a control and a line of help or error, as TextField lays them out, without TextField:
 * TextField brings MUI's whole pop-up Select along, which this page does not need.
 */
export function LabelledField({ id, label, error, help, children }: LabelledFieldProps) {
  return (
    <FormControl fullWidth error={!!error}>
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      {children}
      <FormHelperText id={`${id}-help`}>{error ?? help}</FormHelperText>
    </FormControl>
  );
}
