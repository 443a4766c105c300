import { Refusal, type RefusalKind } from '@timekeep/domain-kernel';
import { fromBuffer, type Entry, type ZipFile } from 'yauzl';

/**
 * An .xlsx is a zip: 5 MB on the wire can inflate to gigabytes (a zip bomb), and exceljs would hold
 * all of it in memory. Every workbook upload goes through the one reader, which checks a zip here
 * before any parser sees it (docs/decisions/0051-absurd-input-is-refused.md).
 * 50 MB of sheet XML is hundreds of thousands of cells, far beyond any import's file; a workbook
 * has a few dozen parts.
 */
export const MAX_INFLATED_BYTES = 50 * 1024 * 1024;
export const MAX_ZIP_ENTRIES = 1000;

export const ZIP_BOUNDS_TEXT = `The file unpacks to more than ${MAX_INFLATED_BYTES / 1024 / 1024} MB or more than ${MAX_ZIP_ENTRIES} parts, or says it holds less than it does: no import takes such a workbook. Nothing was imported.`;

/** A workbook past the bounds: refused with one sentence (400), whichever import it came to. */
export class SpreadsheetOutOfBounds extends Refusal {
  constructor() {
    super(ZIP_BOUNDS_TEXT);
    this.name = 'SpreadsheetOutOfBounds';
  }
  get kind(): RefusalKind {
    return 'invalid';
  }
}

/** The zip could not be read at all (not a zip, or a broken one): the caller says it is not a spreadsheet. */
export class UnreadableZip extends Error {}

export interface ZipBounds {
  bytes: number;
  entries: number;
}

/**
 * Refuses a zip whose central directory declares more than `bounds` (entries, or the sum of the
 * declared uncompressed sizes), then inflates every entry, counting, and discarding what it read,
 * so a directory that lies about its sizes is caught too (yauzl's validateEntrySizes stops an
 * entry at its declared size, and the count stops the whole at the bound). Memory stays at a
 * chunk whatever the file says.
 */
export async function checkZipBounds(bytes: Buffer, bounds: ZipBounds = { bytes: MAX_INFLATED_BYTES, entries: MAX_ZIP_ENTRIES }): Promise<void> {
  const zip = await new Promise<ZipFile>((resolve, reject) =>
    fromBuffer(bytes, { lazyEntries: true, validateEntrySizes: true }, (error, file) => (error || !file ? reject(new UnreadableZip(error?.message)) : resolve(file))),
  );
  if (zip.entryCount > bounds.entries) throw new SpreadsheetOutOfBounds();
  const entries: Entry[] = [];
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: Entry) => {
      entries.push(entry);
      zip.readEntry();
    });
    zip.on('end', resolve);
    zip.on('error', (error: Error) => reject(new UnreadableZip(error.message)));
    zip.readEntry();
  });
  if (entries.reduce((sum, e) => sum + e.uncompressedSize, 0) > bounds.bytes) throw new SpreadsheetOutOfBounds();
  let inflated = 0;
  for (const entry of entries) {
    if (entry.fileName.endsWith('/')) continue;
    await new Promise<void>((resolve, reject) => {
      zip.openReadStream(entry, (error, stream) => {
        if (error || !stream) return reject(new UnreadableZip(error?.message));
        stream.on('data', (chunk: Buffer) => {
          inflated += chunk.length;
          if (inflated > bounds.bytes) {
            stream.destroy();
            reject(new SpreadsheetOutOfBounds());
          }
        });
        // yauzl reports a stream longer than its declared size as 'too many bytes in the stream'.
        stream.on('error', (e: Error) => reject(/too many bytes/.test(e.message) ? new SpreadsheetOutOfBounds() : new UnreadableZip(e.message)));
        stream.on('end', resolve);
      });
    });
  }
}
