import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** This checkout's own signing key: `.data/jwt-secret` at the repository root, beside `npm start`'s database. */
export const INSTALL_KEY_FILE = join(__dirname, '..', '..', '..', '..', '..', '.data', 'jwt-secret');

const MIN_KEY_LENGTH = 32;

function readKey(file: string): string {
  const key = readFileSync(file, 'utf8').trim();
  if (key.length < MIN_KEY_LENGTH) throw new Error(`${file} holds no signing key of ${MIN_KEY_LENGTH}+ characters: delete it to have a new one made, or set JWT_SECRET.`);
  return key;
}

/**
 * The signing key of an install without JWT_SECRET (development, `npm start`): random, made on first
 * start and kept, readable by its owner only (0600), so that no key printed in the source signs
 * anything (ADR 0049). The api, worker and seed start at once on a fresh clone: the key is written
 * whole to a file of its own and linked into place, so that whoever links first wins and every
 * process reads the same, complete key.
 */
export function installSigningKey(file: string = INSTALL_KEY_FILE): string {
  try {
    return readKey(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  const draft = `${file}.${process.pid}-${randomBytes(6).toString('hex')}`;
  writeFileSync(draft, `${randomBytes(48).toString('base64url')}\n`, { mode: 0o600, flag: 'wx' });
  try {
    linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    unlinkSync(draft);
  }
  return readKey(file);
}
