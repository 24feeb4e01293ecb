import { useCallback, useState } from 'react';

/** What the forms need of a Zod schema (classic or mini): safeParse and its issues. */
type ParsingSchema<T> = {
  safeParse(data: unknown):
    | { success: true; data: T }
    | {
        success: false;
        error: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> };
      };
};

export type FieldError<F extends string> = { field: F; message: string };

/**
 * A small form state for the account and admin forms: string values, the first problem the shared
 * schema finds (the seeds show one message at a time, in the form's order) and focus on its field.
 */
export function useSchemaForm<F extends string, T>(
  schema: ParsingSchema<T>,
  initialValues: Record<F, string>,
) {
  const [values, setValues] = useState(initialValues);
  const [error, setError] = useState<FieldError<F> | null>(null);
  // Plain maps kept for the form's lifetime: the inputs, and one stable ref callback per field.
  const [inputs] = useState(() => new Map<F, HTMLInputElement | null>());
  const [refCallbacks] = useState(() => new Map<F, (element: HTMLInputElement | null) => void>());

  const setValue = useCallback((field: F, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    // Editing the field in error clears its message; the next submit checks again.
    setError((current) => (current?.field === field ? null : current));
  }, []);

  /** A ref callback for the field's input, so that a problem can move the focus there. */
  const inputRef = (field: F) => {
    let callback = refCallbacks.get(field);
    if (!callback) {
      callback = (element) => void inputs.set(field, element);
      refCallbacks.set(field, callback);
    }
    return callback;
  };

  const showError = useCallback(
    (next: FieldError<F>) => {
      setError(next);
      inputs.get(next.field)?.focus();
    },
    [inputs],
  );

  /** The checked values, or null after showing the first problem. */
  const validate = (): { data: T } | { problem: FieldError<F> } => {
    const result = schema.safeParse(values);
    if (result.success) {
      setError(null);
      return { data: result.data };
    }
    const issue = result.error.issues[0];
    const field = (issue?.path[0] ?? Object.keys(values)[0]) as F;
    const problem = { field, message: issue?.message ?? 'Please check this field' };
    showError(problem);
    return { problem };
  };

  const errorFor = (field: F) => (error?.field === field ? error.message : undefined);

  /** Everything a FormTextField needs to be bound to a field: `<FormTextField {...form.field('email')} />`. */
  const field = (name: F) => ({
    value: values[name],
    onChange: (value: string) => setValue(name, value),
    inputRef: inputRef(name),
    error: errorFor(name),
  });

  return { values, setValues, setValue, error, errorFor, field, showError, inputRef, validate };
}
