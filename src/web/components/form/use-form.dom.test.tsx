// @vitest-environment happy-dom
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { useForm, type FieldBinding, type SchemaSource } from './use-form';

afterEach(() => {
  document.body.innerHTML = '';
});

const ZAmount = z.object({
  amount: z.string().check(z.minLength(1, 'Amount is required')),
});

/** A bare field bound as the kit's fields are: `<Field {...form.field('amount')} />`. */
function Field({ value, onChange, inputRef, error }: FieldBinding) {
  return (
    <>
      <input
        id="amount"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        ref={inputRef}
      />
      <p id="error">{error ?? ''}</p>
    </>
  );
}

function AmountForm({
  schema,
  onSubmit,
}: {
  schema: SchemaSource<{ amount: string }>;
  onSubmit: (data: { amount: string }) => void;
}) {
  const form = useForm({ schema, initialValues: { amount: '' }, submit: onSubmit });
  return (
    <form onSubmit={form.handleSubmit}>
      <Field {...form.field('amount')} />
      <p id="seen">{form.values.amount}</p>
      <button type="submit">Submit</button>
    </form>
  );
}

/** The form's server HTML in the page, then taken over by React. */
async function serveAndHydrate(node: React.ReactElement, beforeHydration?: () => void) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(node);
  document.body.append(container);
  beforeHydration?.();
  await act(async () => {
    hydrateRoot(container, node);
  });
  return container;
}

const submit = async (container: HTMLElement) =>
  act(async () => {
    container.querySelector('button')!.click();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

it('keeps what was typed into the server’s HTML before the page’s code ran', async () => {
  const onSubmit = vi.fn();
  const container = await serveAndHydrate(
    <AmountForm schema={ZAmount} onSubmit={onSubmit} />,
    () => {
      document.querySelector<HTMLInputElement>('#amount')!.value = '5,00,000';
    },
  );
  expect(container.querySelector('#seen')!.textContent).toBe('5,00,000');
  await submit(container);
  expect(onSubmit).toHaveBeenCalledWith({ amount: '5,00,000' });
  expect(container.querySelector<HTMLInputElement>('#amount')!.value).toBe('5,00,000');
});

it('a submit that comes before a loaded schema waits for it, then names the problem', async () => {
  let resolve!: (schema: typeof ZAmount) => void;
  const load = vi.fn(() => new Promise<typeof ZAmount>((r) => (resolve = r)));
  const onSubmit = vi.fn();
  const container = await serveAndHydrate(<AmountForm schema={load} onSubmit={onSubmit} />);
  expect(load).not.toHaveBeenCalled(); // Nothing is fetched until the visitor starts.
  await submit(container);
  expect(load).toHaveBeenCalledOnce();
  expect(container.querySelector('#error')!.textContent).toBe('');
  await act(async () => resolve(ZAmount));
  expect(container.querySelector('#error')!.textContent).toBe('Amount is required');
  expect(onSubmit).not.toHaveBeenCalled();
  expect(document.activeElement).toBe(container.querySelector('#amount'));
});

it('a schema that fails to load says so in general terms, and the next submit tries again', async () => {
  const load = vi
    .fn<() => Promise<typeof ZAmount>>()
    .mockRejectedValueOnce(new Error('network'))
    .mockResolvedValueOnce(ZAmount);
  const onSubmit = vi.fn();

  function WithNotice() {
    const form = useForm({
      schema: load,
      initialValues: { amount: 'x' },
      submit: onSubmit,
    });
    return (
      <form onSubmit={form.handleSubmit}>
        <p id="notice">{form.notice?.message ?? ''}</p>
        <button type="submit">Submit</button>
      </form>
    );
  }
  const container = await serveAndHydrate(<WithNotice />);
  await submit(container);
  expect(container.querySelector('#notice')!.textContent).toBe('Something went wrong');
  await submit(container);
  expect(load).toHaveBeenCalledTimes(2);
  expect(onSubmit).toHaveBeenCalledWith({ amount: 'x' });
});
