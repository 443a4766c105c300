import { createDeflateRaw } from 'node:zlib';

/** A zip entry as it is stored: its deflated bytes and the uncompressed size its headers declare (which may lie). */
export interface StoredEntry {
  name: string;
  deflated: Buffer;
  declaredSize: number;
}

/** `times` copies of `chunk`, deflated as one stream: megabytes of zeros deflate to a few hundred bytes each. */
export async function deflatedRepeat(chunk: Buffer, times: number): Promise<Buffer> {
  const deflate = createDeflateRaw({ level: 9 });
  const parts: Buffer[] = [];
  deflate.on('data', (part: Buffer) => parts.push(part));
  const ended = new Promise<void>((resolve, reject) => {
    deflate.on('end', resolve);
    deflate.on('error', reject);
  });
  for (let i = 0; i < times; i++) if (!deflate.write(chunk)) await new Promise((resolve) => deflate.once('drain', resolve));
  deflate.end();
  await ended;
  return Buffer.concat(parts);
}

/**
 * A zip of deflated entries, written by hand so its central directory can declare any size. The
 * CRCs are left 0: the bounds check never gets that far, and no parser must either.
 */
export function zipOf(entries: readonly StoredEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(entry.deflated.length, 18);
    local.writeUInt32LE(entry.declaredSize, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(entry.deflated.length, 20);
    central.writeUInt32LE(entry.declaredSize, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, entry.deflated);
    centrals.push(central, name);
    offset += local.length + name.length + entry.deflated.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/**
 * An .xlsx-shaped zip whose worksheet inflates to `inflatedMb` megabytes of XML-ish zeros. With
 * `declaredBytes` its headers say the sheet is that small instead (a lying central directory).
 */
export async function zipBombXlsx(inflatedMb: number, declaredBytes?: number): Promise<Buffer> {
  const sheet = await deflatedRepeat(Buffer.alloc(1024 * 1024, 0x30), inflatedMb);
  const small = async (text: string) => ({ deflated: await deflatedRepeat(Buffer.from(text), 1), declaredSize: Buffer.byteLength(text) });
  return zipOf([
    { name: '[Content_Types].xml', ...(await small('<?xml version="1.0"?><Types/>')) },
    { name: 'xl/workbook.xml', ...(await small('<?xml version="1.0"?><workbook/>')) },
    { name: 'xl/worksheets/sheet1.xml', deflated: sheet, declaredSize: declaredBytes ?? inflatedMb * 1024 * 1024 },
  ]);
}
