import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The newest mail to `to` that the app sent in this run, quoted-printable decoded. */
export function lastMailTo(to: string): string | null {
  const dir = process.env.TK_E2E_MAIL_DIR as string;
  const files = readdirSync(dir).sort((a, b) => parseInt(b) - parseInt(a));
  for (const file of files) {
    const raw = readFileSync(join(dir, file), 'utf8');
    if (raw.split('\n')[0].includes(to)) return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  }
  return null;
}
