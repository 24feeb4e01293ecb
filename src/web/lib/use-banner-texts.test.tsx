// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useFirstBannerText } from './use-banner-texts';

// Without the answer in the page, the hook asks the API; these tests give it the API's answers.
function Banner() {
  return <p>{useFirstBannerText() ?? 'no banner'}</p>;
}

async function renderWith(body: string) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(body, { headers: { 'content-type': 'application/json' } })),
  );
  const container = document.createElement('div');
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  await act(async () => createRoot(container).render(<Banner />));
  await act(() => vi.waitFor(() => expect(fetch).toHaveBeenCalled()));
  await act(async () => {});
  return container.textContent;
}

afterEach(() => vi.unstubAllGlobals());

describe('useFirstBannerText', () => {
  it('gives the first announcement that is not blank', async () => {
    const texts = [
      { id: '1', text: ' ' },
      { id: '2', text: 'Hello' },
    ];
    expect(await renderWith(JSON.stringify({ success: true, texts }))).toBe('Hello');
  });

  it('gives nothing when the answer cannot be read', async () => {
    expect(await renderWith('{"success":')).toBe('no banner');
  });
});
