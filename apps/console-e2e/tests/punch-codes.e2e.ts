import { readFileSync } from 'node:fs';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { expect, test } from '../support/test';
import { keepScreenshot } from '../support/screenshots';
import { chooseOption } from '../support/select';
import { ADMIN, signIn } from '../support/sign-in';

/** What a phone's camera reads from the image: the QR code's text. */
function decodeQr(file: string): string | null {
  const png = PNG.sync.read(readFileSync(file));
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data ?? null;
}

test.describe('punch codes', () => {
  test('an admin generates a code for a position, job and task and downloads punchCode.png, which reads back as the signed payload', async ({ page }) => {
    await signIn(page, ADMIN);
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/punch/generate-code');
    await expect(page.getByRole('heading', { name: 'Generate Punch Code' })).toBeVisible();

    // The demo's Picker position offers one job: it is chosen, and its tasks are offered.
    await chooseOption(page, page.getByLabel('Position'), 'Picker');
    await expect(page.locator('.ant-select', { has: page.getByLabel('Job', { exact: true }) })).toContainText('J-1001 - Supermarket distribution');
    await chooseOption(page, page.getByLabel('Task'), 'T-PICK - Picking');
    await page.getByRole('button', { name: 'Generate' }).click();
    await expect(page.getByRole('img', { name: 'Punch code' })).toBeVisible();
    await expect(page.getByText('Picker / Supermarket distribution / Picking')).toBeVisible();
    await keepScreenshot(page, 'punch-code');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download' }).click()]);
    expect(download.suggestedFilename()).toBe('punchCode.png');
    const file = await download.path();
    const text = decodeQr(file);
    expect(text).not.toBeNull();
    const payload = JSON.parse(text as string) as Record<string, unknown>;
    expect(payload).toEqual({
      departmentId: expect.any(String),
      departmentName: 'Picker',
      jobId: expect.any(String),
      jobName: 'Supermarket distribution',
      taskId: expect.any(String),
      taskName: 'Picking',
      sig: expect.stringMatching(/^v1\./),
    });

    // 'All Jobs' lists every active job, whatever the position offers.
    await page.getByRole('checkbox', { name: 'All Jobs' }).check();
    await chooseOption(page, page.getByLabel('Job', { exact: true }), 'J-1002 - Hardware deliveries');
    await expect(page.getByLabel('Task')).toBeEnabled();
  });
});
