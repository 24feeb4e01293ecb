import { CacheProvider } from '@emotion/react';
import IconButton from '@mui/material/IconButton';
import { parseHTML } from 'linkedom';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { serverRulesAttribute } from './app';
import { newServerStyleCache, pageStyleTags } from './page-style-tags';

function renderWithTags() {
  const cache = newServerStyleCache();
  const html = renderToString(
    <CacheProvider value={cache}>
      <IconButton aria-label="Open menu" sx={{ color: 'primary.dark' }}>
        <svg />
      </IconButton>
    </CacheProvider>,
  );
  const page = `<html><head>${pageStyleTags(cache)}</head><body>${html}</body></html>`;
  const { document } = parseHTML(page);
  const tags = [...document.querySelectorAll('head style')];
  const listed = tags.at(-1)!.getAttribute(serverRulesAttribute)!.split(' ');
  return { cache, document, tags, listed };
}

describe("a page's style tags", () => {
  it("list the rule of every layer of a wrapped component, not only the element's merged class", () => {
    const { cache, document, listed } = renderWithTags();
    const button = document.querySelector('button')!;
    const onElement = [...button.classList].filter((name) => name.startsWith('mui-'));
    // IconButton's root wraps ButtonBase's: one class on the element, more layers of rules.
    expect(onElement).toHaveLength(1);
    expect(Object.keys(cache.inserted).length).toBeGreaterThan(onElement.length);
    expect(listed.sort()).toEqual(Object.keys(cache.inserted).sort());
    expect(listed).toContain(onElement[0]!.slice('mui-'.length));
    // Nothing is written into the body: every rule is in the head.
    expect(document.querySelectorAll('body style')).toHaveLength(0);
  });

  it("begin with the site's baseline and carry no tag that Emotion would take out of the head", () => {
    const { tags } = renderWithTags();
    expect(tags).toHaveLength(2);
    // MUI's CssBaseline with the theme's focus ring and print rules.
    expect(tags[0]!.textContent).toContain('box-sizing:border-box');
    expect(tags[0]!.textContent).toContain('outline:2px solid #00695c');
    expect(tags[0]!.textContent).toContain('@media print');
    // Emotion moves every tag it finds by `data-emotion` (a restyle of the whole page).
    expect(tags.filter((tag) => tag.hasAttribute('data-emotion'))).toHaveLength(0);
  });
});
