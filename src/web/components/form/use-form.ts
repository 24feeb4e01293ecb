import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import type { ErrorCode } from '../../../shared/config/error-codes';
import { GENERIC_ERROR_MESSAGE } from '../../../shared/config/messages';
import { ApiError } from '../../lib/api-client';
import type { FormNotice } from './form-alert';
import { typedBeforeHydration } from './typed-before-hydration';

/** What the form needs of a Zod schema (classic or mini): safeParse and its issues. */
export type ParsingSchema<T> = {
  safeParse(data: unknown):
    | { success: true; data: T }
    | {
        success: false;
        error: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> };
      };
};

/**
 * A schema, or a loader for it. A loader keeps Zod off a page's first load: the schema is fetched
 * when the visitor first types, and a submit that comes sooner waits for it.
 */
export type SchemaSource<T> = ParsingSchema<T> | (() => Promise<ParsingSchema<T>>);

export type FieldError<F extends string> = { field: F; message: string };

/** What a field component needs: `<FormTextField {...form.field('email')} />`. */
export type FieldBinding = {
  value: string;
  onChange: (value: string) => void;
  inputRef: (element: HTMLElement | null) => void;
  error: string | undefined;
};

/** Server codes that belong to one field of the form: `{ WRONG_PASSWORD: 'currentPassword' }`. */
export type ErrorFields<F extends string> = Partial<Record<ErrorCode, F>>;

/**
 * Where a failed call shows, decided by its code (never its text): under the field the code
 * concerns, or else in the form's alert. Something that is not an API answer gets the generic
 * sentence, never a raw exception message.
 */
export function placeFailure<F extends string>(
  error: unknown,
  errorFields: ErrorFields<F> = {},
): { field: F | undefined; message: string; code?: ErrorCode } {
  if (!(error instanceof ApiError)) return { field: undefined, message: GENERIC_ERROR_MESSAGE };
  return { field: errorFields[error.code], message: error.message, code: error.code };
}

/** The first problem the schema finds, on its field (the seeds show one message at a time). */
export function firstProblem<F extends string, T>(
  schema: ParsingSchema<T>,
  input: unknown,
  fields: readonly F[],
): { data: T } | { problem: FieldError<F> } {
  const result = schema.safeParse(input);
  if (result.success) return { data: result.data };
  const issue = result.error.issues[0];
  const named = issue?.path[0];
  const field = fields.includes(named as F) ? (named as F) : fields[0]!;
  return { problem: { field, message: issue?.message ?? GENERIC_ERROR_MESSAGE } };
}

type UseFormOptions<F extends string, T, R> = {
  /** The shared schema the server checks too; fields are reported in the order it lists them. */
  schema: SchemaSource<T>;
  initialValues: Record<F, string>;
  /** A notice to open with, e.g. why a Google sign-in came back failed. */
  initialNotice?: FormNotice | null;
  /** What the schema checks, made from the typed text (e.g. numbers). The text itself if absent. */
  toInput?: (values: Record<F, string>) => unknown;
  /** A check beyond the schema, run after it, e.g. the password estimator loaded on demand. */
  check?: (data: T) => Promise<FieldError<NoInfer<F>> | null> | FieldError<NoInfer<F>> | null;
  /** The call, or the computation, with the checked values. */
  submit: (data: T) => Promise<R> | R;
  onSuccess?: (result: R, data: T) => void;
  /** A submit stopped at a problem with the values (shown on its field). */
  onInvalid?: (problem: FieldError<NoInfer<F>>) => void;
  /** A failure the form turns into something else (a spent link, say): return true if handled. */
  onError?: (error: unknown) => boolean | void;
  errorFields?: ErrorFields<NoInfer<F>>;
};

/**
 * The one way to build a form: string values bound to fields, one submit handler (check with the
 * shared schema → call → place the answer), the busy state for the submit button, the first
 * problem on its field with the focus moved there, and one form-level notice for what belongs to
 * no field. Errors are shown here only: never also as a toast.
 */
export function useForm<F extends string, T, R = unknown>(options: UseFormOptions<F, T, R>) {
  const [values, setValues] = useState(options.initialValues);
  const [error, setError] = useState<FieldError<F> | null>(null);
  const [notice, setNotice] = useState<FormNotice | null>(options.initialNotice ?? null);
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);
  // Where the focus was when the submit started (the button, when it was pressed), and where it
  // goes back to once a failure that belongs to no field is shown.
  const focusedAtSubmit = useRef<Element | null>(null);
  const refocus = useRef<Element | null>(null);
  // Plain maps kept for the form's lifetime: the inputs, and one stable ref callback per field.
  const [inputs] = useState(() => new Map<F, HTMLElement | null>());
  const [refCallbacks] = useState(() => new Map<F, (element: HTMLElement | null) => void>());
  const fields = Object.keys(options.initialValues) as F[];

  // The schema once it is at hand; a loader's promise is kept so that it is fetched only once.
  const source = options.schema;
  const schemaRef = useRef<ParsingSchema<T> | null>(typeof source === 'function' ? null : source);
  const loadingRef = useRef<Promise<ParsingSchema<T>> | null>(null);
  const loadSchema = useCallback((): Promise<ParsingSchema<T>> => {
    if (schemaRef.current) return Promise.resolve(schemaRef.current);
    if (typeof source !== 'function') return Promise.resolve(source);
    loadingRef.current ??= source().then(
      (loaded) => (schemaRef.current = loaded),
      (error: unknown) => {
        loadingRef.current = null; // The next submit tries again.
        throw error;
      },
    );
    return loadingRef.current;
  }, [source]);

  const setValue = useCallback(
    (field: F, value: string) => {
      void loadSchema().catch(() => {}); // A failure shows at submit, which tries again.
      setValues((current) => ({ ...current, [field]: value }));
      // Editing the field in error clears its message; the next submit checks again.
      setError((current) => (current?.field === field ? null : current));
    },
    [loadSchema],
  );

  /** Puts a problem on its field and moves the focus there. */
  const showError = useCallback(
    (next: FieldError<F>) => {
      setError(next);
      inputs.get(next.field)?.focus();
    },
    [inputs],
  );

  const inputRef = (field: F) => {
    let callback = refCallbacks.get(field);
    if (!callback) {
      callback = (element) => {
        inputs.set(field, element);
        const typed = typedBeforeHydration(element);
        if (typed !== null) {
          setValues((current) =>
            current[field] === typed ? current : { ...current, [field]: typed },
          );
        }
      };
      refCallbacks.set(field, callback);
    }
    return callback;
  };

  const invalid = (problem: FieldError<F>) => {
    showError(problem);
    options.onInvalid?.(problem);
  };

  const fail = (caught: unknown) => {
    if (options.onError?.(caught)) return;
    const placed = placeFailure(caught, options.errorFields);
    if (placed.field) return showError({ field: placed.field, message: placed.message });
    setNotice({ severity: 'error', message: placed.message, code: placed.code });
    refocus.current = focusedAtSubmit.current;
  };

  const setBusyBoth = (next: boolean) => {
    busyRef.current = next;
    setBusy(next);
  };

  // Disabling the busy submit button drops its focus (to the page, or to a dialog's frame). After
  // a failure shown in the form's alert it goes back, so a keyboard user keeps their place.
  useEffect(() => {
    if (busy) return;
    const previous = refocus.current;
    refocus.current = null;
    const active = document.activeElement as HTMLElement | null;
    const dropped = !active || active === document.body || active.tabIndex < 0;
    if (dropped && previous instanceof HTMLElement && previous.isConnected) previous.focus();
  }, [busy]);

  /** Keeps the form busy (and the submit button spinning) until the work settles. */
  const wait = async (work: Promise<unknown>) => {
    focusedAtSubmit.current = document.activeElement;
    setBusyBoth(true);
    try {
      await work;
    } catch (caught) {
      fail(caught);
    } finally {
      setBusyBoth(false);
    }
  };

  /** Checks the values, then makes the call; returns what there is to wait for, if anything. */
  const checkAndSubmit = (schema: ParsingSchema<T>): Promise<void> | void => {
    const checked = firstProblem(schema, (options.toInput ?? ((v) => v))(values), fields);
    if ('problem' in checked) return invalid(checked.problem);
    setError(null);
    const data = checked.data;
    const { check, submit, onSuccess } = options;
    if (check) {
      return (async () => {
        const problem = await check(data);
        if (problem) return invalid(problem);
        onSuccess?.(await submit(data), data);
      })();
    }
    let outcome: Promise<R> | R;
    try {
      outcome = submit(data);
    } catch (caught) {
      return fail(caught);
    }
    if (outcome instanceof Promise) return outcome.then((result) => onSuccess?.(result, data));
    onSuccess?.(outcome, data);
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (busyRef.current) return;
    setNotice(null);
    const schema = schemaRef.current;
    // Submitted before the schema arrived (nothing typed, or a fast hand): wait for it.
    if (!schema) return void wait(loadSchema().then(checkAndSubmit));
    // A form that only computes in the page has nothing to wait for: no busy flash.
    const pending = checkAndSubmit(schema);
    if (pending) void wait(pending);
  };

  const errorFor = (name: F) => (error?.field === name ? error.message : undefined);

  const field = (name: F): FieldBinding => ({
    value: values[name],
    onChange: (value: string) => setValue(name, value),
    inputRef: inputRef(name),
    error: errorFor(name),
  });

  return {
    values,
    setValues,
    setValue,
    field,
    errorFor,
    showError,
    /** The form-level notice: a failure that belongs to no field, or the outcome of a success. */
    notice,
    setNotice,
    busy,
    handleSubmit,
  };
}
