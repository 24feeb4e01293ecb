/**
 * The guides the FAQ offers as PDF files. scripts/build-downloads.ts writes them at build time
 * (from scripts/downloads/process-guides.ts) into the web build's `downloads/` folder, which the
 * server serves as static files; they are not committed. Each link shows the file's type and size,
 * written here and checked against the built bytes by scripts/downloads/build-pdf.test.ts (a
 * change of wording that moves a size fails that test until the figure here is updated).
 */
export const downloads = {
  redemption: {
    path: '/downloads/redemption-process.pdf',
    title: 'Redemption process',
    sizeKb: 31,
  },
  purchaseSip: {
    path: '/downloads/purchase-sip-and-biller-registration.pdf',
    title: 'Purchase, SIP and biller registration process',
    sizeKb: 32,
  },
} as const;

export type DownloadKey = keyof typeof downloads;

/** A file's size as its link shows it: whole kilobytes (1,024 bytes), rounded up. */
export function sizeInKb(bytes: number): number {
  return Math.ceil(bytes / 1024);
}

/** What a link to a guide says after its title: "PDF, 42 KB". */
export function downloadFacts(key: DownloadKey): string {
  return `PDF, ${downloads[key].sizeKb} KB`;
}
