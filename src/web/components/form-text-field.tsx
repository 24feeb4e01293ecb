import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useState, type Ref } from 'react';

type FormTextFieldProps = {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'email' | 'password' | 'tel';
  /** Always given: password managers and autofill depend on it (email, current-password, …). */
  autoComplete: string;
  /** A problem with the value: shown in place of the help text, and marks the field invalid. */
  error?: string;
  help?: string;
  inputRef?: Ref<HTMLInputElement>;
  required?: boolean;
  autoFocus?: boolean;
  disabled?: boolean;
  inputMode?: 'text' | 'email' | 'tel' | 'numeric';
};

/**
 * A labelled text input with its help or error line tied to it by aria-describedby, as MUI's
 * TextField lays it out but without TextField, which brings the whole pop-up Select along. A
 * password field gets a button that shows what was typed.
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
}: FormTextFieldProps) {
  const [revealed, setRevealed] = useState(false);
  const helpText = error ?? help;
  const helpId = `${id}-help`;
  const isPassword = type === 'password';

  return (
    <FormControl fullWidth error={!!error} required={required} disabled={disabled}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        label={required ? `${label} *` : label}
        type={isPassword && revealed ? 'text' : type}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        inputRef={inputRef}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        inputProps={{
          inputMode,
          'aria-describedby': helpText ? helpId : undefined,
          // Names, addresses and passwords are not words to correct.
          spellCheck: false,
          autoCapitalize: type === 'text' ? undefined : 'none',
        }}
        endAdornment={
          isPassword ? (
            <InputAdornment position="end">
              <IconButton
                edge="end"
                aria-label={
                  revealed ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`
                }
                aria-controls={id}
                onClick={() => setRevealed((shown) => !shown)}
                onMouseDown={(event) => event.preventDefault()}
                disabled={disabled}
              >
                {revealed ? <VisibilityOffIcon /> : <VisibilityIcon />}
              </IconButton>
            </InputAdornment>
          ) : undefined
        }
      />
      {helpText && <FormHelperText id={helpId}>{helpText}</FormHelperText>}
    </FormControl>
  );
}
