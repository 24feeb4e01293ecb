import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';

type FormSelectFieldProps = {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  inputRef?: (element: HTMLElement | null) => void;
  /** A problem with the choice: shown in place of the help text, and marks the field invalid. */
  error?: string;
  help: string;
  options: readonly { value: string; label: string }[];
  /** The first, unselectable line while nothing is chosen ('Select a goal'). */
  prompt: string;
};

/**
 * A labelled native select (the phone's own picker, and no pop-up code to load) with its help or
 * error line tied to it by aria-describedby, bound like a FormTextField.
 */
export function FormSelectField({
  id,
  label,
  value,
  onChange,
  inputRef,
  error,
  help,
  options,
  prompt,
}: FormSelectFieldProps) {
  const helpId = `${id}-help`;
  return (
    <FormControl fullWidth error={!!error}>
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <NativeSelect
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        inputRef={inputRef}
        input={<OutlinedInput label={label} notched />}
        inputProps={{ 'aria-describedby': helpId }}
      >
        <option value="" disabled>
          {prompt}
        </option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
      <FormHelperText id={helpId}>{error ?? help}</FormHelperText>
    </FormControl>
  );
}
