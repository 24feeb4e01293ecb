import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { useState, type ComponentProps } from 'react';
import { FormTextField } from './form-text-field';

type FormPasswordFieldProps = Omit<
  ComponentProps<typeof FormTextField>,
  'type' | 'inputMode' | 'prefix' | 'endAdornment' | 'autoCapitalize'
>;

/** A FormTextField for a password, with a button that shows what was typed (and hides it again). */
export function FormPasswordField(props: FormPasswordFieldProps) {
  const [revealed, setRevealed] = useState(false);
  const name = props.label.toLowerCase();
  return (
    <FormTextField
      {...props}
      type={revealed ? 'text' : 'password'}
      autoCapitalize="none"
      endAdornment={
        <InputAdornment position="end">
          <IconButton
            edge="end"
            aria-label={revealed ? `Hide ${name}` : `Show ${name}`}
            aria-controls={props.id}
            onClick={() => setRevealed((shown) => !shown)}
            onMouseDown={(event) => event.preventDefault()}
            disabled={props.disabled}
          >
            {revealed ? <VisibilityOffIcon /> : <VisibilityIcon />}
          </IconButton>
        </InputAdornment>
      }
    />
  );
}
