import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { resolveAuthSecret } from './secret';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'auth-secret-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('resolveAuthSecret', () => {
  it('uses BETTER_AUTH_SECRET when given, and writes no file', () => {
    const config = loadConfig({
      DATA_DIR: path.join(dir, 'given'),
      BETTER_AUTH_SECRET: 'a-given-secret-of-more-than-32-characters',
    });
    expect(resolveAuthSecret(config)).toBe('a-given-secret-of-more-than-32-characters');
    expect(fs.existsSync(path.join(dir, 'given', 'auth-secret'))).toBe(false);
  });

  it('otherwise generates one on first start, keeps it 0600 in the data folder and reuses it', () => {
    const config = loadConfig({ DATA_DIR: path.join(dir, 'generated') });
    const first = resolveAuthSecret(config);
    expect(first.length).toBeGreaterThanOrEqual(32);
    const file = path.join(dir, 'generated', 'auth-secret');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(resolveAuthSecret(loadConfig({ DATA_DIR: path.join(dir, 'generated') }))).toBe(first);
    expect(resolveAuthSecret(loadConfig({ DATA_DIR: path.join(dir, 'other') }))).not.toBe(first);
  });
});
