import { PASSWORD_MIN_LENGTH } from '../../../../shared/schemas/account';
import { FormTextField } from '../../../components/form-text-field';

type FieldBinding = {
  value: string;
  onChange: (value: string) => void;
  inputRef: (element: HTMLInputElement | null) => void;
  error: string | undefined;
};

type NewPasswordFieldsProps = {
  /** Prefix of the two inputs' ids, unique on the page. */
  idPrefix: string;
  /** 'Password' on sign-up (the seed's label), 'New Password' where one is replaced. */
  label: 'Password' | 'New Password';
  password: FieldBinding;
  confirmation: FieldBinding;
  autoFocus?: boolean;
};

/**
 * A new password and its confirmation, marked `new-password` so that password managers offer to
 * generate and save one: sign-up, Change Password and the reset page.
 */
export function NewPasswordFields({
  idPrefix,
  label,
  password,
  confirmation,
  autoFocus,
}: NewPasswordFieldsProps) {
  return (
    <>
      <FormTextField
        id={`${idPrefix}-password`}
        label={label}
        type="password"
        autoComplete="new-password"
        autoFocus={autoFocus}
        {...password}
        help={`At least ${PASSWORD_MIN_LENGTH} characters`}
      />
      <FormTextField
        id={`${idPrefix}-confirm-password`}
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
        {...confirmation}
      />
    </>
  );
}
