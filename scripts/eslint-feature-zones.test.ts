import { mkdirSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// eslint.config.js reads the feature folders when it loads: one that appears later (here a new
// planner, made before ESLint starts) is kept apart from the others without editing the config.
const root = fileURLToPath(new URL('..', import.meta.url));
const newPlanner = `src/web/features/planners/zz-lint-test-${process.pid}`;
let eslint: ESLint;

beforeAll(async () => {
  mkdirSync(`${root}${newPlanner}`);
  // no-cycle walks the whole import graph; it is not what is tested here, and slow.
  eslint = new ESLint({ cwd: root, overrideConfig: { rules: { 'import-x/no-cycle': 'off' } } });
  await eslint.calculateConfigForFile(`${root}src/web/main.tsx`); // loads the config, once
}, 30_000);
afterAll(() => rmSync(`${root}${newPlanner}`, { recursive: true, force: true }));

async function restrictedPathErrors(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: `${root}${file}` });
  return result!.messages
    .filter((message) => message.ruleId === 'import-x/no-restricted-paths')
    .map((message) => message.message);
}

describe('the import zones of eslint.config.js', () => {
  it('refuse an import of another feature', async () => {
    const errors = await restrictedPathErrors(
      'src/web/features/home/zz-lint-test.ts',
      "export { ProfileForm } from '../account/components/profile-form';\n",
    );
    expect(errors).toEqual([expect.stringContaining('a feature does not import another feature')]);
  });

  it('refuse an import of another planner from a planner folder made after the config was written', async () => {
    const errors = await restrictedPathErrors(
      `${newPlanner}/zz-page.tsx`,
      "export { default } from '../money-map/money-map-page';\n",
    );
    expect(errors).toEqual([expect.stringContaining('a feature does not import another feature')]);
  });

  it('refuse an import of the app from a feature', async () => {
    const errors = await restrictedPathErrors(
      'src/web/features/magazine/zz-lint-test.ts',
      "export { AppRouter } from '../../app/router';\n",
    );
    expect(errors).toEqual([expect.stringContaining('a feature does not import the app')]);
  });

  it('allow an import within the same feature', async () => {
    const errors = await restrictedPathErrors(
      'src/web/features/account/zz-lint-test.ts',
      "export { ProfileForm } from './components/profile-form';\n",
    );
    expect(errors).toEqual([]);
  });
});
