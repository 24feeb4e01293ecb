// `npm run share-pictures`: draws the pictures link previews show (src/shared/config/share-pictures.ts)
// and the site's logo for search engines, into src/web/public/share/. Run it after changing their
// words or shapes, and commit the PNGs (ADR 033 says why they are committed, not drawn at build).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import subsetFont from 'subset-font';
import {
  SHARE_PICTURE_SIZE,
  shareDrawings,
  sharePicturePath,
  type ShareDrawingName,
} from '../src/shared/config/share-pictures';
import { site } from '../src/shared/config/site';

/** The shapes drawn beside the words. */
type Motif =
  | 'mark'
  | 'goals'
  | 'map'
  | 'sunrise'
  | 'pulse'
  | 'gauge'
  | 'pages'
  | 'shelf'
  | 'tag'
  | 'lens'
  | 'bubbles'
  | 'screen'
  | 'envelope'
  | 'team'
  | 'board'
  | 'circle'
  | 'laptop'
  | 'tree'
  | 'heart';

/** Each picture's line under its heading, and its shapes (`shows` in share-pictures.ts says them). */
const drawings: Record<ShareDrawingName, { line: string; motif: Motif }> = {
  site: { line: 'A school of wealth for families in India', motif: 'mark' },
  home: { line: 'Invest with confidence.', motif: 'goals' },
  moneyMap: { line: 'A goal turned into a monthly SIP', motif: 'map' },
  retirementPlanner: { line: 'The corpus you need and the SIP that builds it', motif: 'sunrise' },
  financialHealth: { line: 'Savings, loans, insurance and goals in five steps', motif: 'pulse' },
  riskProfile: { line: 'Eight questions on how you invest', motif: 'gauge' },
  magazine: { line: 'Plain words on saving, investing, insurance and tax', motif: 'pages' },
  magazineSection: { line: 'Start here, investing, insurance, tax and life goals', motif: 'shelf' },
  magazineTag: { line: 'Every article on one topic', motif: 'tag' },
  magazineSearch: { line: 'Find articles by the words in them', motif: 'lens' },
  faq: { line: 'KYC, SIPs, redemptions and how we are paid', motif: 'bubbles' },
  media: { line: 'Short lessons on money, played when you press play', motif: 'screen' },
  contactUs: { line: 'Offices in Bengaluru, Mumbai and Ahmedabad', motif: 'envelope' },
  financialWellness: { line: 'Money workshops and clinics for your employees', motif: 'team' },
  financialEducation: { line: 'Six money lessons for schools and colleges', motif: 'board' },
  womenInvestment: { line: 'Money circles for women, free to join', motif: 'circle' },
  diy: { line: 'Free planners, and SIPs you start yourself', motif: 'laptop' },
  wealth: { line: 'One planner for your family’s investments', motif: 'tree' },
  mothersDay: { line: 'What our mothers taught us about money', motif: 'heart' },
};

const { width: W, height: H } = SHARE_PICTURE_SIZE;
const publicDir = path.join(import.meta.dirname, '..', 'src', 'web', 'public');

/** The theme's colours (src/web/app/theme.ts). */
const teal = '#00695c';
const tealDark = '#004d40';
const tealLight = '#4db6ac';
const tealPale = '#b2dfdb';
const amber = '#ffc107';
const amberDark = '#ff8f00';
const white = '#ffffff';

/** The favicon's mark: an amber A on a teal tile, 64 units square. */
const markPath = 'M18 48 32 14l14 34h-7l-3-8h-8l-3 8zm12-14h4l-2-6z';

/** Each motif in a 400-unit square, drawn on the dark teal disc at the picture's right. */
const motifs: Record<Motif, string> = {
  mark: `<g transform="translate(40 40) scale(5)"><rect width="64" height="64" rx="14" fill="${teal}" stroke="${tealLight}" stroke-width="1"/><path d="${markPath}" fill="${amber}"/></g>`,
  goals: [0, 1, 2]
    .map((i) => {
      const x = 70 + i * 100;
      const top = 300 - i * 70;
      const coins = Array.from(
        { length: 2 + i * 2 },
        (_, k) =>
          `<rect x="${x}" y="${330 - (k + 1) * 16}" width="80" height="14" rx="7" fill="${amber}" stroke="${tealDark}" stroke-width="3"/>`,
      ).join('');
      const flagTop = top - 130;
      return `${coins}<line x1="${x + 40}" y1="${330 - (2 + i * 2) * 16}" x2="${x + 40}" y2="${flagTop}" stroke="${white}" stroke-width="6" stroke-linecap="round"/><path d="M${x + 43} ${flagTop} l56 18 l-56 18 z" fill="${i === 2 ? amber : tealLight}"/>`;
    })
    .join(''),
  map: `<path d="M80 320 C 170 330, 200 240, 150 190 S 160 80, 260 110 S 330 190, 320 90" fill="none" stroke="${white}" stroke-width="10" stroke-dasharray="4 22" stroke-linecap="round"/><circle cx="80" cy="320" r="34" fill="${amber}" stroke="${white}" stroke-width="6"/><circle cx="80" cy="320" r="16" fill="none" stroke="${tealDark}" stroke-width="5"/><line x1="320" y1="100" x2="320" y2="40" stroke="${white}" stroke-width="8" stroke-linecap="round"/><path d="M324 40 l58 20 l-58 20 z" fill="${amber}"/>`,
  sunrise: `<clipPath id="horizon"><rect width="400" height="260"/></clipPath><g clip-path="url(#horizon)"><circle cx="200" cy="260" r="120" fill="${amber}"/>${[
    -60, -30, 0, 30, 60,
  ]
    .map(
      (a) =>
        `<line x1="200" y1="110" x2="200" y2="60" stroke="${amber}" stroke-width="10" stroke-linecap="round" transform="rotate(${a} 200 260)"/>`,
    )
    .join('')}</g><rect x="20" y="258" width="360" height="8" rx="4" fill="${white}"/>${[3, 5, 7]
    .map((n, i) =>
      Array.from(
        { length: n },
        (_, k) =>
          `<rect x="${90 + i * 90}" y="${340 - (k + 1) * 12 + 40}" width="70" height="11" rx="5" fill="${white}" stroke="${tealDark}" stroke-width="2"/>`,
      ).join(''),
    )
    .join('')}`,
  pulse: `<circle cx="200" cy="200" r="150" fill="none" stroke="${white}" stroke-width="12"/><polyline points="70,210 140,210 170,140 210,280 240,180 260,210 330,210" fill="none" stroke="${amber}" stroke-width="14" stroke-linejoin="round" stroke-linecap="round"/><circle cx="300" cy="300" r="48" fill="${amber}"/><path d="M278 300 l16 16 l30 -34" fill="none" stroke="${tealDark}" stroke-width="12" stroke-linecap="round" stroke-linejoin="round"/>`,
  gauge: `${[
    [tealLight, 180, 240],
    [amber, 240, 300],
    [amberDark, 300, 360],
  ]
    .map(([colour, from, to]) => {
      const at = (deg: number) => {
        const r = (Number(deg) * Math.PI) / 180;
        return `${(200 + 150 * Math.cos(r)).toFixed(1)} ${(260 + 150 * Math.sin(r)).toFixed(1)}`;
      };
      return `<path d="M${at(Number(from) + 2)} A150 150 0 0 1 ${at(Number(to) - 2)}" fill="none" stroke="${colour}" stroke-width="40"/>`;
    })
    .join(
      '',
    )}<line x1="200" y1="260" x2="250" y2="140" stroke="${white}" stroke-width="14" stroke-linecap="round"/><circle cx="200" cy="260" r="24" fill="${white}"/><rect x="60" y="300" width="280" height="12" rx="6" fill="${tealLight}"/>`,
  pages: `<g transform="rotate(-6 200 200)"><rect x="40" y="80" width="160" height="230" rx="10" fill="${white}"/><rect x="200" y="80" width="160" height="230" rx="10" fill="${tealPale}"/><rect x="60" y="105" width="120" height="70" rx="6" fill="${amber}"/>${[
    195, 220, 245, 270,
  ]
    .map(
      (y) =>
        `<rect x="60" y="${y}" width="${y === 270 ? 80 : 120}" height="10" rx="5" fill="${tealLight}"/>`,
    )
    .join('')}${[105, 130, 155, 180, 205, 230, 255]
    .map(
      (y) =>
        `<rect x="220" y="${y}" width="${y === 255 ? 70 : 120}" height="10" rx="5" fill="${teal}"/>`,
    )
    .join('')}</g>`,
  shelf:
    [tealLight, amber, white, amberDark]
      .map(
        (colour, i) =>
          `<g transform="translate(${40 + i * 82} ${110 + (i % 2) * 20})"><rect x="0" y="0" width="34" height="26" rx="6" fill="${colour}"/><rect x="0" y="16" width="70" height="200" rx="8" fill="${colour}" stroke="${tealDark}" stroke-width="4"/></g>`,
      )
      .join('') + `<rect x="20" y="346" width="360" height="12" rx="6" fill="${white}"/>`,
  tag: `<path d="M60 110 C 110 40, 170 40, 200 90" fill="none" stroke="${white}" stroke-width="6" stroke-linecap="round"/><g transform="rotate(20 230 220)"><path d="M150 120 h150 a16 16 0 0 1 16 16 v170 a16 16 0 0 1 -16 16 h-150 l-70 -101 z" fill="${amber}" stroke="${white}" stroke-width="6" stroke-linejoin="round"/><circle cx="130" cy="221" r="16" fill="${tealDark}" stroke="${white}" stroke-width="5"/><rect x="170" y="190" width="110" height="14" rx="7" fill="${tealDark}"/><rect x="170" y="225" width="80" height="14" rx="7" fill="${tealDark}"/></g>`,
  lens: `${[90, 130, 170, 210, 250, 290]
    .map(
      (y, i) =>
        `<rect x="50" y="${y}" width="${[260, 220, 280, 180, 240, 200][i]}" height="14" rx="7" fill="${tealLight}"/>`,
    )
    .join(
      '',
    )}<circle cx="210" cy="180" r="90" fill="${white}" fill-opacity="0.25" stroke="${amber}" stroke-width="22"/><line x1="275" y1="245" x2="350" y2="320" stroke="${amber}" stroke-width="34" stroke-linecap="round"/>`,
  bubbles: `<path d="M40 70 h200 a24 24 0 0 1 24 24 v110 a24 24 0 0 1 -24 24 h-120 l-50 44 v-44 h-30 a24 24 0 0 1 -24 -24 v-110 a24 24 0 0 1 24 -24 z" fill="${white}"/><path d="M112 120 a28 28 0 1 1 40 25 c-10 5 -12 12 -12 24" fill="none" stroke="${tealDark}" stroke-width="14" stroke-linecap="round"/><circle cx="140" cy="198" r="9" fill="${tealDark}"/><path d="M170 200 h170 a24 24 0 0 1 24 24 v80 a24 24 0 0 1 -24 24 h-20 v40 l-46 -40 h-104 a24 24 0 0 1 -24 -24 v-80 a24 24 0 0 1 24 -24 z" fill="${amber}"/><path d="M218 266 l26 26 l50 -56" fill="none" stroke="${tealDark}" stroke-width="16" stroke-linecap="round" stroke-linejoin="round"/>`,
  screen: `<rect x="20" y="80" width="260" height="170" rx="18" fill="${white}"/><rect x="38" y="98" width="224" height="134" rx="8" fill="${tealLight}"/><circle cx="150" cy="165" r="44" fill="${amber}"/><path d="M136 142 v46 l40 -23 z" fill="${tealDark}"/><rect x="110" y="250" width="80" height="18" fill="${white}"/><rect x="80" y="266" width="140" height="14" rx="7" fill="${white}"/><rect x="300" y="110" width="60" height="120" rx="30" fill="${amber}"/><path d="M288 200 a42 42 0 0 0 84 0" fill="none" stroke="${white}" stroke-width="10"/><path d="M330 242 v50 M300 300 h60" stroke="${white}" stroke-width="10" stroke-linecap="round"/>`,
  envelope: `<rect x="40" y="90" width="250" height="170" rx="10" fill="${white}"/><path d="M62 118 H268 M62 148 H248 M62 178 H228" stroke="${tealLight}" stroke-width="12" stroke-linecap="round"/><path d="M10 170 L165 265 L320 170 V330 H10 Z" fill="${amber}"/><path d="M10 330 L130 240 M320 330 L200 240" stroke="${amberDark}" stroke-width="8"/><path d="M330 250 C300 214 300 176 330 170 C360 176 360 214 330 250 Z" fill="${white}" transform="translate(0 -60)"/><circle cx="330" cy="136" r="12" fill="${tealDark}"/>`,
  team: `<path d="M40 150 L130 110 L210 125 L300 60 L360 40" fill="none" stroke="${amber}" stroke-width="14" stroke-linecap="round" stroke-linejoin="round"/><circle cx="90" cy="200" r="30" fill="${white}"/><rect x="48" y="238" width="84" height="110" rx="36" fill="${tealLight}"/><circle cx="200" cy="180" r="30" fill="${white}"/><rect x="158" y="218" width="84" height="110" rx="36" fill="${amber}"/><circle cx="310" cy="200" r="30" fill="${white}"/><rect x="268" y="238" width="84" height="110" rx="36" fill="${tealLight}"/>`,
  board: `<rect x="30" y="60" width="340" height="230" rx="12" fill="#2e7d32" stroke="#8d6e63" stroke-width="16"/><text x="200" y="215" text-anchor="middle" font-family="sans-serif" font-weight="700" font-size="150" fill="${white}">₹</text><rect x="140" y="300" width="120" height="14" rx="7" fill="${white}"/>`,
  circle: `<circle cx="200" cy="215" r="70" fill="${tealPale}" opacity="0.5"/><circle cx="200" cy="53" r="26" fill="${white}"/><rect x="166" y="83" width="68" height="60" rx="28" fill="${amber}"/><circle cx="319" cy="139" r="26" fill="${white}"/><rect x="285" y="169" width="68" height="60" rx="28" fill="${tealLight}"/><circle cx="273" cy="279" r="26" fill="${white}"/><rect x="239" y="309" width="68" height="60" rx="28" fill="${amber}"/><circle cx="127" cy="279" r="26" fill="${white}"/><rect x="93" y="309" width="68" height="60" rx="28" fill="${tealLight}"/><circle cx="81" cy="139" r="26" fill="${white}"/><rect x="47" y="169" width="68" height="60" rx="28" fill="${amber}"/>`,
  laptop: `<rect x="60" y="70" width="280" height="190" rx="14" fill="${white}"/><rect x="78" y="88" width="244" height="154" rx="6" fill="${tealPale}"/><path d="M100 220 L160 180 L210 195 L260 140 L300 115" fill="none" stroke="${tealDark}" stroke-width="12" stroke-linecap="round" stroke-linejoin="round"/><circle cx="300" cy="115" r="12" fill="${amber}"/><path d="M30 270 H370 L345 300 H55 Z" fill="${amber}"/>`,
  tree: `<rect x="180" y="210" width="40" height="130" rx="12" fill="#8d6e63"/><circle cx="200" cy="150" r="100" fill="#43a047"/><circle cx="120" cy="200" r="60" fill="#66bb6a"/><circle cx="280" cy="200" r="60" fill="#66bb6a"/><circle cx="160" cy="110" r="18" fill="${amber}" stroke="${amberDark}" stroke-width="4"/><circle cx="245" cy="95" r="18" fill="${amber}" stroke="${amberDark}" stroke-width="4"/><circle cx="200" cy="170" r="18" fill="${amber}" stroke="${amberDark}" stroke-width="4"/><circle cx="120" cy="205" r="18" fill="${amber}" stroke="${amberDark}" stroke-width="4"/><circle cx="285" cy="210" r="18" fill="${amber}" stroke="${amberDark}" stroke-width="4"/>`,
  heart: `<path d="M200 340 C80 250 30 190 40 130 C50 70 120 50 160 80 C180 95 192 110 200 125 C208 110 220 95 240 80 C280 50 350 70 360 130 C370 190 320 250 200 340 Z" fill="${white}"/><rect x="150" y="230" width="100" height="26" rx="13" fill="${amber}" stroke="${amberDark}" stroke-width="4"/><rect x="150" y="200" width="100" height="26" rx="13" fill="${amber}" stroke="${amberDark}" stroke-width="4"/><rect x="150" y="170" width="100" height="26" rx="13" fill="${amber}" stroke="${amberDark}" stroke-width="4"/>`,
};

/** The picture without its words: teal, a disc with the motif at the right, an amber rule below. */
function background(motif: Motif): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<rect width="${W}" height="${H}" fill="${teal}"/>
<circle cx="1110" cy="40" r="170" fill="${tealDark}" opacity="0.35"/>
<circle cx="930" cy="315" r="240" fill="${tealDark}"/>
<g transform="translate(730 115)">${motifs[motif]}</g>
<g transform="translate(80 70) scale(1.125)"><rect width="64" height="64" rx="14" fill="${tealDark}"/><path d="${markPath}" fill="${amber}"/></g>
<rect y="${H - 18}" width="${W}" height="18" fill="${amber}"/>
</svg>`;
}

/** Lato (the site's font) as TrueType files pango can read: @fontsource ships only web formats. */
async function latoFiles(dir: string): Promise<{ bold: string; regular: string }> {
  const lato = path.join(import.meta.dirname, '..', 'node_modules', '@fontsource', 'lato', 'files');
  const ascii = Array.from({ length: 0x7f - 0x20 }, (_, k) => String.fromCharCode(0x20 + k));
  const characters = `${ascii.join('')}–—‘’“”…·`;
  const write = async (weight: number) => {
    const woff = fs.readFileSync(path.join(lato, `lato-latin-${weight}-normal.woff`));
    const file = path.join(dir, `lato-${weight}.ttf`);
    fs.writeFileSync(file, await subsetFont(woff, characters, { targetFormat: 'sfnt' }));
    return file;
  };
  return { bold: await write(700), regular: await write(400) };
}

const escapeMarkup = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Words drawn by pango in Lato, wrapped at `width`. */
async function words(
  text: string,
  {
    font,
    fontfile,
    colour,
    width,
  }: { font: string; fontfile: string; colour: string; width: number },
) {
  const { data, info } = await sharp({
    text: {
      text: `<span foreground="${colour}">${escapeMarkup(text)}</span>`,
      font,
      fontfile,
      width,
      rgba: true,
      dpi: 72,
      spacing: 4,
    },
  })
    .png()
    .toBuffer({ resolveWithObject: true });
  return { input: data, height: info.height };
}

async function drawPicture(
  name: ShareDrawingName,
  fonts: { bold: string; regular: string },
): Promise<Buffer> {
  const { heading } = shareDrawings[name];
  const { line, motif } = drawings[name];
  const siteName = await words(site.name.toUpperCase(), {
    font: 'Lato Bold 34',
    fontfile: fonts.bold,
    colour: white,
    width: 400,
  });
  const big = await words(heading, {
    font: `Lato Bold ${heading.length > 16 ? 64 : 76}`,
    fontfile: fonts.bold,
    colour: white,
    width: 560,
  });
  const small = await words(line, {
    font: 'Lato Regular 34',
    fontfile: fonts.regular,
    colour: tealPale,
    width: 590,
  });
  // The heading and its line, centred as one block in the space under the site's name.
  const blockTop = 170 + Math.max(0, (400 - (big.height + 28 + small.height)) / 2);
  return sharp(Buffer.from(background(motif)))
    .composite([
      { input: siteName.input, left: 170, top: 92 },
      { input: big.input, left: 80, top: Math.round(blockTop) },
      { input: small.input, left: 80, top: Math.round(blockTop + big.height + 28) },
    ])
    .png({ palette: true, colors: 96, compressionLevel: 9, effort: 10 })
    .toBuffer();
}

/** The favicon's mark as a PNG, for the publisher's `logo` in structured data. */
async function drawLogo(): Promise<Buffer> {
  const { width } = site.logo;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${width}" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${teal}"/><path d="${markPath}" fill="${amber}"/></svg>`;
  return sharp(Buffer.from(svg))
    .png({ palette: true, colors: 32, compressionLevel: 9, effort: 10 })
    .toBuffer();
}

const fontDir = fs.mkdtempSync(path.join(os.tmpdir(), 'share-pictures-'));
try {
  const fonts = await latoFiles(fontDir);
  const outputs: [string, Buffer][] = [[site.logo.path, await drawLogo()]];
  for (const name of Object.keys(shareDrawings) as ShareDrawingName[]) {
    outputs.push([sharePicturePath(name), await drawPicture(name, fonts)]);
  }
  for (const [urlPath, bytes] of outputs) {
    const file = path.join(publicDir, ...urlPath.split('/'));
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, bytes);
    console.log(
      `${path.relative(process.cwd(), file)}: ${(bytes.byteLength / 1024).toFixed(1)} KB`,
    );
  }
} finally {
  fs.rmSync(fontDir, { recursive: true, force: true });
}
