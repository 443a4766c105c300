/**
 * A raw mail as its reader sees it: quoted-printable soft line breaks undone, and each run of `=XX`
 * escapes read as the UTF-8 bytes it encodes (the app's mails are UTF-8: the en dash of
 * '08:00–16:30' is three escapes). Text outside the escapes is left as it came.
 */
export const quotedPrintableDecoded = (raw: string): string =>
  raw.replace(/=\r?\n/g, '').replace(/(?:=[0-9A-F]{2})+/g, (run) => Buffer.from(run.replace(/=/g, ''), 'hex').toString('utf8'));
