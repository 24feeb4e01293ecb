// The yardstick of the bench's "memory at rest" part: PGlite alone, in a process of its own, with
// nothing of the site loaded. `node scripts/bench/bare-pglite.mjs <data folder> [options JSON]`
// opens PGlite on the folder (a copy of a site's `DATA_DIR/pglite`: never one a server holds),
// runs one query over the magazine's articles, closes it and prints one line of JSON: the
// process's resident memory in MB (VmRSS) after the query, and the query's answer. Plain
// JavaScript run by node itself: a TypeScript loader would add its own memory.
// The options are `{ "initialMemory": bytes, "params": ["-c", "shared_buffers=16MB", …] }`,
// the start parameters added after PGlite's defaults (the candidates the bench tries).
import { PGlite } from '@electric-sql/pglite';

const [dataDir, optionsJson = '{}'] = process.argv.slice(2);
if (!dataDir) {
  console.error('usage: node scripts/bench/bare-pglite.mjs <data folder> [options JSON]');
  process.exit(2);
}
const { initialMemory, params = [] } = JSON.parse(optionsJson);
const started = performance.now();
const db = await PGlite.create(dataDir, {
  ...(initialMemory !== undefined && { initialMemory }),
  ...(params.length > 0 && { startParams: [...PGlite.defaultStartParams, ...params] }),
});
const result = await db.query('select count(*)::int as articles from blog');
const rssMb = process.memoryUsage.rss() / 1024 / 1024;
const ms = performance.now() - started;
await db.close();
console.log(JSON.stringify({ rssMb, ms, answer: result.rows[0] }));
