// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, expect, it } from 'vitest';
import { FINANCIAL_HEALTH_STEPS } from '../../../../../shared/planners/financial-health';
import { firstStepError } from '../../../../../shared/schemas/financial-health';
import QuestionStep from './question-step';

afterEach(() => {
  document.body.innerHTML = '';
});

const step = FINANCIAL_HEALTH_STEPS[0]!;

function mount(error: ReturnType<typeof firstStepError>, errorSerial: number) {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  const render = (e: typeof error, serial: number) =>
    act(() =>
      root.render(
        <QuestionStep
          step={step}
          answers={{}}
          error={e}
          errorSerial={serial}
          onAnswer={() => {}}
        />,
      ),
    );
  render(error, errorSerial);
  return { container, render };
}

const firstRadio = (container: HTMLElement) =>
  container.querySelector<HTMLInputElement>(`input[name="fh-${step.questions[0]}"]`);

it('a new step puts the focus on its heading', () => {
  const { container } = mount(null, 0);
  expect(document.activeElement).toBe(container.querySelector('h2'));
});

it('a refused Next puts the focus on the question to answer', () => {
  const { container, render } = mount(null, 0);
  render(firstStepError(step, {}), 1);
  expect(document.activeElement).toBe(firstRadio(container));
});

// Next can be pressed while the step's code is still loading: the step then appears with its
// message already set, and the question to answer, not the heading, must have the focus.
it('a step that appears with a message puts the focus on the question to answer', () => {
  const { container } = mount(firstStepError(step, {}), 1);
  expect(document.activeElement).toBe(firstRadio(container));
});
