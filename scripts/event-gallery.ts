// `node --import tsx scripts/event-gallery.ts`: draws the 26 pictures of the events gallery
// (decision 22: pictures made by us) into src/web/public/event-gallery/, as WebP at the widths
// the page asks for. Each is an SVG scene (a talk, a table, raised hands, laptops, a group, a
// chart, coins) varied by the numbers in gallery-photos.ts. Run it after changing a scene, and
// commit the files: like the founders' portraits, they are drawn once, not at every build.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import {
  GALLERY_RATIO,
  GALLERY_WIDTHS,
  galleryPhotos,
  galleryPhotoUrl,
  type GalleryPhoto,
} from '../src/web/features/events/gallery-photos';

const W = 960;
const H = W * GALLERY_RATIO;

type Palette = { sky: string; wall: string; floor: string; a: string; b: string; c: string };
const palettes: Palette[] = [
  { sky: '#e0f2f1', wall: '#b2dfdb', floor: '#80cbc4', a: '#00695c', b: '#ffc107', c: '#ef6c00' },
  { sky: '#fff8e1', wall: '#ffe082', floor: '#ffca28', a: '#004d40', b: '#26a69a', c: '#d84315' },
  { sky: '#e8eaf6', wall: '#c5cae9', floor: '#9fa8da', a: '#283593', b: '#ffb300', c: '#00897b' },
  { sky: '#fce4ec', wall: '#f8bbd0', floor: '#f48fb1', a: '#6a1b9a', b: '#00796b', c: '#ffa000' },
  { sky: '#e3f2fd', wall: '#bbdefb', floor: '#90caf9', a: '#0d47a1', b: '#43a047', c: '#f57c00' },
  { sky: '#f1f8e9', wall: '#dcedc8', floor: '#aed581', a: '#33691e', b: '#00838f', c: '#c62828' },
];
const skins = ['#8d5524', '#c68642', '#e0ac69', '#a1665e', '#6f4e37', '#d9a066', '#b07850'];
const hairs = ['#1b1b1b', '#2e1f16', '#3b2a20', '#111111', '#4a3426'];
const clothes = [
  '#00695c',
  '#ef6c00',
  '#5e35b1',
  '#c2185b',
  '#1565c0',
  '#2e7d32',
  '#ad1457',
  '#f9a825',
];

/** A small deterministic random sequence, so that a drawing is the same each run. */
function random(seed: number) {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return ((s >>> 0) % 10_000) / 10_000;
  };
}
const pick = <T>(list: readonly T[], r: () => number) => list[Math.floor(r() * list.length)]!;

/** A person seen from the front or back: body, head, hair. `back` hides the face. */
function person(x: number, y: number, scale: number, r: () => number, back = false, arm = false) {
  const skin = pick(skins, r);
  const hair = pick(hairs, r);
  const cloth = pick(clothes, r);
  const s = scale;
  const long = r() > 0.5;
  const parts = [
    `<path d="M${x - 34 * s} ${y + 70 * s} q0 -58 ${34 * s} -58 q${34 * s} 0 ${34 * s} 58 z" fill="${cloth}"/>`,
  ];
  if (arm) {
    parts.push(
      `<path d="M${x + 22 * s} ${y + 30 * s} l${18 * s} ${-70 * s}" stroke="${cloth}" stroke-width="${12 * s}" stroke-linecap="round"/>`,
      `<circle cx="${x + 41 * s}" cy="${y - 44 * s}" r="${8 * s}" fill="${skin}"/>`,
    );
  }
  parts.push(`<circle cx="${x}" cy="${y - 8 * s}" r="${20 * s}" fill="${skin}"/>`);
  if (back) {
    parts.push(`<circle cx="${x}" cy="${y - 10 * s}" r="${20 * s}" fill="${hair}"/>`);
    if (long)
      parts.push(
        `<rect x="${x - 18 * s}" y="${y - 10 * s}" width="${36 * s}" height="${30 * s}" rx="${10 * s}" fill="${hair}"/>`,
      );
  } else {
    parts.push(
      `<path d="M${x - 20 * s} ${y - 10 * s} a${20 * s} ${20 * s} 0 0 1 ${40 * s} 0 q${-20 * s} ${-10 * s} ${-40 * s} 0z" fill="${hair}"/>`,
    );
    if (long)
      parts.push(
        `<path d="M${x - 21 * s} ${y - 10 * s} q${-6 * s} ${26 * s} ${2 * s} ${34 * s} M${x + 21 * s} ${y - 10 * s} q${6 * s} ${26 * s} ${-2 * s} ${34 * s}" stroke="${hair}" stroke-width="${7 * s}" fill="none"/>`,
      );
    parts.push(
      `<circle cx="${x - 7 * s}" cy="${y - 8 * s}" r="${2.2 * s}" fill="#1a1a1a"/><circle cx="${x + 7 * s}" cy="${y - 8 * s}" r="${2.2 * s}" fill="#1a1a1a"/>`,
      `<path d="M${x - 7 * s} ${y + 2 * s} q${7 * s} ${6 * s} ${14 * s} 0" stroke="#1a1a1a" stroke-width="${2 * s}" fill="none" stroke-linecap="round"/>`,
    );
  }
  return parts.join('');
}

function room(p: Palette) {
  return `<rect width="${W}" height="${H}" fill="${p.sky}"/><rect width="${W}" height="${H * 0.62}" fill="${p.wall}"/><rect y="${H * 0.62}" width="${W}" height="${H * 0.38}" fill="${p.floor}"/>`;
}

function bars(
  x: number,
  y: number,
  w: number,
  h: number,
  n: number,
  colors: string[],
  r: () => number,
  rising = true,
) {
  const gap = w / (n * 3 + 1);
  let out = '';
  for (let i = 0; i < n; i++) {
    const t = rising ? (i + 1) / n : Math.sin(((i + 1) / (n + 1)) * Math.PI);
    const bh = h * (0.15 + 0.8 * t) * (0.92 + r() * 0.08);
    out += `<rect x="${x + gap + i * gap * 3}" y="${y + h - bh}" width="${gap * 2}" height="${bh}" rx="6" fill="${colors[i % colors.length]}"/>`;
  }
  return out;
}

const scenes: Record<
  GalleryPhoto['scene'],
  (photo: GalleryPhoto, p: Palette, r: () => number) => string
> = {
  talk(photo, p, r) {
    let out = room(p);
    out += `<rect x="300" y="60" width="420" height="250" rx="10" fill="#fafafa" stroke="${p.a}" stroke-width="8"/>`;
    out += bars(330, 90, 360, 190, 5, [p.a, p.b, p.c], r);
    out += person(790, 260, 1.6, r, false, true);
    const rows = Math.ceil(photo.count / 7);
    for (let row = 0; row < rows; row++) {
      const inRow = Math.min(7, photo.count - row * 7);
      for (let i = 0; i < inRow; i++) {
        out += person(90 + i * 130 + (row % 2) * 55, 500 + row * 95, 1.15 + row * 0.15, r, true);
      }
    }
    return out;
  },
  table(photo, p, r) {
    let out = `<rect width="${W}" height="${H}" fill="${p.wall}"/>`;
    out += `<ellipse cx="480" cy="380" rx="330" ry="210" fill="${p.floor}" stroke="${p.a}" stroke-width="6"/>`;
    const n = photo.count;
    for (let i = 0; i < n; i++) {
      const angle = (i / n) * Math.PI * 2 - Math.PI / 2;
      const x = 480 + Math.cos(angle) * 400;
      const y = 380 + Math.sin(angle) * 270;
      out += `<circle cx="${x}" cy="${y}" r="46" fill="${pick(clothes, r)}"/><circle cx="${x}" cy="${y}" r="26" fill="${pick(hairs, r)}"/>`;
      const px = 480 + Math.cos(angle) * 220;
      const py = 380 + Math.sin(angle) * 130;
      out += `<rect x="${px - 40}" y="${py - 28}" width="80" height="56" rx="4" fill="#ffffff" transform="rotate(${(angle * 180) / Math.PI + 90} ${px} ${py})"/>`;
    }
    out += `<rect x="440" y="350" width="80" height="60" rx="8" fill="${p.a}"/><rect x="452" y="360" width="56" height="14" fill="#e0f2f1"/>`;
    out += `<circle cx="600" cy="400" r="26" fill="${p.b}"/><text x="600" y="410" font-size="30" text-anchor="middle" font-family="sans-serif" fill="${p.a}">₹</text>`;
    return out;
  },
  hands(photo, p, r) {
    let out = room(p);
    out += `<rect x="80" y="70" width="260" height="170" rx="8" fill="#fafafa" stroke="${p.a}" stroke-width="6"/><text x="210" y="175" font-size="80" text-anchor="middle" font-family="sans-serif" font-weight="700" fill="${p.c}">?</text>`;
    const n = photo.count;
    const perRow = Math.ceil(n / 2);
    for (let i = 0; i < n; i++) {
      const row = Math.floor(i / perRow);
      const col = i % perRow;
      const x = 100 + col * (780 / Math.max(1, perRow - 1 || 1)) + row * 40;
      out += person(Math.min(x, 900), 430 + row * 120, 1.3 + row * 0.25, r, true, r() > 0.3);
    }
    return out;
  },
  laptops(photo, p, r) {
    let out = room(p);
    out += `<rect x="0" y="${H * 0.58}" width="${W}" height="40" fill="${p.a}"/>`;
    const n = photo.count;
    const step = W / n;
    for (let i = 0; i < n; i++) {
      const x = step * (i + 0.5);
      out += person(x, 330, Math.min(2, 5.2 / n + 0.6), r);
      out += `<path d="M${x - 70} ${H * 0.58} l20 -95 h100 l20 95 z" fill="#37474f"/><rect x="${x - 42}" y="${H * 0.58 - 85}" width="84" height="70" fill="${pick([p.b, p.sky, '#e0f7fa'], r)}"/>`;
      out += bars(x - 38, H * 0.58 - 80, 76, 60, 4, [p.a, p.c], r);
    }
    out += `<circle cx="860" cy="90" r="40" fill="${p.b}" opacity="0.8"/>`;
    return out;
  },
  group(photo, p, r) {
    let out = room(p);
    out += `<rect x="120" y="40" width="720" height="110" rx="12" fill="${p.a}"/><rect x="160" y="75" width="420" height="18" rx="9" fill="#ffffff"/><rect x="160" y="105" width="260" height="14" rx="7" fill="${p.b}"/>`;
    out += `<circle cx="760" cy="95" r="34" fill="${p.b}"/>`;
    const n = photo.count;
    const step = 820 / n;
    for (let i = 0; i < n; i++) {
      out += person(70 + step * (i + 0.5), 360 + (i % 2) * 25, 2.1, r);
    }
    return out;
  },
  chart(photo, p, r) {
    let out = `<rect width="${W}" height="${H}" fill="${p.sky}"/>`;
    for (let i = 1; i < 6; i++)
      out += `<line x1="100" x2="880" y1="${i * 110}" y2="${i * 110}" stroke="${p.wall}" stroke-width="3"/>`;
    out += `<line x1="100" y1="40" x2="100" y2="630" stroke="${p.a}" stroke-width="6"/><line x1="100" y1="630" x2="900" y2="630" stroke="${p.a}" stroke-width="6"/>`;
    out += bars(
      110,
      100,
      770,
      528,
      photo.count,
      [p.a, p.b, p.c],
      r,
      photo.name !== 'retirement-chart',
    );
    out += `<path d="M130 560 C 380 520, 600 330, 860 120" stroke="${p.c}" stroke-width="8" fill="none" stroke-dasharray="18 14"/>`;
    return out;
  },
  coins(photo, p, r) {
    let out = `<rect width="${W}" height="${H}" fill="${p.sky}"/><rect y="560" width="${W}" height="160" fill="${p.wall}"/>`;
    const n = photo.count;
    const step = 800 / n;
    for (let i = 0; i < n; i++) {
      const stack = 2 + Math.round((i + 1) * (10 / n) * (0.85 + r() * 0.3));
      const x = 120 + step * (i + 0.5);
      for (let k = 0; k < stack; k++) {
        out += `<ellipse cx="${x}" cy="${580 - k * 34}" rx="${Math.min(52, step * 0.4)}" ry="15" fill="${k % 2 ? p.b : '#ffca28'}" stroke="${p.c}" stroke-width="3"/>`;
      }
    }
    out += `<path d="M90 500 Q 480 ${420 - n * 20} 880 110" stroke="${p.a}" stroke-width="7" fill="none"/><path d="M880 110 l-34 4 l22 26z" fill="${p.a}"/>`;
    return out;
  },
};

const outDir = path.join(import.meta.dirname, '..', 'src', 'web', 'public');
let seed = 7;
for (const photo of galleryPhotos) {
  const palette = palettes[photo.palette % palettes.length]!;
  const r = random((seed += 7919));
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${scenes[photo.scene](photo, palette, r)}</svg>`;
  for (const width of GALLERY_WIDTHS) {
    const file = path.join(outDir, galleryPhotoUrl(photo.name, width));
    fs.mkdirSync(path.dirname(file), { recursive: true });
    await sharp(Buffer.from(svg), { density: 72 * (width / W) * 1.5 })
      .resize(width, Math.round(width * GALLERY_RATIO))
      .webp({ quality: 78 })
      .toFile(file);
  }
  console.log(photo.name);
}
