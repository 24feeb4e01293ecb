// `node --import tsx scripts/mothers-day-portraits.ts`: draws the portraits of the colleagues
// quoted on the Mother's Day page (decision 22: pictures made by us) into
// src/web/public/mothers-day/, as WebP at the widths the page asks for. Run it after changing a
// look in src/web/features/mothers-day/staff.ts, and commit the files: like the founders'
// portraits, they are drawn once rather than at every build.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { portrait } from '../src/server/db/seed/magazine-art';
import {
  MOTHERS_DAY_PORTRAIT_WIDTHS,
  mothersDayPortraitUrl,
  staff,
} from '../src/web/features/mothers-day/staff';

const publicDir = path.join(import.meta.dirname, '..', 'src', 'web', 'public');
for (const person of staff) {
  const svg = Buffer.from(portrait(person.look));
  for (const width of MOTHERS_DAY_PORTRAIT_WIDTHS) {
    const file = path.join(publicDir, mothersDayPortraitUrl(person.slug, width));
    fs.mkdirSync(path.dirname(file), { recursive: true });
    await sharp(svg, { density: 72 * (width / 400) * 2 })
      .resize(width, width)
      .webp({ quality: 82 })
      .toFile(file);
    console.log(`${path.relative(process.cwd(), file)}: ${fs.statSync(file).size} bytes`);
  }
}
