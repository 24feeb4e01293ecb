import { useEffect, useState } from 'react';
import { PASSWORD_MIN_LENGTH } from '../../../../shared/schemas/account';
import type { FieldError } from '../../../components/form/use-form';

/**
 * Why a new password is too easy to guess, or null: the shared estimator (security item 11),
 * loaded on first use only (about 150 KB gzipped, never part of a first load). If its code cannot
 * be loaded the form goes ahead: the server checks again and answers WEAK_PASSWORD.
 */
async function passwordWeaknessOf(
  password: string,
  userInputs: readonly string[],
): Promise<string | null> {
  try {
    const { passwordWeakness } = await import('../../../../shared/schemas/password-strength');
    return passwordWeakness(password, userInputs.filter(Boolean));
  } catch {
    return null;
  }
}

/** The form's `check`: a weak password is a problem on its field, found before any call. */
export async function weakPasswordProblem<F extends string>(
  field: F,
  password: string,
  userInputs: readonly string[],
): Promise<FieldError<F> | null> {
  const weakness = await passwordWeaknessOf(password, userInputs);
  return weakness ? { field, message: weakness } : null;
}

const PAUSE_MS = 400;

/**
 * The estimator's sentence for the password being typed, once typing pauses and the password is
 * long enough to judge; null meanwhile and for a strong one. A stale answer is never shown.
 */
export function usePasswordWeakness(password: string, userInputs: readonly string[]) {
  const [judged, setJudged] = useState<{ password: string; weakness: string | null } | null>(null);
  const inputs = userInputs.join('\n');

  useEffect(() => {
    if (password.length < PASSWORD_MIN_LENGTH) return;
    let current = true;
    const timer = setTimeout(() => {
      void passwordWeaknessOf(password, inputs.split('\n')).then((weakness) => {
        if (current) setJudged({ password, weakness });
      });
    }, PAUSE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [password, inputs]);

  return judged?.password === password ? judged.weakness : null;
}
