import fs from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
const root = process.cwd();
const s = await import(root + '/scripts/bench/serve-built-site.ts');
const site = await s.serveBuiltSite(Number(process.env.PORT_X ?? 3214));
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox'],
});
for (const p of process.argv.slice(2)) {
  const ctx = await browser.newContext();
  const tab = await ctx.newPage();
  const files = new Set<string>();
  tab.on('response', (r) => {
    const u = new URL(r.url());
    if (u.pathname.endsWith('.js')) files.add(u.pathname);
  });
  await tab.goto(site.origin + p, { waitUntil: 'networkidle' });
  let total = 0;
  const rows = [...files].map((f) => {
    const file = 'dist/web' + f;
    const gz = fs.existsSync(file + '.gz')
      ? fs.statSync(file + '.gz').size
      : gzipSync(fs.readFileSync(file), { level: 9 }).length;
    total += gz;
    return [f, gz];
  });
  rows.sort((a, b) => (b[1] as number) - (a[1] as number));
  console.log(p, total);
  for (const r of rows) console.log('  ', r[1], r[0]);
  await ctx.close();
}
await browser.close();
await site.stop();
