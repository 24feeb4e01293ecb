import { FormTextField } from './form-text-field';

type ContactFieldProps = {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  inputRef?: (element: HTMLElement | null) => void;
  required?: boolean;
  autoFocus?: boolean;
  /** The field's name, when the form calls it something else ('Contact'). */
  label?: string;
  /** Words of the form's own under the field, in place of the usual help. */
  help?: string;
};

/** Decision 26's help: what a phone field takes, the same on every form. */
const PHONE_HELP = 'Your Indian mobile number: 10 digits, with or without +91';

/**
 * An e-mail address field as every form of the site has it: the e-mail keyboard on a phone and
 * the browser's autofill of the person's address.
 */
export function FormEmailField({ label = 'Email', ...props }: ContactFieldProps) {
  return (
    <FormTextField label={label} type="email" inputMode="email" autoComplete="email" {...props} />
  );
}

/**
 * An Indian mobile number field as every form of the site has it (decision 26): the phone keypad,
 * autofill of the person's number, and the one help line that says what it takes.
 */
export function FormPhoneField({
  label = 'Phone',
  help = PHONE_HELP,
  ...props
}: ContactFieldProps) {
  return (
    <FormTextField
      label={label}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      help={help}
      {...props}
    />
  );
}
