import { execFile } from 'node:child_process';

/**
 * What a PDF shows, read by poppler (pdftotext, pdftoppm; Debian's poppler-utils, which .ci/run
 * installs): independent of pdfmake, which drew it. Each takes the PDF on stdin.
 */
function poppler(command: string, args: string[], pdf: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = execFile(command, args, { encoding: 'buffer', maxBuffer: 256 * 1024 * 1024 }, (error, stdout) => {
      if (error) reject((error as NodeJS.ErrnoException).code === 'ENOENT' ? new Error(`${command} is not installed: apt-get install poppler-utils (as .ci/run does).`) : error);
      else resolve(stdout);
    });
    child.stdin?.end(pdf);
  });
}

/** The text of every page, pages separated by form feeds, laid out as on the page. */
export async function pdfText(pdf: Buffer): Promise<{ text: string; pages: number }> {
  const text = (await poppler('pdftotext', ['-layout', '-enc', 'UTF-8', '-', '-'], pdf)).toString('utf8');
  return { text, pages: text.split('\f').filter((page) => page.trim()).length };
}

/** The first page rendered as a PNG (`dpi` dots an inch), with its size in pixels: what a reader of the file sees. */
export async function pdfFirstPage(pdf: Buffer, dpi = 50): Promise<{ png: Buffer; width: number; height: number }> {
  // No output root: pdftoppm writes the one page to stdout.
  const png = await poppler('pdftoppm', ['-png', '-r', String(dpi), '-f', '1', '-l', '1', '-singlefile', '-'], pdf);
  if (png.subarray(1, 4).toString('latin1') !== 'PNG') throw new Error('pdftoppm drew no PNG.');
  // The IHDR chunk: width and height, big-endian, at bytes 16 and 20.
  return { png, width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}
