import type { FormEvent } from 'react';
import { useLocation } from 'wouter';
import { searchPath } from '../../../../shared/magazine/slug';

/**
 * The submit of any of the magazine's search boxes (a GET form with an input named `q`), one rule
 * for all: the words left once trimmed open the results page in the app; nothing left calls
 * `onEmpty` with the box, for the form to say so its own way. The box is read from the form, so
 * what was typed before the page was taken over counts too.
 */
export function useSearchSubmit(onEmpty: (box: HTMLInputElement) => void) {
  const [, navigate] = useLocation();
  return (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const box = event.currentTarget.elements.namedItem('q') as HTMLInputElement;
    const q = box.value.trim();
    if (q === '') onEmpty(box);
    else navigate(searchPath(q));
  };
}
