// `node --import tsx scripts/founder-portraits.ts`: draws the founders' portraits for the about
// page (decision 22: pictures made by us) into src/web/public/founders/, as WebP at the widths the
// page asks for. Run it after changing a look below, and commit the files: like the share
// pictures, they are drawn once rather than at every build.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { founders } from '../src/shared/config/site';
import { portrait, type PortraitLook } from '../src/server/db/seed/magazine-art';
import {
  FOUNDER_PORTRAIT_WIDTHS,
  founderPortraitUrl,
} from '../src/web/features/about/utils/portrait-files';

type PortraitName = (typeof founders)[number]['portrait'];

/** How each founder is drawn: the magazine authors' head-and-shoulders style, in the site's colours. */
const looks: Record<PortraitName, PortraitLook> = {
  'meera-raghunathan': {
    bg: '#b2dfdb',
    skin: '#c68863',
    hair: '#2b1d14',
    shirt: '#00695c',
    hairStyle: 'bun',
    bindi: true,
  },
  'kabir-deshpande': {
    bg: '#ffe082',
    skin: '#a86b45',
    hair: '#1f1a17',
    shirt: '#37474f',
    hairStyle: 'short',
    glasses: true,
    beard: true,
  },
};

const publicDir = path.join(import.meta.dirname, '..', 'src', 'web', 'public');
for (const { portrait: name } of founders) {
  const svg = Buffer.from(portrait(looks[name]));
  for (const width of FOUNDER_PORTRAIT_WIDTHS) {
    const file = path.join(publicDir, founderPortraitUrl(name, width));
    fs.mkdirSync(path.dirname(file), { recursive: true });
    await sharp(svg, { density: 72 * (width / 400) * 2 })
      .resize(width, width)
      .webp({ quality: 82 })
      .toFile(file);
    console.log(`${path.relative(process.cwd(), file)}: ${fs.statSync(file).size} bytes`);
  }
}
