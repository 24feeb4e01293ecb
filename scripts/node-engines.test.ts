import { readFileSync } from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

// package.json's `engines.node` is the real range: every installed package (dev and optional ones
// included, as `npm ci` installs them) accepts the lowest version of each of its branches, except
// the few below, which declare a newer Node than they use. This machine and CI run Node 20.20,
// where the whole suite passes; npm prints EBADENGINE for these and for nothing else.
const OLDER_NODE_ACCEPTED: Record<string, string> = {
  // jshttp's policy since their 2025 majors: plain JavaScript, no Node 22 API (read them).
  'node_modules/content-disposition': '@fastify/static 10.1.11 needs its v3 API',
  'node_modules/cookie': "fastify's light-my-request 6.8 (inject) needs its v2 API",
  // Better Auth's schema generator, run by hand with scripts/object-groupby-polyfill.mjs.
  'node_modules/auth': 'dev only: the schema generator CLI',
  'node_modules/chevrotain': 'dev only: under the schema generator CLI',
  'node_modules/commander': 'dev only: under the schema generator CLI',
  'node_modules/@mrleebo/prisma-ast': 'dev only: under the schema generator CLI',
};

const read = (file: string) =>
  JSON.parse(readFileSync(new URL(`../${file}`, import.meta.url), 'utf8'));
const ours: string = read('package.json').engines.node;
type LockedPackage = {
  version?: string;
  engines?: { node?: string };
  os?: string[];
  cpu?: string[];
};
const lock: { packages: Record<string, LockedPackage> } = read('package-lock.json');

// A platform's own build (sharp's @img/sharp-win32-ia32, say) is in the lock but installed only on
// that platform and processor.
const installedHere = (pkg: LockedPackage) =>
  (!pkg.os || pkg.os.includes(process.platform)) && (!pkg.cpu || pkg.cpu.includes(process.arch));

// The lowest version of each `||` branch, e.g. 20.19.0, 22.13.0 and 24.0.0.
const lowestVersions = new semver.Range(ours).set.map(
  (comparators) => semver.minVersion(comparators.map(String).join(' '))!.version,
);
const refusing = (version: string) =>
  Object.entries(lock.packages)
    .filter(([, pkg]) => installedHere(pkg))
    .filter(([, pkg]) => pkg.engines?.node && !semver.satisfies(version, pkg.engines.node))
    .map(([path, pkg]) => ({ path, label: `${path}@${pkg.version}: ${pkg.engines?.node}` }));

describe('the Node.js versions package.json accepts', () => {
  it.each(lowestVersions)(
    '%s satisfies every installed package’s engines.node but the listed ones',
    (version) => {
      const unexpected = refusing(version)
        .filter(({ path }) => !(path in OLDER_NODE_ACCEPTED))
        .map(({ label }) => label);
      expect(unexpected).toEqual([]);
    },
  );

  it('lists only packages that do refuse the lowest version (the list cannot go stale)', () => {
    const refused = new Set(refusing(lowestVersions[0]!).map(({ path }) => path));
    expect(Object.keys(OLDER_NODE_ACCEPTED).filter((path) => !refused.has(path))).toEqual([]);
  });

  it('starts at the version the README names', () => {
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    const minimum = lowestVersions[0]!.replace(/\.0$/, '');
    expect(readme).toContain(`Requires Node.js ${minimum} or later`);
  });
});
