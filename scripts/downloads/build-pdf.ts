import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { site } from '../../src/shared/config/site';
import type { Guide } from './process-guides';

const require = createRequire(import.meta.url);

/** Lato, the site's font, embedded (subset) so that the text is real, selectable text. */
const fonts = {
  regular: require.resolve('@fontsource/lato/files/lato-latin-400-normal.woff'),
  bold: require.resolve('@fontsource/lato/files/lato-latin-700-normal.woff'),
};

/** The theme's teal (src/web/app/theme.ts) and the body's near-black. */
const teal = '#004d40';
const ink = '#212121';
const grey = '#555555';

/**
 * The one date the guides carry, so that a build writes the same bytes every time (their sizes
 * shown beside the links are checked against them: src/shared/config/downloads.ts).
 */
const WRITTEN = new Date(Date.UTC(2026, 10, 27));

/**
 * A guide as a tagged PDF 1.7: real text in Lato, the title in its metadata (and shown as the
 * window's title), the language en-IN, headings, paragraphs and lists marked as such for screen
 * readers, page numbers marked as artifacts.
 */
export function buildPdf(guide: Guide): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 64, bottom: 64, left: 60, right: 60 },
    pdfVersion: '1.7',
    tagged: true,
    lang: 'en-IN',
    displayTitle: true,
    bufferPages: true,
    info: {
      Title: guide.title,
      Author: site.name,
      Subject: guide.subject,
      Keywords: 'mutual funds, India, investor guide',
      Creator: site.name,
      Producer: site.name,
      CreationDate: WRITTEN,
      ModDate: WRITTEN,
    },
  });
  doc.registerFont('body', fonts.regular);
  doc.registerFont('bold', fonts.bold);

  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const document = doc.struct('Document');
  doc.addStructure(document);

  doc
    .font('body')
    .fontSize(10)
    .fillColor(grey)
    .text(`${site.name} · ${site.distributor.registration} · ${site.distributor.arn}`, {
      structParent: document,
      structType: 'P',
    });
  doc.moveDown(0.6);
  doc.font('bold').fontSize(22).fillColor(teal).text(guide.title, {
    structParent: document,
    structType: 'H1',
  });
  doc.moveDown(0.8);

  for (const block of guide.blocks) {
    switch (block.kind) {
      case 'heading':
        doc.moveDown(0.6);
        doc.font('bold').fontSize(14).fillColor(teal).text(block.text, {
          structParent: document,
          structType: 'H2',
        });
        doc.moveDown(0.3);
        break;
      case 'paragraph':
        doc.font('body').fontSize(11).fillColor(ink).text(block.text, {
          structParent: document,
          structType: 'P',
          lineGap: 2,
        });
        doc.moveDown(0.5);
        break;
      case 'steps':
      case 'bullets': {
        const list = doc.struct('L');
        document.add(list);
        doc
          .font('body')
          .fontSize(11)
          .fillColor(ink)
          .list([...block.items], {
            structParent: list,
            structTypes: ['LI', 'Lbl', 'LBody'],
            listType: block.kind === 'steps' ? 'numbered' : 'bullet',
            bulletRadius: 2,
            textIndent: 18,
            bulletIndent: 4,
            lineGap: 2,
            paragraphGap: 4,
          });
        list.end();
        doc.moveDown(0.5);
        break;
      }
    }
  }
  document.end();

  // Page numbers, as artifacts (not content a screen reader reads as part of the guide).
  const { start, count } = doc.bufferedPageRange();
  for (let page = start; page < start + count; page++) {
    doc.switchToPage(page);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.markContent('Artifact', { type: 'Pagination' });
    doc
      .font('body')
      .fontSize(9)
      .fillColor(grey)
      .text(
        `${guide.title} · page ${page + 1} of ${count}`,
        doc.page.margins.left,
        doc.page.height - 40,
        { width: doc.page.width - doc.page.margins.left - doc.page.margins.right, align: 'center' },
      );
    doc.endMarkedContent();
    doc.page.margins.bottom = bottom;
  }
  doc.end();
  return done;
}
