// The quiet visitor of the bench's "search flood" part, in a process of its own so that the
// flood's load generator does not delay its clock: `node scripts/bench/latency-probe.mjs <url>
// <requests per second> <seconds> [headers JSON]` first opens its connections (one request on
// each, as a browser or a proxy's pool to the app holds them already) and prints "ready"; then
// asks for the URL at a steady rate (each request sent on time, whether or not the one before has
// been answered) for that long, and prints one line of JSON: each answer's time in ms from sending
// to the end of its body, whether it went over a connection already open, and its status (0: no
// answer within 10 s). Plain JavaScript run by node itself.
import http from 'node:http';

const [url, rate, seconds, headersJson = '{}'] = process.argv.slice(2);
if (!url || !rate || !seconds) {
  console.error('usage: node latency-probe.mjs <url> <requests per second> <seconds> [headers]');
  process.exit(2);
}
const headers = JSON.parse(headersJson);
const CONNECTIONS = 4;
const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
const answers = [];

function ask() {
  const started = performance.now();
  return new Promise((resolve) => {
    let reused = false;
    const done = (status) => {
      answers.push({ ms: performance.now() - started, status, reused });
      resolve();
    };
    const req = http.get(url, { agent, headers, timeout: 10_000 }, (res) => {
      reused = req.reusedSocket;
      res.resume();
      res.on('end', () => done(res.statusCode ?? 0));
      res.on('error', () => done(0));
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', () => done(0));
  });
}

await Promise.all(Array.from({ length: CONNECTIONS }, ask));
answers.length = 0;
console.log('ready');

const pending = [];
const count = Math.round(Number(rate) * Number(seconds));
const start = performance.now();
for (let i = 0; i < count; i++) {
  const due = start + (i * 1000) / Number(rate);
  const wait = due - performance.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  pending.push(ask());
}
await Promise.all(pending);
agent.destroy();
console.log(JSON.stringify({ answers }));
