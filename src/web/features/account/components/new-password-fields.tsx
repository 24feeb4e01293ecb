import { PASSWORD_MIN_LENGTH } from '../../../../shared/schemas/account';
import { FormPasswordField } from '../../../components/form/form-password-field';
import type { FieldBinding } from '../../../components/form/use-form';
import { usePasswordWeakness } from '../utils/password-weakness';

type NewPasswordFieldsProps = {
  /** Prefix of the two inputs' ids, unique on the page. */
  idPrefix: string;
  /** 'Password' on sign-up (the seed's label), 'New Password' where one is replaced. */
  label: 'Password' | 'New Password';
  password: FieldBinding;
  confirmation: FieldBinding;
  /** What a guesser would know of this account (its e-mail, its name): not to build on. */
  userInputs: readonly string[];
  autoFocus?: boolean;
};

/**
 * A new password and its confirmation, marked `new-password` so that password managers offer to
 * generate and save one: sign-up, Change Password and the reset page. Once typing pauses, a
 * password that is too easy to guess says why on its field, before any submit.
 */
export function NewPasswordFields({
  idPrefix,
  label,
  password,
  confirmation,
  userInputs,
  autoFocus,
}: NewPasswordFieldsProps) {
  const weakness = usePasswordWeakness(password.value, userInputs);
  return (
    <>
      <FormPasswordField
        id={`${idPrefix}-password`}
        label={label}
        autoComplete="new-password"
        autoFocus={autoFocus}
        {...password}
        error={password.error ?? weakness ?? undefined}
        help={`At least ${PASSWORD_MIN_LENGTH} characters; a few unrelated words are easy to remember and hard to guess`}
      />
      <FormPasswordField
        id={`${idPrefix}-confirm-password`}
        label="Confirm Password"
        autoComplete="new-password"
        {...confirmation}
        help="The same password again"
      />
    </>
  );
}
