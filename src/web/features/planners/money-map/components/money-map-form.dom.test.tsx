// @vitest-environment happy-dom
import { expect, it, vi } from 'vitest';
import { render, settle, type as typeInto } from '../../../../testing/dom';
import { MoneyMapForm } from './money-map-form';

function fill(saved: string) {
  typeInto('#money-map-present-value', '1000000');
  const goal = document.querySelector<HTMLSelectElement>('#money-map-goal')!;
  goal.value = 'EDUCATION';
  goal.dispatchEvent(new Event('change', { bubbles: true }));
  typeInto('#money-map-years', '10');
  typeInto('#money-map-already-saved', saved);
}

const submit = () =>
  settle(() => document.querySelector<HTMLButtonElement>('button[type="submit"]')!.click());

it('keeps “already saved” under More options, labelled and reachable', () => {
  render(<MoneyMapForm onCalculate={() => {}} onInvalid={() => {}} />);
  const details = document.querySelector('details')!;
  expect(details.querySelector('summary')?.textContent).toBe('More options');
  expect(document.querySelector('label[for="money-map-already-saved"]')?.textContent).toContain(
    'Already saved for this goal',
  );
});

it('sends what is already saved with the goal, and nothing when it is left empty', async () => {
  const onCalculate = vi.fn();
  render(<MoneyMapForm onCalculate={onCalculate} onInvalid={() => {}} />);
  fill('2 lakh');
  await submit();
  // The form's schema loads with the first submit, however long that takes.
  await vi.waitFor(() =>
    expect(onCalculate).toHaveBeenLastCalledWith({
      presentValue: 1_000_000,
      goal: 'EDUCATION',
      years: 10,
      alreadySaved: 200_000,
    }),
  );
  typeInto('#money-map-already-saved', '');
  await submit();
  await vi.waitFor(() => expect(onCalculate).toHaveBeenCalledTimes(2));
  expect(onCalculate.mock.lastCall?.[0].alreadySaved).toBeUndefined();
});

it('names a saving that is no amount under its field', async () => {
  const onCalculate = vi.fn();
  render(<MoneyMapForm onCalculate={onCalculate} onInvalid={() => {}} />);
  fill('-5');
  await submit();
  expect(onCalculate).not.toHaveBeenCalled();
  expect(document.activeElement?.id).toBe('money-map-already-saved');
});
