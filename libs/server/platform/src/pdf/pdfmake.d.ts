/**
 * The part of pdfmake 0.3's Node API the reports use. Not @types/pdfmake: it references the DOM
 * lib, which then types Blob and fetch as a browser's across the whole server program.
 */
declare module 'pdfmake' {
  export interface FontFiles {
    normal: string;
    bold: string;
    italics: string;
    bolditalics: string;
  }

  /** A document definition (pdfmake's docs: content, styles, page size and margins, header and footer). */
  export interface DocumentDefinition {
    content: unknown[];
    [option: string]: unknown;
  }

  interface PdfMake {
    setFonts(fonts: Record<string, FontFiles>): void;
    setUrlAccessPolicy(allowed: (url: string) => boolean): void;
    setLocalAccessPolicy(allowed: (path: string) => boolean): void;
    createPdf(document: DocumentDefinition): { getBuffer(): Promise<Buffer> };
  }

  const pdfMake: PdfMake;
  export default pdfMake;
}
