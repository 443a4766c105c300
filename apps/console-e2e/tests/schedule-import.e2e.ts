import { readFile } from 'node:fs/promises';
import * as XLSX from '@e965/xlsx';
import { SCHEDULE_IMPORT_COLUMNS, SCHEDULE_IMPORT_TEMPLATE_NAME } from '@timekeep/contracts';
import { expect, test } from '../support/test';
import { expectNotice } from '../support/notice';
import { ADMIN, signIn } from '../support/sign-in';

/** The downloaded template with its example row replaced by these rows, as a legacy .xls again. */
function filled(template: Buffer, rows: Array<Array<string | number | null>>): Buffer {
  const workbook = XLSX.read(template, { type: 'buffer', cellNF: true });
  const sheet = workbook.Sheets.Schedule;
  for (const key of Object.keys(sheet)) if (!key.startsWith('!') && XLSX.utils.decode_cell(key).r > 0) delete sheet[key];
  XLSX.utils.sheet_add_aoa(sheet, rows, { origin: 'A2' });
  return XLSX.write(workbook, { type: 'buffer', bookType: 'biff8' }) as Buffer;
}

test.describe('schedule import', () => {
  test('an admin downloads the template, imports it filled in, and is told of a wrong file and of rows to correct', async ({ page }) => {
    await signIn(page, ADMIN);
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/schedule/importschedule');
    await expect(page.getByRole('heading', { name: 'Import Schedule' })).toBeVisible();

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download the template' }).click()]);
    expect(download.suggestedFilename()).toBe(SCHEDULE_IMPORT_TEMPLATE_NAME);
    const template = await readFile(await download.path());
    const header = XLSX.utils.sheet_to_json<unknown[]>(XLSX.read(template, { type: 'buffer' }).Sheets.Schedule, { header: 1 })[0];
    expect(header).toEqual([...SCHEDULE_IMPORT_COLUMNS]);

    const upload = page.getByRole('button', { name: 'Upload', exact: true });
    await upload.click();
    await expect(page.getByText('This field is required.')).toBeVisible();

    // Days of March 2027, away from the demo's weeks, so that no other test's days change: a day shift, a night shift and an off day.
    const file = filled(template, [
      ['E1001', null, '2027-03-01', '08:00', '16:30', 'N', 30, 'AKL-WH-DRV'],
      ['E1002', 1002, '2027-03-01', '22:00', '06:00', 'Y', 30, null],
      ['E1001', null, '2027-03-02', 'OFF', null, null, null, null],
    ]);
    const input = page.locator('input[type=file]');
    await input.setInputFiles({ name: 'roster.xls', mimeType: 'application/vnd.ms-excel', buffer: file });
    const answered = page.waitForResponse((r) => r.url().endsWith('/schedule/uploadExl') && r.ok());
    await upload.click();
    await answered;
    await expectNotice(page, 'Schedule upload successfully.');
    await expect(page.getByRole('alert').filter({ hasText: 'Schedule upload successfully.' })).toContainText("3 days of 2 employees read; 2 employees' schedules changed.");

    // Not the template: a sheet of other columns.
    const other = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(other, XLSX.utils.aoa_to_sheet([['Name', 'Monday', 'Tuesday'], ['Aria', '8-4', 'off']]), 'Roster');
    await input.setInputFiles({ name: 'roster.xls', mimeType: 'application/vnd.ms-excel', buffer: XLSX.write(other, { type: 'buffer', bookType: 'biff8' }) as Buffer });
    await upload.click();
    await expectNotice(page, 'Template format error.');

    // Rows that cannot be imported are listed by their row number; nothing is imported.
    await input.setInputFiles({ name: 'roster.xls', mimeType: 'application/vnd.ms-excel', buffer: filled(template, [['NOBODY-9', null, '2027-03-03', '08:00', '12:00'], ['E1001', null, '2027-03-03', '12:00', '08:00']]) });
    await upload.click();
    await expectNotice(page, 'Failed to import Schedule.');
    const rows = page.getByRole('list', { name: 'Rows to correct' });
    await expect(rows.getByRole('listitem')).toHaveText(['Row 2: No employee has Pay ID NOBODY-9.', 'Row 3: End Time must be later than Start Time!']);
    await page.screenshot({ path: '/tmp/schedule-import.png', fullPage: true });
  });
});
