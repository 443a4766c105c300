import type { PdfDocument } from './pdf';

/** A document builder the PDF worker can load by itself (pdf.spec.ts). */
export function noticeDocument({ title, lines }: { title: string; lines: string[] }): PdfDocument {
  return {
    pageSize: 'A4',
    // A function, as real documents' headers and footers are: it cannot cross to a thread, so the thread builds the document.
    footer: (page: number, pages: number) => ({ text: `Page ${page} of ${pages}`, margin: [28, 0] }),
    content: [{ text: title, bold: true }, ...lines.map((text) => ({ text }))],
    defaultStyle: { font: 'Roboto' },
  };
}
