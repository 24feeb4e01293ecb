// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { cleanPastedHtml, dataUrlFile } from './clean-pasted-html';

const keepNoImages = () => null;

describe('pasted HTML', () => {
  it('unwraps Google Docs’ bold wrapper and turns its styled spans into elements', () => {
    const docs =
      '<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-1234"><p dir="ltr" style="text-align: center;"><span style="font-weight:700;font-family:Arial">Strong</span> <span style="font-style:italic">slanted</span> <span style="text-decoration:underline">under</span></p></b>';
    expect(cleanPastedHtml(docs, keepNoImages)).toBe(
      '<p dir="ltr" class="article-align-center"><span><strong>Strong</strong></span> <span><em>slanted</em></span> <span><u>under</u></span></p>',
    );
  });

  it('drops Word’s styles, comments, unknown classes and <o:p>, keeping the list’s classes', () => {
    const word =
      '<style>p.MsoNormal{margin:0}</style><!--[if gte mso 9]><xml></xml><![endif]--><p class="MsoNormal article-indent-1" style="margin:0cm">Text<o:p></o:p></p>';
    expect(cleanPastedHtml(word, keepNoImages)).toBe('<p class="article-indent-1">Text</p>');
  });

  it('hands each data: picture to be uploaded and keeps none of them', () => {
    const png = 'data:image/png;base64,iVBORw0KGgo=';
    const seen: string[] = [];
    const html = cleanPastedHtml(
      `<p>a<img src="${png}" alt="x"></p><img src="data:image/svg+xml;base64,PHN2Zz4=">`,
      (dataUrl) => {
        seen.push(dataUrl);
        return dataUrl === png ? 'blob:local-1' : null;
      },
    );
    expect(seen).toHaveLength(2);
    expect(html).toBe('<p>a<img src="blob:local-1" alt="x"></p>');
  });

  it('reads a raster data: picture as a file and refuses anything else', () => {
    const file = dataUrlFile('data:image/png;base64,iVBORw0KGgo=');
    expect(file?.type).toBe('image/png');
    expect(file?.size).toBe(8);
    expect(dataUrlFile('data:image/svg+xml;base64,PHN2Zz4=')).toBeNull();
  });
});
