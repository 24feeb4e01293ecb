import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { ReactNode } from 'react';

type FormTextFieldProps = {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** 'date' and 'time' are the browser's own pickers, which keep their label above the value. */
  type?: 'text' | 'email' | 'password' | 'tel' | 'date' | 'time';
  /** Always given: password managers and autofill depend on it (email, current-password, …). */
  autoComplete: string;
  /** A problem with the value: shown in place of the help text, and marks the field invalid. */
  error?: string;
  /** What is expected, in words. There are no placeholders: they read as values already typed. */
  help?: string;
  inputRef?: (element: HTMLElement | null) => void;
  required?: boolean;
  autoFocus?: boolean;
  disabled?: boolean;
  inputMode?: 'text' | 'email' | 'tel' | 'numeric' | 'decimal';
  /** A unit before the value, e.g. '₹'. */
  prefix?: string;
  /** 'none' keeps a phone's keyboard from capitalising (a shown password is type text). */
  autoCapitalize?: 'none';
  /** A control after the value (FormPasswordField's show-password button). */
  endAdornment?: ReactNode;
  /** A text of several lines (a message): a textarea that starts this many rows high. */
  rows?: number;
};

/**
 * A labelled text input with its help or error line tied to it by aria-describedby, as MUI's
 * TextField lays it out but without TextField, which brings the whole pop-up Select along.
 * Passwords use FormPasswordField, which adds the button that shows what was typed.
 */
export function FormTextField({
  id,
  label,
  value,
  onChange,
  type = 'text',
  autoComplete,
  error,
  help,
  inputRef,
  required,
  autoFocus,
  disabled,
  inputMode,
  prefix,
  autoCapitalize,
  endAdornment,
  rows,
}: FormTextFieldProps) {
  const helpText = error ?? help;
  const helpId = `${id}-help`;
  // A picker always shows its own mask (dd/mm/yyyy), which the label must not cover.
  const picker = type === 'date' || type === 'time';

  return (
    <FormControl fullWidth error={!!error} required={required} disabled={disabled}>
      <InputLabel htmlFor={id} shrink={picker || undefined}>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        label={required ? `${label} *` : label}
        notched={picker || undefined}
        type={type}
        multiline={rows !== undefined}
        minRows={rows}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        inputRef={inputRef}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        inputProps={{
          inputMode,
          'aria-describedby': helpText ? helpId : undefined,
          // Names, addresses and passwords are not words to correct; a message is.
          spellCheck: rows !== undefined,
          autoCapitalize: autoCapitalize ?? (type === 'text' ? undefined : 'none'),
        }}
        startAdornment={
          prefix ? <InputAdornment position="start">{prefix}</InputAdornment> : undefined
        }
        endAdornment={endAdornment}
      />
      {helpText && <FormHelperText id={helpId}>{helpText}</FormHelperText>}
    </FormControl>
  );
}
