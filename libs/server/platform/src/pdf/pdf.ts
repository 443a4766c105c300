import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { DocumentDefinition } from 'pdfmake';

/** A document as pdfmake's docs describe it (content, styles, page size and margins, header and footer). */
export type PdfDocument = DocumentDefinition;

/**
 * Where a worker thread finds a document's builder: the module that exports it (its `__filename`)
 * and the export's name. A document holds functions (a header, a footer, a table's layout), which
 * cannot cross to a thread, so the thread builds it from the input itself. The module must be
 * light to load (the builder and what it lays out, never a Nest module).
 */
export interface PdfSource<Input> {
  file: string;
  exportName: string;
  /** Never set: ties the source to the input its builder takes. */
  readonly input?: Input;
}

/**
 * The PDF drawn in a worker thread (the one PDF renderer, ADR 0034; pdf-render.ts draws it there):
 * pdfmake lays a document out synchronously, seconds for a roster of hundreds over weeks or a whole
 * company's report, which on the API's own thread would hold every other request. The caller's
 * process never loads pdfmake.
 */
export function renderPdfOffThread<Input>(source: PdfSource<Input>, input: NoInfer<Input>): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(join(__dirname, 'pdf.worker.js'), { workerData: { file: source.file, exportName: source.exportName, input } });
    worker.once('message', (pdf: Uint8Array) => resolve(Buffer.from(pdf)));
    worker.once('error', reject);
    worker.once('exit', (code) => (code === 0 ? undefined : reject(new Error(`The PDF worker stopped with exit code ${code}.`))));
  });
}
