import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from './app-config';
import { installSigningKey } from './install-key';

describe("an install's own signing key", () => {
  const dir = () => mkdtempSync(join(tmpdir(), 'tk-key-'));
  const valid = { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/timekeep' };

  it('is made at random on first start, readable by its owner only, and kept', () => {
    const file = join(dir(), '.data', 'jwt-secret');
    const key = installSigningKey(file);
    expect(key.length).toBeGreaterThanOrEqual(64);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(installSigningKey(file)).toBe(key);
    expect(installSigningKey(join(dir(), 'jwt-secret'))).not.toBe(key);
  });

  it('signs for an install without JWT_SECRET; JWT_SECRET wins when set; production refuses to boot without it', () => {
    const file = join(dir(), 'jwt-secret');
    const config = loadConfig(valid, file);
    expect(config.jwtSecret).toBe(readFileSync(file, 'utf8').trim());
    expect(config.jwtSecret).not.toBe('timekeep-development-secret-do-not-use-in-production');
    expect(loadConfig({ ...valid, JWT_SECRET: 'x'.repeat(32) }, file).jwtSecret).toBe('x'.repeat(32));
    expect(() => loadConfig({ ...valid, NODE_ENV: 'production', TIMEKEEP_ADMIN_PASSWORD: 'Operator-pass-1' }, join(dir(), 'k'))).toThrow(/JWT_SECRET is required in production/);
  });

  it('refuses a key file that holds no key, saying what to do', () => {
    const file = join(dir(), 'jwt-secret');
    writeFileSync(file, 'short\n');
    expect(() => installSigningKey(file)).toThrow(/delete it to have a new one made, or set JWT_SECRET/);
  });
});
