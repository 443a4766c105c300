import { dirname, join } from 'node:path';
import pdfMake from 'pdfmake';
import type { PdfDocument } from './pdf';

/**
 * The PDF renderer's drawing, loaded by its worker thread only (pdf.worker.js): pdfmake with the
 * Roboto fonts it ships, read from its own folder in node_modules. The server fetches nothing for a
 * document (every URL is refused) and reads no file outside that folder.
 */
const FONT_DIR = dirname(require.resolve('pdfmake/fonts/Roboto/Roboto-Regular.ttf'));
pdfMake.setFonts({
  Roboto: {
    normal: join(FONT_DIR, 'Roboto-Regular.ttf'),
    bold: join(FONT_DIR, 'Roboto-Medium.ttf'),
    italics: join(FONT_DIR, 'Roboto-Italic.ttf'),
    bolditalics: join(FONT_DIR, 'Roboto-MediumItalic.ttf'),
  },
});
pdfMake.setUrlAccessPolicy(() => false);
pdfMake.setLocalAccessPolicy((path) => dirname(path) === FONT_DIR);

/** The PDF's bytes, drawn on this thread. */
export function renderPdf(document: PdfDocument): Promise<Buffer> {
  return pdfMake.createPdf(document).getBuffer();
}
