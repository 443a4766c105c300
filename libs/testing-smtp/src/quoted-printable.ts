/**
 * A raw mail as its reader sees it: quoted-printable soft line breaks and `=XX` escapes undone, each
 * escape as one character (enough for the ASCII text the tests look for).
 */
export const quotedPrintableDecoded = (raw: string): string => raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
