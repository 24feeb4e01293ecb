/**
 * What a visitor typed or chose in a field of the server's HTML before the page's code arrived, or
 * null. Hydration leaves such a value on screen but not in the form's state, and the next render
 * would put the state's value back: the form takes it in instead (use-form.ts). A field drawn by
 * the browser holds its default value, so it never reads as typed.
 */
export function typedBeforeHydration(element: Element | null): string | null {
  if (element instanceof HTMLSelectElement) {
    const initial = Array.from(element.options).find((option) => option.defaultSelected);
    return element.selectedIndex >= 0 &&
      element.value !== (initial?.value ?? element.options[0]?.value)
      ? element.value
      : null;
  }
  if (element instanceof HTMLTextAreaElement) {
    return element.value !== element.defaultValue ? element.value : null;
  }
  if (element instanceof HTMLInputElement) {
    if (['checkbox', 'radio', 'file', 'hidden', 'password'].includes(element.type)) return null;
    return element.value !== element.defaultValue ? element.value : null;
  }
  return null;
}
