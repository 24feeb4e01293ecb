import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { downloads, sizeInKb } from '../../src/shared/config/downloads';
import { site } from '../../src/shared/config/site';
import { buildPdf } from './build-pdf';
import { guides } from './process-guides';

/** The PDF's metadata and every page's text, as a reader (pdf.js, Firefox's viewer) gets them. */
async function read(bytes: Buffer) {
  const pdf = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  const info = (await pdf.getMetadata()).info as Record<string, unknown>;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  const tree = await (await pdf.getPage(1)).getStructTree();
  const markInfo = await pdf.getMarkInfo();
  await pdf.destroy();
  return { info, text: pages.join('\n').replace(/\s+/g, ' '), tree, markInfo };
}

/** Every role in a structure tree, depth first. */
function roles(node: { role?: string; children?: unknown[] } | null): string[] {
  if (!node) return [];
  const children = (node.children ?? []) as { role?: string; children?: unknown[] }[];
  return [node.role ?? '', ...children.flatMap(roles)];
}

describe.each(guides)('the $title guide as a PDF', (guide) => {
  it('is a tagged PDF with its title, language and author in its metadata', async () => {
    const bytes = await buildPdf(guide);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { info, tree, markInfo } = await read(bytes);
    expect(info.Title).toBe(guide.title);
    expect(info.Author).toBe(site.name);
    expect(info.Language).toBe('en-IN');
    expect(markInfo?.Marked).toBe(true);
    const pageRoles = roles(tree);
    expect(pageRoles).toContain('H1');
    expect(pageRoles).toContain('H2');
    expect(pageRoles).toContain('LI');
  });

  it('holds its words as text (not pictures of text), every heading and list item', async () => {
    const { text } = await read(await buildPdf(guide));
    expect(text).toContain(guide.title);
    expect(text).toContain(site.distributor.arn);
    for (const block of guide.blocks) {
      // The first few words of each block: a line may wrap anywhere after them.
      const starts =
        block.kind === 'heading' || block.kind === 'paragraph' ? [block.text] : block.items;
      for (const start of starts) {
        expect(text).toContain(start.split(' ').slice(0, 4).join(' '));
      }
    }
  });

  it('is the size its link says, and the same bytes at every build', async () => {
    const first = await buildPdf(guide);
    const second = await buildPdf(guide);
    expect(first.equals(second)).toBe(true);
    expect(sizeInKb(first.length)).toBe(downloads[guide.key].sizeKb);
  });
});
