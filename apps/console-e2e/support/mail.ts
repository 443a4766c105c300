import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { quotedPrintableDecoded } from '@timekeep/testing-smtp';

/** The newest mail to `to` that the app sent in this run, as the SMTP server received it (after the sink's `X-To:` line). */
export function rawMailTo(to: string): string | null {
  const dir = process.env.TK_E2E_MAIL_DIR as string;
  const files = readdirSync(dir).sort((a, b) => parseInt(b) - parseInt(a));
  for (const file of files) {
    const [first, ...rest] = readFileSync(join(dir, file), 'utf8').split('\n');
    if (first.includes(to)) return rest.join('\n');
  }
  return null;
}

/** The newest mail to `to` that the app sent in this run, quoted-printable decoded. */
export function lastMailTo(to: string): string | null {
  const raw = rawMailTo(to);
  return raw === null ? null : quotedPrintableDecoded(raw);
}

/** A header of a raw mail (folded lines unfolded), as the mail's top part gives it. */
export function headerOf(raw: string, name: string): string | null {
  const head = raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, ' ');
  const line = head.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line ? line.slice(name.length + 1).trim() : null;
}

/**
 * The attachments of a raw MIME mail, base64 decoded: each MIME part whose Content-Disposition is
 * attachment, with the file name it gives. Enough for the mails the app builds (nodemailer: base64
 * attachments, file names unquoted or quoted).
 */
export function attachmentsOf(raw: string): Array<{ fileName: string; content: Buffer }> {
  const found: Array<{ fileName: string; content: Buffer }> = [];
  for (const part of raw.split(/\r?\n--[^\r\n]+/)) {
    const at = part.search(/\r?\n\r?\n/);
    if (at < 0) continue;
    const headers = part.slice(0, at).replace(/\r?\n[ \t]+/g, ' ');
    const disposition = /^Content-Disposition:\s*attachment;[^\r\n]*?filename="?([^";\r\n]+)"?/im.exec(headers);
    if (!disposition || !/^Content-Transfer-Encoding:\s*base64/im.test(headers)) continue;
    found.push({ fileName: disposition[1], content: Buffer.from(part.slice(at).replace(/\s/g, ''), 'base64') });
  }
  return found;
}
