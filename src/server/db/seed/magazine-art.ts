/**
 * The magazine demo's pictures, drawn here as SVG (decision 22): a cover for each article (1200 ×
 * 630, its theme in shapes and colour, no words) and a portrait for each author. Each drawing is a
 * few shapes from small functions; seed-magazine-images.ts rasterises them to WebP.
 */

/**
 * A cover's colours. `ink` is the drawing's main colour and keeps at least 4.5:1 contrast on `bg`;
 * `accent` and `soft` fill shapes beside it.
 */
export type Palette = { bg: string; bg2: string; ink: string; accent: string; soft: string };

export const palettes = {
  teal: { bg: '#e3f4ef', bg2: '#c5e8de', ink: '#0b4f42', accent: '#f2a93b', soft: '#8fd1bf' },
  saffron: { bg: '#fff1dc', bg2: '#ffe0b0', ink: '#6b3200', accent: '#d9480f', soft: '#ffc078' },
  indigo: { bg: '#e8eafc', bg2: '#cfd4f7', ink: '#1f2a80', accent: '#e8590c', soft: '#9aa5ee' },
  rose: { bg: '#fde8ee', bg2: '#f9cad7', ink: '#7a1236', accent: '#2b8a3e', soft: '#f08fab' },
  leaf: { bg: '#eaf6e1', bg2: '#cfeab9', ink: '#24540f', accent: '#c2255c', soft: '#94cf6c' },
  night: { bg: '#1b2a4a', bg2: '#25396a', ink: '#fdf6e3', accent: '#ffb703', soft: '#5f7fbf' },
  plum: { bg: '#f3e8f7', bg2: '#e2c9ec', ink: '#4a1660', accent: '#0c8599', soft: '#c08ad6' },
  sand: { bg: '#f7f0e3', bg2: '#ebdcc0', ink: '#4d3a12', accent: '#1971c2', soft: '#d9bd85' },
} satisfies Record<string, Palette>;

const W = 1200;
const H = 630;

/** A fixed scatter of soft circles behind the drawing, different for each `seed`. */
function backdrop(p: Palette, seed: number): string {
  let state = seed * 9301 + 49297;
  const next = () => {
    state = (state * 9301 + 49297) % 233280;
    return state / 233280;
  };
  const circles = Array.from({ length: 6 }, () => {
    const r = 40 + next() * 140;
    return `<circle cx="${Math.round(next() * W)}" cy="${Math.round(next() * H)}" r="${Math.round(r)}" fill="${p.bg2}" opacity="0.7"/>`;
  });
  return `<rect width="${W}" height="${H}" fill="${p.bg}"/>${circles.join('')}`;
}

function svg(p: Palette, seed: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${backdrop(p, seed)}${body}</svg>`;
}

const coin = (x: number, y: number, r: number, p: Palette) =>
  `<circle cx="${x}" cy="${y}" r="${r}" fill="${p.accent}" stroke="${p.ink}" stroke-width="6"/><circle cx="${x}" cy="${y}" r="${Math.round(r * 0.55)}" fill="none" stroke="${p.ink}" stroke-width="4"/>`;

/** A stack of `n` coins seen from the side, bottom at `y`. */
const coinStack = (x: number, y: number, n: number, p: Palette) =>
  Array.from(
    { length: n },
    (_, i) =>
      `<rect x="${x - 50}" y="${y - (i + 1) * 26}" width="100" height="24" rx="12" fill="${p.accent}" stroke="${p.ink}" stroke-width="5"/>`,
  ).join('');

const ground = (p: Palette, y = 540) =>
  `<rect x="0" y="${y}" width="${W}" height="${H - y}" fill="${p.soft}"/>`;

/** Monthly coins that grow into taller stacks, with a rising line: steady investing. */
function sipGrowth(p: Palette): string {
  const stacks = [2, 3, 5, 7, 10, 14].map((n, i) => coinStack(250 + i * 150, 540, n, p)).join('');
  return `${ground(p)}${stacks}<polyline points="180,420 400,380 560,300 720,250 880,150 1040,60" fill="none" stroke="${p.ink}" stroke-width="12" stroke-linecap="round" stroke-linejoin="round"/><polygon points="1040,60 990,70 1030,105" fill="${p.ink}"/>`;
}

/** An umbrella over a jar of coins while the rain falls: money set aside for a bad day. */
function umbrella(p: Palette): string {
  const drops = Array.from({ length: 14 }, (_, i) => {
    const x = 120 + ((i * 137) % 960);
    const y = 60 + ((i * 71) % 200);
    return `<line x1="${x}" y1="${y}" x2="${x - 12}" y2="${y + 36}" stroke="${p.soft}" stroke-width="8" stroke-linecap="round"/>`;
  }).join('');
  return `${drops}<path d="M330 300 Q600 40 870 300 Q825 270 780 300 Q735 270 690 300 Q645 270 600 300 Q555 270 510 300 Q465 270 420 300 Q375 270 330 300 Z" fill="${p.accent}" stroke="${p.ink}" stroke-width="8"/><line x1="600" y1="120" x2="600" y2="330" stroke="${p.ink}" stroke-width="10"/><rect x="510" y="360" width="180" height="200" rx="30" fill="${p.bg}" stroke="${p.ink}" stroke-width="8"/><rect x="530" y="340" width="140" height="30" rx="8" fill="${p.ink}"/>${coin(570, 500, 32, p)}${coin(635, 470, 32, p)}${coin(590, 425, 30, p)}`;
}

/** A shield sheltering a family of three. */
function shieldFamily(p: Palette): string {
  const person = (x: number, y: number, s: number) =>
    `<circle cx="${x}" cy="${y}" r="${28 * s}" fill="${p.bg}"/><path d="M${x - 45 * s} ${y + 110 * s} Q${x} ${y + 10 * s} ${x + 45 * s} ${y + 110 * s} Z" fill="${p.bg}"/>`;
  return `<path d="M600 70 L850 150 Q850 430 600 570 Q350 430 350 150 Z" fill="${p.ink}"/><path d="M600 105 L815 175 Q810 410 600 530 Q390 410 385 175 Z" fill="${p.accent}" opacity="0.35"/>${person(520, 260, 1)}${person(680, 260, 1)}${person(600, 340, 0.7)}<circle cx="220" cy="470" r="60" fill="${p.soft}"/><circle cx="990" cy="160" r="44" fill="${p.soft}"/>`;
}

/** A heart with a pulse line, and a second, larger layer behind it: a base cover and a top-up. */
function healthLayers(p: Palette): string {
  const heart = (x: number, y: number, s: number, fill: string) =>
    `<path transform="translate(${x} ${y}) scale(${s})" d="M0 60 C-60 -10 -150 30 -110 110 C-80 170 -20 200 0 230 C20 200 80 170 110 110 C150 30 60 -10 0 60 Z" fill="${fill}" stroke="${p.ink}" stroke-width="${8 / s}"/>`;
  return `${heart(600, 40, 2.2, p.soft)}${heart(600, 130, 1.4, p.accent)}<polyline points="120,380 380,380 420,300 470,470 520,340 550,380 1080,380" fill="none" stroke="${p.ink}" stroke-width="12" stroke-linejoin="round" stroke-linecap="round"/><rect x="570" y="230" width="60" height="150" rx="10" fill="${p.bg}"/><rect x="525" y="275" width="150" height="60" rx="10" fill="${p.bg}"/>`;
}

/** Two forms on a tilted balance: weighing one set of rules against another. */
function twoForms(p: Palette): string {
  const form = (x: number, y: number, fill: string) =>
    `<rect x="${x}" y="${y}" width="190" height="240" rx="14" fill="${fill}" stroke="${p.ink}" stroke-width="7"/>${[
      0, 1, 2, 3, 4,
    ]
      .map(
        (i) =>
          `<line x1="${x + 30}" y1="${y + 50 + i * 38}" x2="${x + (i % 2 ? 120 : 160)}" y2="${y + 50 + i * 38}" stroke="${p.ink}" stroke-width="8" stroke-linecap="round"/>`,
      )
      .join('')}`;
  return `${ground(p, 560)}<polygon points="600,150 560,560 640,560" fill="${p.ink}"/><line x1="300" y1="180" x2="900" y2="120" stroke="${p.ink}" stroke-width="14" stroke-linecap="round"/><circle cx="600" cy="150" r="22" fill="${p.accent}" stroke="${p.ink}" stroke-width="6"/>${form(205, 200, p.bg)}${form(805, 140, p.accent)}`;
}

/** A sun rising over hills, a long path winding towards it: the years ahead. */
function sunrise(p: Palette): string {
  return `<circle cx="600" cy="400" r="190" fill="${p.accent}"/>${[0, 1, 2, 3, 4, 5, 6, 7]
    .map((i) => {
      const a = Math.PI + (i * Math.PI) / 7;
      const x1 = 600 + Math.cos(a) * 230;
      const y1 = 400 + Math.sin(a) * 230;
      const x2 = 600 + Math.cos(a) * 300;
      const y2 = 400 + Math.sin(a) * 300;
      return `<line x1="${x1.toFixed(0)}" y1="${y1.toFixed(0)}" x2="${x2.toFixed(0)}" y2="${y2.toFixed(0)}" stroke="${p.accent}" stroke-width="14" stroke-linecap="round"/>`;
    })
    .join(
      '',
    )}<path d="M0 470 Q300 360 600 470 T1200 450 L1200 630 L0 630 Z" fill="${p.soft}"/><path d="M0 540 Q350 450 700 540 T1200 520 L1200 630 L0 630 Z" fill="${p.bg2}"/><path d="M580 630 Q560 560 620 520 Q660 495 640 470" fill="none" stroke="${p.ink}" stroke-width="14" stroke-dasharray="4 22" stroke-linecap="round"/>`;
}

/** A graduation cap above a pile of books and a sapling: a child's education, years away. */
function graduation(p: Palette): string {
  const book = (y: number, w: number, fill: string) =>
    `<rect x="${600 - w / 2}" y="${y}" width="${w}" height="54" rx="8" fill="${fill}" stroke="${p.ink}" stroke-width="7"/>`;
  return `${ground(p)}${book(486, 380, p.accent)}${book(432, 330, p.bg)}${book(378, 360, p.soft)}<polygon points="600,170 820,250 600,330 380,250" fill="${p.ink}"/><path d="M470 285 L470 350 Q600 400 730 350 L730 285 L600 330 Z" fill="${p.ink}"/><line x1="820" y1="250" x2="820" y2="340" stroke="${p.accent}" stroke-width="8"/><circle cx="820" cy="350" r="14" fill="${p.accent}"/><path d="M980 540 L980 420" stroke="${p.ink}" stroke-width="10"/><ellipse cx="945" cy="430" rx="40" ry="20" fill="${p.soft}" stroke="${p.ink}" stroke-width="6" transform="rotate(-30 945 430)"/><ellipse cx="1015" cy="400" rx="40" ry="20" fill="${p.soft}" stroke="${p.ink}" stroke-width="6" transform="rotate(30 1015 400)"/>`;
}

/** A one-page report with a bar chart, a pie and lines of figures, under a magnifying glass. */
function factsheet(p: Palette): string {
  const bars = [120, 170, 90, 200, 150]
    .map(
      (h, i) =>
        `<rect x="${430 + i * 46}" y="${330 - h}" width="30" height="${h}" fill="${i === 3 ? p.accent : p.soft}"/>`,
    )
    .join('');
  const lines = [0, 1, 2, 3]
    .map(
      (i) =>
        `<line x1="420" y1="${390 + i * 36}" x2="${i % 2 ? 700 : 760}" y2="${390 + i * 36}" stroke="${p.ink}" stroke-width="9" stroke-linecap="round"/>`,
    )
    .join('');
  return `<rect x="380" y="60" width="440" height="520" rx="18" fill="${p.bg}" stroke="${p.ink}" stroke-width="8"/>${bars}<circle cx="740" cy="190" r="55" fill="${p.soft}"/><path d="M740 190 L740 135 A55 55 0 0 1 792 207 Z" fill="${p.accent}"/>${lines}<circle cx="860" cy="430" r="90" fill="none" stroke="${p.ink}" stroke-width="18"/><line x1="925" y1="495" x2="1010" y2="580" stroke="${p.ink}" stroke-width="26" stroke-linecap="round"/>`;
}

/** A balance with a bank's vault on one pan and a jar of coins on the other, level. */
function balance(p: Palette): string {
  const pan = (x: number) =>
    `<line x1="${x}" y1="170" x2="${x - 90}" y2="330" stroke="${p.ink}" stroke-width="5"/><line x1="${x}" y1="170" x2="${x + 90}" y2="330" stroke="${p.ink}" stroke-width="5"/><path d="M${x - 120} 330 Q${x} 400 ${x + 120} 330 Z" fill="${p.soft}" stroke="${p.ink}" stroke-width="7"/>`;
  return `${ground(p, 570)}<rect x="585" y="150" width="30" height="420" fill="${p.ink}"/><rect x="500" y="540" width="200" height="34" rx="10" fill="${p.ink}"/><line x1="330" y1="170" x2="870" y2="170" stroke="${p.ink}" stroke-width="16" stroke-linecap="round"/><circle cx="600" cy="150" r="24" fill="${p.accent}" stroke="${p.ink}" stroke-width="6"/>${pan(330)}${pan(870)}<rect x="270" y="230" width="120" height="100" rx="8" fill="${p.bg}" stroke="${p.ink}" stroke-width="7"/><circle cx="330" cy="280" r="26" fill="none" stroke="${p.ink}" stroke-width="7"/>${coin(840, 305, 26, p)}${coin(900, 305, 26, p)}${coin(870, 262, 26, p)}`;
}

/** A padlock with a sapling growing from its body: money locked in, growing. */
function lockedSprout(p: Palette): string {
  return `${ground(p, 560)}<path d="M480 300 L480 220 Q480 110 600 110 Q720 110 720 220 L720 300" fill="none" stroke="${p.ink}" stroke-width="34"/><rect x="410" y="290" width="380" height="270" rx="34" fill="${p.accent}" stroke="${p.ink}" stroke-width="8"/><circle cx="600" cy="390" r="30" fill="${p.ink}"/><rect x="588" y="400" width="24" height="80" rx="8" fill="${p.ink}"/><path d="M900 560 L900 380" stroke="${p.ink}" stroke-width="12"/><ellipse cx="855" cy="390" rx="55" ry="26" fill="${p.soft}" stroke="${p.ink}" stroke-width="6" transform="rotate(-30 855 390)"/><ellipse cx="950" cy="350" rx="55" ry="26" fill="${p.soft}" stroke="${p.ink}" stroke-width="6" transform="rotate(30 950 350)"/><ellipse cx="880" cy="300" rx="40" ry="20" fill="${p.soft}" stroke="${p.ink}" stroke-width="6" transform="rotate(-50 880 300)"/>`;
}

/** Stairs rising to the right with a coin on each step, each a little larger. */
function steps(p: Palette): string {
  const stairs = [0, 1, 2, 3, 4, 5]
    .map(
      (i) =>
        `<rect x="${160 + i * 150}" y="${520 - i * 75}" width="${1040 - i * 150}" height="${75}" fill="${i % 2 ? p.soft : p.bg2}" stroke="${p.ink}" stroke-width="6"/>`,
    )
    .join('');
  const coins = [0, 1, 2, 3, 4, 5]
    .map((i) => coin(235 + i * 150, 490 - i * 75 - i * 3, 22 + i * 4, p))
    .join('');
  return `${ground(p, 595)}${stairs}${coins}`;
}

/** A figure in a sari-like drape holding up a rising arrow, coins at her feet. */
function herMoney(p: Palette): string {
  return `${ground(p)}<circle cx="520" cy="170" r="62" fill="${p.ink}"/><path d="M520 240 Q420 260 400 540 L640 540 Q620 260 520 240 Z" fill="${p.accent}"/><path d="M470 260 Q560 330 620 540 L560 540 Q520 380 455 300 Z" fill="${p.soft}"/><path d="M580 300 L740 170" stroke="${p.ink}" stroke-width="22" stroke-linecap="round"/><polyline points="700,150 780,130 765,210" fill="none" stroke="${p.ink}" stroke-width="22" stroke-linecap="round" stroke-linejoin="round"/>${coin(760, 500, 34, p)}${coin(840, 505, 30, p)}${coin(800, 455, 30, p)}`;
}

/** A potted sapling with coins as leaves: a small, steady saving that grows for years. */
function coinTree(p: Palette): string {
  return `${ground(p)}<path d="M600 470 L600 200" stroke="${p.ink}" stroke-width="16"/><path d="M600 350 Q520 320 470 250" fill="none" stroke="${p.ink}" stroke-width="12"/><path d="M600 290 Q690 260 730 190" fill="none" stroke="${p.ink}" stroke-width="12"/>${coin(470, 240, 40, p)}${coin(735, 180, 40, p)}${coin(600, 170, 46, p)}${coin(420, 330, 30, p)}${coin(790, 270, 30, p)}<path d="M490 470 L710 470 L680 570 L520 570 Z" fill="${p.soft}" stroke="${p.ink}" stroke-width="8"/>`;
}

/** A nest holding one large egg: a pension built over a working life. */
function nestEgg(p: Palette): string {
  const twigs = Array.from({ length: 9 }, (_, i) => {
    const y = 420 + (i % 3) * 28;
    return `<path d="M${330 + (i % 2) * 30} ${y} Q600 ${y + 70 - (i % 3) * 20} ${870 - (i % 2) * 30} ${y}" fill="none" stroke="${i % 2 ? p.ink : p.soft}" stroke-width="12" stroke-linecap="round"/>`;
  }).join('');
  return `<ellipse cx="600" cy="300" rx="120" ry="155" fill="${p.accent}" stroke="${p.ink}" stroke-width="8"/><ellipse cx="560" cy="240" rx="28" ry="46" fill="${p.bg}" opacity="0.6"/>${twigs}<circle cx="190" cy="140" r="50" fill="${p.soft}"/><circle cx="1010" cy="120" r="34" fill="${p.soft}"/>`;
}

/** A kite flying high on a long string held from the ground: a child's future, protected. */
function kite(p: Palette): string {
  return `${ground(p, 560)}<polygon points="760,60 880,190 760,360 640,190" fill="${p.accent}" stroke="${p.ink}" stroke-width="8"/><line x1="760" y1="60" x2="760" y2="360" stroke="${p.ink}" stroke-width="5"/><line x1="640" y1="190" x2="880" y2="190" stroke="${p.ink}" stroke-width="5"/><path d="M760 360 Q720 420 770 450 Q820 480 780 530" fill="none" stroke="${p.ink}" stroke-width="5"/>${[
    0, 1, 2,
  ]
    .map(
      (i) =>
        `<polygon points="${758 + (i % 2 ? 12 : -12)},${400 + i * 45} ${778},${385 + i * 45} ${770},${420 + i * 45}" fill="${p.soft}"/>`,
    )
    .join(
      '',
    )}<path d="M760 360 Q500 480 330 520" fill="none" stroke="${p.ink}" stroke-width="4"/><circle cx="320" cy="470" r="26" fill="${p.ink}"/><path d="M290 560 L300 505 Q320 490 340 505 L350 560 Z" fill="${p.ink}"/>`;
}

const motifs = {
  sipGrowth,
  umbrella,
  shieldFamily,
  healthLayers,
  twoForms,
  sunrise,
  graduation,
  factsheet,
  balance,
  lockedSprout,
  steps,
  herMoney,
  coinTree,
  nestEgg,
  kite,
};

export type Motif = keyof typeof motifs;

/** An article's cover: `motif` drawn in `palette` over a backdrop scattered by `seed`. */
export function cover(motif: Motif, palette: Palette, seed: number): string {
  return svg(palette, seed, motifs[motif](palette));
}

/** How an author is drawn. */
export type PortraitLook = {
  bg: string;
  skin: string;
  hair: string;
  shirt: string;
  hairStyle: 'bun' | 'short' | 'long' | 'curly';
  glasses?: boolean;
  beard?: boolean;
  bindi?: boolean;
};

/** A friendly head-and-shoulders portrait, 400 × 400. */
export function portrait(look: PortraitLook): string {
  const { bg, skin, hair, shirt } = look;
  const hairBack = {
    bun: `<circle cx="200" cy="92" r="40" fill="${hair}"/>`,
    short: '',
    long: `<path d="M110 170 Q100 300 130 330 L270 330 Q300 300 290 170 Z" fill="${hair}"/>`,
    curly: [0, 1, 2, 3, 4, 5, 6]
      .map(
        (i) =>
          `<circle cx="${118 + i * 27}" cy="${120 + Math.abs(3 - i) * 12}" r="34" fill="${hair}"/>`,
      )
      .join(''),
  }[look.hairStyle];
  const hairFront = `<path d="M122 180 Q120 100 200 98 Q280 100 278 180 Q250 135 200 140 Q150 135 122 180 Z" fill="${hair}"/>`;
  const glasses = look.glasses
    ? `<g fill="none" stroke="#2b2b2b" stroke-width="5"><circle cx="170" cy="195" r="22"/><circle cx="230" cy="195" r="22"/><line x1="192" y1="195" x2="208" y2="195"/></g>`
    : '';
  const beard = look.beard
    ? `<path d="M140 215 Q145 290 200 295 Q255 290 260 215 Q240 255 200 258 Q160 255 140 215 Z" fill="${hair}"/>`
    : '';
  const bindi = look.bindi ? `<circle cx="200" cy="160" r="5" fill="#c92a2a"/>` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400"><rect width="400" height="400" fill="${bg}"/>${hairBack}<path d="M70 400 Q80 300 200 295 Q320 300 330 400 Z" fill="${shirt}"/><rect x="180" y="250" width="40" height="55" fill="${skin}"/><ellipse cx="200" cy="195" rx="78" ry="92" fill="${skin}"/><ellipse cx="122" cy="200" rx="12" ry="20" fill="${skin}"/><ellipse cx="278" cy="200" rx="12" ry="20" fill="${skin}"/>${hairFront}<circle cx="170" cy="195" r="7" fill="#2b2b2b"/><circle cx="230" cy="195" r="7" fill="#2b2b2b"/><path d="M160 170 Q170 163 182 168" fill="none" stroke="${hair}" stroke-width="5" stroke-linecap="round"/><path d="M218 168 Q230 163 240 170" fill="none" stroke="${hair}" stroke-width="5" stroke-linecap="round"/>${beard}<path d="M172 240 Q200 262 228 240" fill="none" stroke="#7a2e2e" stroke-width="6" stroke-linecap="round"/><circle cx="150" cy="228" r="12" fill="#e8907a" opacity="0.35"/><circle cx="250" cy="228" r="12" fill="#e8907a" opacity="0.35"/>${glasses}${bindi}</svg>`;
}
