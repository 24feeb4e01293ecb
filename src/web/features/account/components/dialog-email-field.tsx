import { FormTextField } from '../../../components/form/form-text-field';
import type { FieldBinding } from '../../../components/form/use-form';

type DialogEmailFieldProps = {
  id: string;
  /** The view's `form.field('email')`. */
  binding: FieldBinding;
  /** The dialog keeps the address when the visitor switches view (sign-in, sign-up, forgot). */
  onEmailChange: (value: string) => void;
};

/** The e-mail field of the sign-in dialog's views, focused when the view opens. */
export function DialogEmailField({ id, binding, onEmailChange }: DialogEmailFieldProps) {
  return (
    <FormTextField
      id={id}
      label="Email"
      type="email"
      inputMode="email"
      autoComplete="email"
      autoFocus
      {...binding}
      onChange={(value) => {
        binding.onChange(value);
        onEmailChange(value);
      }}
    />
  );
}
