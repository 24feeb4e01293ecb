// @vitest-environment happy-dom
import { act, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, expect, it, vi } from 'vitest';
import { DEFAULT_RATES, type PlannerRates } from '../../../shared/planners/assumptions';
import { RatesPanel, StaleFigures } from './rates-panel';

afterEach(() => {
  document.body.innerHTML = '';
});

const LABELS = { conservative: 'Debt', moderate: 'Asset allocation', aggressive: 'Equity' };

/** A planner in miniature: a figure that follows the rates, hidden while a rate is refused. */
function Planner({ onChange }: { onChange: (rates: PlannerRates) => void }) {
  const [rates, setRates] = useState(DEFAULT_RATES);
  const [valid, setValid] = useState(true);
  return (
    <>
      <StaleFigures stale={!valid}>
        <p id="figure">Equity at {Math.round(rates.returns.aggressive * 100)}%</p>
      </StaleFigures>
      <RatesPanel
        idPrefix="rate"
        returnLabels={LABELS}
        rates={rates}
        usual={DEFAULT_RATES}
        onChange={(next) => {
          onChange(next);
          setRates(next);
        }}
        onValidityChange={setValid}
      />
    </>
  );
}

function render(onChange = vi.fn()) {
  const container = document.createElement('div');
  document.body.append(container);
  act(() => createRoot(container).render(<Planner onChange={onChange} />));
  return { container, onChange };
}

/** Types into a field as a browser does: React hears the native input event. */
function type(container: HTMLElement, id: string, text: string) {
  const input = container.querySelector<HTMLInputElement>(`#${id}`)!;
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  act(() => {
    setValue.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

const helpOf = (container: HTMLElement, id: string) =>
  container.querySelector(`#${id}-help`)?.textContent;
const status = (container: HTMLElement) => container.querySelector('[role="status"]')!;

it('recomputes as a rate is typed, with no Apply button', () => {
  const { container, onChange } = render();
  expect(container.querySelector<HTMLInputElement>('#rate-aggressive')!.value).toBe('12');
  type(container, 'rate-aggressive', '13');
  expect(onChange).toHaveBeenLastCalledWith({
    ...DEFAULT_RATES,
    returns: { ...DEFAULT_RATES.returns, aggressive: 0.13 },
  });
  expect(container.querySelector('#figure')!.textContent).toBe('Equity at 13%');
  expect([...container.querySelectorAll('button')].map((b) => b.textContent)).toEqual([
    'Back to the usual rates',
  ]);
});

it('refuses rates out of risk order under the field, and hides the figures that are not current', () => {
  const { container, onChange } = render();
  type(container, 'rate-aggressive', '7');
  expect(helpOf(container, 'rate-aggressive')).toBe(
    'Expected returns rise with risk: debt, then asset allocation, then equity',
  );
  expect(onChange).not.toHaveBeenCalled();
  expect(status(container).textContent).toMatch(
    /^These figures are hidden until the rates are valid/,
  );
  expect(container.querySelector('[data-stale]')?.textContent).toBe('Equity at 12%');

  // Corrected: the figures follow, and are current again.
  type(container, 'rate-aggressive', '12.5');
  expect(status(container).textContent).toBe('');
  expect(container.querySelector('[data-stale]')).toBeNull();
  expect(helpOf(container, 'rate-aggressive')).toBe('2% to 13% a year');
});

it('hides the figures for a rate out of range or not a number', () => {
  const { container } = render();
  type(container, 'rate-inflation', '40');
  expect(helpOf(container, 'rate-inflation')).toMatch(/^Inflation should be between/);
  expect(container.querySelector('[data-stale]')).not.toBeNull();
  type(container, 'rate-inflation', 'six');
  expect(container.querySelector('[data-stale]')).not.toBeNull();
  act(() => container.querySelector('button')!.click());
  expect(container.querySelector<HTMLInputElement>('#rate-inflation')!.value).toBe('6');
  expect(container.querySelector('[data-stale]')).toBeNull();
});
