import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { renderErrorPage } from './entry-server';

describe('the page for a render that failed', () => {
  it('is status 500, kept out of search, with no scripts and plain links home and to support', () => {
    const result = renderErrorPage('https://arthashala.in');
    expect(result.status).toBe(500);
    expect(result.cacheable).toBe(false);
    const { document } = parseHTML(result.html);
    expect(document.querySelector('head title')?.textContent).toBe(
      'Something went wrong | Arthashala',
    );
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(document.querySelectorAll('script')).toHaveLength(0);
    expect(document.querySelector('main h1')?.textContent).toBe('Something went wrong');
    expect(document.querySelector('main a[href="/"]')?.textContent).toBe('Arthashala');
    expect(document.querySelector('main a[href^="mailto:"]')).not.toBe(null);
    // Styled like the site: MUI's styles for it are in the head.
    expect(document.querySelector('head style[data-mui-rules]')?.textContent).toMatch(/\.mui-/);
  });
});
