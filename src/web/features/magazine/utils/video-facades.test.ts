import { describe, expect, it } from 'vitest';
import { withVideoFacades } from './video-facades';

const embed = 'https://www.youtube-nocookie.com/embed/Xk3pQ7fLm2A';

describe('withVideoFacades', () => {
  it('turns a stored video into a link to it, named by its title, with nothing framed', () => {
    // As the server's sanitizer stores a YouTube watch link from 90 s (sanitize-html.ts).
    const stored = `<p>Watch:</p><iframe src="${embed}?start=90" title="SIPs &amp; NAVs" width="560" height="315" allow="accelerometer; encrypted-media; gyroscope; picture-in-picture" allowfullscreen loading="lazy" referrerpolicy="strict-origin-when-cross-origin"></iframe>`;
    const html = withVideoFacades(stored);
    expect(html).not.toContain('<iframe');
    expect(html).toContain('<p>Watch:</p>');
    expect(html).toContain(
      `<a class="video-facade" href="${embed}?start=90" data-video-title="SIPs &amp; NAVs" target="_blank" rel="noopener noreferrer">`,
    );
    expect(html).toContain(
      '<span class="video-facade-title">Play video: SIPs &amp; NAVs</span></a>',
    );
  });

  it('writes a title with angle brackets as text, never as markup', () => {
    // DOMPurify's serializer leaves < and > unescaped inside an attribute.
    const html = withVideoFacades(
      `<iframe src="${embed}" title="<img src=x onerror=alert(1)>"></iframe>`,
    );
    expect(html).not.toContain('<img');
    expect(html).toContain('Play video: &lt;img src=x onerror=alert(1)&gt;</span>');
  });

  it('calls a video without a title "Video"', () => {
    expect(withVideoFacades(`<iframe src="${embed}" title=""></iframe>`)).toContain(
      'Play video: Video</span>',
    );
  });

  it('leaves every other iframe and all other HTML as they are', () => {
    const other = '<iframe src="https://elsewhere.example/embed/Xk3pQ7fLm2A"></iframe>';
    expect(withVideoFacades(other)).toBe(other);
    const text = '<h2>No video</h2><p>Just words &amp; a <a href="/magazine">link</a>.</p>';
    expect(withVideoFacades(text)).toBe(text);
  });
});
