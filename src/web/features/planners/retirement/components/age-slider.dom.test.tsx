// @vitest-environment happy-dom
import { useState } from 'react';
import { expect, it } from 'vitest';
import { render, type as typeInto } from '../../../../testing/dom';
import { AgeSlider } from './age-slider';

function Slider() {
  const [value, setValue] = useState('18');
  return (
    <AgeSlider id="age" label="Age" min={18} max={65} value={value} onChange={setValue} help="h" />
  );
}

it('moves the slider to an age typed in the field beside it, both labelled', () => {
  render(<Slider />);
  const slider = document.querySelector<HTMLInputElement>('#age')!;
  const typed = document.querySelector<HTMLInputElement>('#age-typed')!;
  expect(document.querySelector('label[for="age"]')?.textContent).toBe('Age');
  expect(typed.getAttribute('aria-label')).toBe('Age in years');
  typeInto('#age-typed', '42');
  expect(slider.value).toBe('42');
  expect(typed.value).toBe('42');
});
