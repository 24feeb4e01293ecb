// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { typedBeforeHydration } from './typed-before-hydration';

afterEach(() => {
  document.body.innerHTML = '';
});

/** A field as the server's HTML has it. */
function served<T extends Element>(html: string): T {
  document.body.innerHTML = html;
  return document.body.firstElementChild as T;
}

describe('typedBeforeHydration', () => {
  it('reads what was typed into a text field after the HTML arrived', () => {
    const input = served<HTMLInputElement>('<input id="pv" value="">');
    expect(typedBeforeHydration(input)).toBeNull();
    input.value = '500000';
    expect(typedBeforeHydration(input)).toBe('500000');
  });

  it('reads a slider moved and a text area written in', () => {
    const slider = served<HTMLInputElement>('<input type="range" min="18" max="65" value="18">');
    slider.value = '40';
    expect(typedBeforeHydration(slider)).toBe('40');
    const area = served<HTMLTextAreaElement>('<textarea>Hello</textarea>');
    expect(typedBeforeHydration(area)).toBeNull();
    area.value = 'Hello there';
    expect(typedBeforeHydration(area)).toBe('Hello there');
  });

  it('reads a choice made in a select, against the option the HTML selected', () => {
    const select = served<HTMLSelectElement>(
      '<select><option value="" selected disabled>Select a goal</option><option value="HOME">Home</option></select>',
    );
    expect(typedBeforeHydration(select)).toBeNull();
    select.value = 'HOME';
    expect(typedBeforeHydration(select)).toBe('HOME');
  });

  it('leaves alone check boxes, radios and passwords, and a missing element', () => {
    const box = served<HTMLInputElement>('<input type="checkbox" value="on">');
    box.checked = true;
    expect(typedBeforeHydration(box)).toBeNull();
    const password = served<HTMLInputElement>('<input type="password" value="">');
    password.value = 'secret';
    expect(typedBeforeHydration(password)).toBeNull();
    expect(typedBeforeHydration(null)).toBeNull();
  });
});
