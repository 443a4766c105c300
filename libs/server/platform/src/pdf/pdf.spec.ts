import { pdfText } from '@timekeep/testing-pdf';
import { noticeDocument } from './pdf.fixture';
import { PdfSource, renderPdfOffThread } from './pdf';
import { renderPdf } from './pdf-render';

const NOTICE: PdfSource<Parameters<typeof noticeDocument>[0]> = { file: require.resolve('./pdf.fixture'), exportName: 'noticeDocument' };
const input = { title: 'Roster change', lines: ['Picker: 07:00 to 15:30', 'Driver: Off Day'] };

describe('the PDF renderer', () => {
  it('draws a document off the caller’s thread, with functions in it (a footer), as on the thread', async () => {
    const [off, on] = await Promise.all([renderPdfOffThread(NOTICE, input), renderPdf(noticeDocument(input))]);
    for (const pdf of [off, on]) {
      const { text, pages } = await pdfText(pdf);
      expect(pages).toBe(1);
      expect(text).toContain('Roster change');
      expect(text).toContain('Picker: 07:00 to 15:30');
      expect(text).toContain('Page 1 of 1');
    }
  });

  it('refuses a source that names no builder, rather than drawing nothing', async () => {
    await expect(renderPdfOffThread({ ...NOTICE, exportName: 'missing' }, input)).rejects.toThrow(/exports no PDF document builder named missing/);
  });
});
