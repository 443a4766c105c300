import { readFile } from 'node:fs/promises';
import type { Locator, Page, Response } from '@playwright/test';
import { OFF_DAY_SHIFT, ROSTER_TEXTS, TIMESHEET_TEXTS } from '@timekeep/contracts';
import { expect, test } from '../support/test';
import { expectNotice } from '../support/notice';
import { keepScreenshot } from '../support/screenshots';
import { chooseOption } from '../support/select';
import { DEMO_PASSWORD, EMPLOYEE, signIn, SUPERVISOR } from '../support/sign-in';
import { lastMailTo } from '../support/mail';
import { pdfText } from '@timekeep/testing-pdf';
import { apiAs } from '../support/api';
import { liveRegion, pickUpWithKeyboard } from '../support/dnd';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const pad = (n: number) => String(n).padStart(2, '0');
const iso = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
const addDays = (date: string, days: number) => iso(new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000));
/** The grid's and the timesheet's day heading, 'ddd DD/MM'. */
const heading = (day: string) => {
  const d = new Date(`${day}T00:00:00Z`);
  return `${WEEKDAYS[d.getUTCDay()]} ${pad(d.getUTCDate())}/${pad(d.getUTCMonth() + 1)}`;
};
/**
 * A Monday six weeks on: past the fortnight the demo rosters (from next Monday), so the warehouse's
 * days there are still its template's, and clear of the other journeys' dates; the week after it
 * is where the copy pastes.
 */
function farMonday(): string {
  const today = iso(new Date());
  const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
  return addDays(today, 42 - weekday);
}

const LABEL = 'Evening pick';
/** A row of the roster: an employee's, or the totals' ('Total'). Its cells have no names of their own: they are read with their row's and column's headers. */
const rosterRow = (page: Page, name: string) => page.getByRole('row', { name, exact: true });
const cell = (page: Page, name: string, day: string) => rosterRow(page, name).locator(`[role="gridcell"][data-date="${day}"]`);
const total = (page: Page, name: string, of: 'hours' | 'cost') => rosterRow(page, name).locator(`[role="gridcell"][data-total="${of}"]`);
const chip = (page: Page, name: string, day: string, label = LABEL) => cell(page, name, day).getByRole('button', { name: new RegExp(`^${label}`) });

/**
 * A shift can be picked up: the page takes no drag while a write and the grid's reload after it are
 * under way (its shifts say aria-disabled until then), and a press on it then starts nothing.
 */
const pickable = (shift: Locator) => expect(shift).toHaveAttribute('aria-disabled', 'false');

/**
 * Drags with the mouse as a person does: press, move a little (the drag starts after 2 px), move
 * over the target, and let go once the page shows the shift over it. The release is not let run
 * ahead of the page: dnd-kit reads the drag from what it has drawn, so a release it handles before
 * it has seen the pointer move is a press let go where it was (nothing picked up, nothing said,
 * nothing sent), and one before it has drawn the shift over the target drops it on whatever it last
 * saw, or on nothing. On a loaded machine the third of three drags picked nothing up and sent
 * nothing, and the test waited for a reload that no drop had asked for. The target is brought to the
 * middle of the grid first, as a person scrolls to the day they mean: near the grid's edges the drag
 * scrolls the grid on its own.
 */
async function drag(page: Page, source: Locator, target: Locator) {
  await pickable(source);
  await target.evaluate((el) => el.scrollIntoView({ block: 'center', inline: 'center' }));
  const from = await source.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('The drag source or target is not on screen.');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 8, from.y + from.height / 2 + 4, { steps: 2 });
  // Straight there: on the way, the grid's edges would scroll it under the pointer (the drag's auto-scroll).
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 1 });
  // Aimed again: the page may have moved under the pointer meanwhile (the drag's auto-scroll at the shift's start).
  const there = (await target.boundingBox()) ?? to;
  await page.mouse.move(there.x + there.width / 2 + 1, there.y + there.height / 2, { steps: 1 });
  // The day as the page names it (its employee's row and its date), then let go.
  const [name, date] = await target.evaluate((el) => [el.closest('[data-roster-row]')?.getAttribute('aria-label'), el.getAttribute('data-date')]);
  await expect(liveRegion(page)).toContainText(` is over ${name} ${heading(date ?? '')}.`);
  await page.mouse.up();
}

/**
 * The grid's next read: the first roster read the page asks for after the latest save answered
 * (or, with no save, after this call). On a loaded machine a read still in flight from an earlier
 * step answered after the next step had begun: taken for this step's read, it let the test go on
 * before the page asked again, and that later read brought another supervisor's change in before
 * the drop that was to conflict with it.
 */
function gridReloaded(page: Page): Promise<Response> {
  let since = Date.now();
  const onSave = (r: Response) => {
    const saved = r.request().method() === 'POST' && r.url().includes('/server/standardshifts/') && !r.url().includes('checkPeriodClose') && r.status() !== 401;
    if (!saved) return;
    const timing = r.request().timing();
    since = timing.startTime + Math.max(timing.responseStart, 0);
  };
  page.on('response', onSave);
  return page.waitForResponse((r) => r.url().includes('/api/standardshifts/roster?') && r.ok() && r.request().timing().startTime >= since).finally(() => page.off('response', onSave));
}

async function dropAndWait(page: Page, source: Locator, target: Locator) {
  const reloaded = gridReloaded(page);
  await drag(page, source, target);
  await reloaded;
}

const hoursOf = async (page: Page, name: string) => Number((await total(page, name, 'hours').textContent())?.replace(/,/g, ''));

test.describe('roster', () => {
  test('a supervisor plans a week by dragging shifts, moves them with the mouse and the keys, copies the week forward, and the timesheets show them', async ({ page, request }) => {
    test.setTimeout(180_000);
    const monday = farMonday();
    const sunday = addDays(monday, 6);
    const [tuesday, wednesday, thursday, friday] = [1, 2, 3, 4].map((n) => addDays(monday, n));
    const nextMonday = addDays(monday, 7);

    await signIn(page, SUPERVISOR);
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/standardshifts/rosterByEmployee');
    await expect(page.getByRole('heading', { name: 'Roster' })).toBeVisible();
    for (const name of ['Send All', 'Print', 'Copy', 'Template']) await expect(page.getByRole('button', { name })).toBeVisible();
    // The current week by default: seven days from a Monday.
    await expect(page.getByRole('columnheader', { name: /^Mon \d\d\/\d\d$/ })).toHaveCount(1);
    await expect(page.locator('[data-roster-row]').first()).toBeVisible();

    // Their department, the far week: the dates are typed once the grid has read the department's.
    const nodeRead = gridReloaded(page);
    await chooseOption(page, page.getByRole('combobox', { name: 'Company Node' }), 'Warehouse');
    await page.keyboard.press('Escape');
    await nodeRead;
    const start = page.getByPlaceholder('Start date');
    await start.click();
    await start.fill(monday);
    await start.press('Enter');
    const end = page.getByPlaceholder('End date');
    await end.fill(sunday);
    const loaded = gridReloaded(page);
    await end.press('Enter');
    await loaded;
    await expect(page.getByRole('columnheader', { name: heading(monday) })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`startDate=${monday}`));
    // Shift budget is on in the demo company: the totals columns and the footer. The cost is made
    // from pay rates, which this supervisor (no payRates function) may not see: no Total Cost (ADR 0048).
    await expect(page.getByRole('columnheader', { name: 'Total Hours' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Total Cost' })).toHaveCount(0);
    await expect(total(page, 'Total', 'cost')).toHaveCount(0);
    await expect(total(page, 'Total', 'hours')).toHaveText(/^[\d,]+\.\d\d$/);

    const rows = page.locator('[data-roster-row]');
    const names = await Promise.all([0, 1, 2, 3].map(async (i) => (await rows.nth(i).getAttribute('aria-label')) as string));
    const [first, second, third, fourth] = names;
    const idOf = async (name: string) => new URL((await page.getByRole('link', { name: `Timesheet of ${name}` }).getAttribute('href')) as string, 'http://x').searchParams.get('id');
    const ids = { [first]: await idOf(first), [second]: await idOf(second), [third]: await idOf(third) };

    // Create a shift: End must be later than Start.
    await page.getByRole('button', { name: 'New' }).click();
    const dialog = page.locator('.ant-modal', { hasText: 'Create Shift' });
    await chooseOption(page, dialog.getByRole('combobox', { name: 'Position' }), 'Picker');
    for (const [label, value] of [['Start Time', '15:00'], ['End Time', '14:00']]) {
      await dialog.getByLabel(label).fill(value);
      await dialog.getByLabel(label).press('Enter');
    }
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText(ROSTER_TEXTS.endAfterStart)).toBeVisible();
    await dialog.getByLabel('End Time').fill('19:00');
    await dialog.getByLabel('End Time').press('Enter');
    await dialog.getByLabel('Label').fill(LABEL);
    await keepScreenshot(page, 'roster-create-shift');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expectNotice(page, ROSTER_TEXTS.shiftCreated);
    const library = page.getByRole('complementary', { name: 'Shifts' });
    const evening = library.getByRole('listitem', { name: `${LABEL} 15:00 - 19:00` });
    await expect(evening).toBeVisible();

    // Drag it onto three employees' Mondays.
    const before = await hoursOf(page, first);
    for (const name of [first, second, third]) {
      await dropAndWait(page, evening, cell(page, name, monday));
      await expect(chip(page, name, monday)).toBeVisible();
    }
    expect(await hoursOf(page, first)).toBeCloseTo(before + 4, 2);

    // Move one with the mouse: Monday to Tuesday, gone from Monday.
    await dropAndWait(page, chip(page, first, monday), cell(page, first, tuesday));
    await expect(chip(page, first, tuesday)).toBeVisible();
    await expect(chip(page, first, monday)).toHaveCount(0);

    // The same shift again on a day that has it: refused, nothing written; the grid reloads all the same,
    // and the next drag waits for that (a reload landing mid-drag moved the grid under the pointer).
    const refused = gridReloaded(page);
    await drag(page, evening, cell(page, second, monday));
    await expectNotice(page, ROSTER_TEXTS.conflict);
    await refused;
    await expect(chip(page, second, monday)).toHaveCount(1);

    // An off day replaces the day; its Delete takes it off again.
    await dropAndWait(page, library.getByRole('listitem', { name: OFF_DAY_SHIFT.labelName }), cell(page, third, wednesday));
    await expect(chip(page, third, wednesday, OFF_DAY_SHIFT.labelName)).toBeVisible();
    await expect(cell(page, third, wednesday).getByRole('button')).toHaveCount(1);
    await dropAndWait(page, library.getByRole('listitem', { name: OFF_DAY_SHIFT.labelName }), cell(page, third, thursday));
    await chip(page, third, thursday, OFF_DAY_SHIFT.labelName).click();
    await expect(page.getByRole('menuitem', { name: 'Delete' })).toBeVisible();
    const deleted = gridReloaded(page);
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await deleted;
    await expect(chip(page, third, thursday, OFF_DAY_SHIFT.labelName)).toHaveCount(0);

    // Keyboard drag: focus the shift, Space picks it up, the arrows move it a day at a time, Space drops it.
    // What a screen reader is told (dnd-kit's live region) says where it is at each step.
    const told = liveRegion(page);
    await pickable(chip(page, second, monday));
    await pickUpWithKeyboard(page, chip(page, second, monday), `${LABEL} is over ${second} ${heading(monday)}.`);
    await page.keyboard.press('ArrowRight');
    await expect(told).toHaveText(`${LABEL} is over ${second} ${heading(tuesday)}.`);
    await page.keyboard.press('ArrowRight');
    await expect(told).toHaveText(`${LABEL} is over ${second} ${heading(wednesday)}.`);
    const keyed = gridReloaded(page);
    await page.keyboard.press('Space');
    await keyed;
    await expect(told).toHaveText(`${LABEL} was dropped on ${second} ${heading(wednesday)}.`);
    await expect(chip(page, second, wednesday)).toBeVisible();
    await expect(chip(page, second, monday)).toHaveCount(0);
    await keepScreenshot(page, 'roster-week');

    // Another supervisor changes the fourth employee meanwhile: this page's drop loses (409), says so and reloads.
    const api = apiAs(request, SUPERVISOR, DEMO_PASSWORD);
    const shifts = await api.get<Array<{ id: string; labelName: string }>>('/api/shifts/getNewShifts');
    const shiftId = shifts.find((s) => s.labelName === LABEL)?.id as string;
    const warehouse = new URL(page.url()).searchParams.get('departmentIds') as string;
    const roster = await api.get<{ rows: Array<{ employee: { id: string; firstName: string; lastName: string }; version: number }> }>(
      `/api/standardshifts/roster?startDate=${monday}&endDate=${sunday}&departmentIds=${warehouse}`,
    );
    const other = roster.rows.find((r) => `${r.employee.firstName} ${r.employee.lastName}` === fourth);
    expect(other).toBeDefined();
    expect(await api.post('/standardshifts/handleScheduleByShift', { employeeId: other?.employee.id, ruleDate: thursday, version: other?.version, workSectionData: { id: shiftId } })).toEqual({ success: true, message: 'success' });
    const refreshed = gridReloaded(page);
    await drag(page, evening, cell(page, fourth, friday));
    await expectNotice(page, ROSTER_TEXTS.changedMeanwhile);
    await refreshed;
    await expect(chip(page, fourth, thursday)).toBeVisible();
    await expect(chip(page, fourth, friday)).toHaveCount(0);

    // Copy the week forward: the paste date offered does not overlap the week; a new range clears it.
    await page.getByRole('button', { name: 'Copy' }).click();
    const copy = page.locator('.ant-modal', { hasText: 'Copy Roster' });
    await expect(copy.getByText(ROSTER_TEXTS.overwrite)).toBeVisible();
    const from = copy.getByPlaceholder('Start date');
    await from.click();
    await from.fill(monday);
    await from.press('Enter');
    await copy.getByPlaceholder('End date').fill(sunday);
    await copy.getByPlaceholder('End date').press('Enter');
    const paste = copy.getByLabel('Paste to Date');
    await expect(paste).toHaveValue('');
    await paste.click();
    await paste.fill(wednesday);
    await paste.press('Enter');
    await copy.getByRole('button', { name: 'Save' }).click();
    await expect(copy.getByText('This field is required.')).toBeVisible();
    await paste.click();
    await paste.fill(nextMonday);
    await paste.press('Enter');
    await expect(paste).toHaveValue(nextMonday);
    await keepScreenshot(page, 'roster-copy');
    await copy.getByRole('button', { name: 'Save' }).click();
    await expectNotice(page, ROSTER_TEXTS.copied);
    await expect(copy).toHaveCount(0);

    await start.click();
    await start.fill(nextMonday);
    await start.press('Enter');
    await end.fill(addDays(nextMonday, 6));
    const nextWeek = gridReloaded(page);
    await end.press('Enter');
    await nextWeek;
    await expect(chip(page, first, addDays(tuesday, 7))).toBeVisible();
    await expect(chip(page, second, addDays(wednesday, 7))).toBeVisible();
    await expect(chip(page, third, nextMonday)).toBeVisible();
    await expect(chip(page, third, addDays(wednesday, 7), OFF_DAY_SHIFT.labelName)).toBeVisible();

    // The library shift's own menu: Edit changes its label (times stay), Add Shift to Employees puts it on a date for several.
    await evening.click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    const edit = page.locator('.ant-modal', { hasText: 'Edit Shift' });
    await expect(edit.getByLabel('Start Time')).toBeDisabled();
    await expect(edit.getByLabel('Label')).toHaveValue(LABEL);
    await edit.getByLabel('Label').fill(`${LABEL} (late)`);
    await edit.getByRole('button', { name: 'Save' }).click();
    await expectNotice(page, ROSTER_TEXTS.shiftUpdated);
    const renamed = library.getByRole('listitem', { name: `${LABEL} (late) 15:00 - 19:00` });
    await renamed.click();
    await page.getByRole('menuitem', { name: 'Add Shift to Employees' }).click();
    const add = page.locator('.ant-modal', { hasText: 'Add Shift to Employees' });
    const nextFriday = addDays(friday, 7);
    await add.getByLabel('Date').fill(nextFriday);
    await add.getByLabel('Date').press('Enter');
    await chooseOption(page, add.getByRole('combobox', { name: 'Employees' }), fourth);
    // A multiple select stays open for more: a click elsewhere in the dialog closes it.
    await add.locator('.ant-modal-title').click();
    await keepScreenshot(page, 'roster-add-to-employees');
    const added = gridReloaded(page);
    await add.getByRole('button', { name: 'Save' }).click();
    await expectNotice(page, ROSTER_TEXTS.addedToEmployees);
    await added;
    await expect(chip(page, fourth, nextFriday, `${LABEL} \\(late\\)`)).toBeVisible();
    await renamed.click();
    await page.getByRole('menuitem', { name: 'Add Shift to Employees' }).click();
    await add.getByLabel('Date').fill(nextFriday);
    await add.getByLabel('Date').press('Enter');
    await chooseOption(page, add.getByRole('combobox', { name: 'Employees' }), fourth);
    // A multiple select stays open for more: a click elsewhere in the dialog closes it.
    await add.locator('.ant-modal-title').click();
    await add.getByRole('button', { name: 'Save' }).click();
    await expectNotice(page, ROSTER_TEXTS.conflict);
    await expect(add.getByRole('alert').filter({ hasText: fourth })).toBeVisible();
    await add.getByRole('button', { name: 'Cancel' }).click();

    // One employee's roster by email: Mere (the demo's Employee sign-in) works in the warehouse and has an address.
    const search = page.getByLabel('Search employees');
    await search.fill('Mere');
    const found = gridReloaded(page);
    await search.press('Enter');
    await found;
    await expect(rows).toHaveCount(1);
    const mere = (await rows.first().getAttribute('aria-label')) as string;
    await dropAndWait(page, renamed, cell(page, mere, nextMonday));
    await page.getByRole('button', { name: `Email the roster to ${mere}` }).click();
    await expectNotice(page, ROSTER_TEXTS.emailSent);
    await expect.poll(() => lastMailTo(EMPLOYEE) ?? '').toContain(`${LABEL} (late)`);
    expect(lastMailTo(EMPLOYEE)).toContain('15:00');

    // Send All: the warehouse's employees; those without an address are named, not skipped in silence.
    await page.getByRole('button', { name: 'Send All' }).click();
    await page.locator('.ant-modal-confirm').getByRole('button', { name: 'Send' }).click();
    await expectNotice(page, ROSTER_TEXTS.emailSent);
    await expect(page.locator('.ant-notification-notice', { hasText: 'Not sent to some employees' })).toContainText('no email address');
    await page.locator('.ant-notification-notice-close').click();

    // Print: the week as a PDF, with the shifts on it.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Print' }).click();
    const pdf = await downloading;
    expect(pdf.suggestedFilename()).toBe(`WeeklyScheduleReport-${nextMonday}.pdf`);
    const { text } = await pdfText(await readFile((await pdf.path()) as string));
    expect(text).toContain(`${LABEL} (late)`);
    expect(text).toContain('Walker');

    // The dragged shifts are the employees' schedule: Sch In and Sch Out on their timesheets.
    const planned = [
      { id: ids[first], day: tuesday },
      { id: ids[second], day: wednesday },
      { id: ids[third], day: monday },
    ];
    for (const { id, day } of planned) {
      await page.goto(`/timesheet/view?id=${id}&fromT=${monday}&toT=${sunday}`);
      const column = page.getByRole('row', { name: heading(day), exact: true });
      await expect(column.getByLabel('Shift 15:00 to 19:00', { exact: true })).toContainText('Sch In – Sch Out');
    }
    await keepScreenshot(page, 'roster-timesheet');
  });

  test('500 employees: the grid paints in time without freezing, and closed, night, off and template days read as such', async ({ page }) => {
    test.setTimeout(90_000);
    const monday = farMonday();
    const roster = bigRoster(monday, 500);
    // The console is measured here, not the server (the bench measures the load): the grid's answer is given.
    await page.route('**/api/standardshifts/roster?**', (route) => route.fulfill({ json: roster }));
    // The time the first employee row is on screen: observed from the page's start, one frame after it is added.
    await page.addInitScript(() => {
      const seen = new MutationObserver(() => {
        if (!document.querySelector('[data-roster-row]')) return;
        seen.disconnect();
        requestAnimationFrame(() => ((window as unknown as { rosterPainted: number }).rosterPainted = performance.now()));
      });
      document.addEventListener('DOMContentLoaded', () => seen.observe(document.body, { childList: true, subtree: true }));
    });
    await signIn(page, SUPERVISOR);
    await expect(page).toHaveURL(/\/$/);
    await page.goto(`/standardshifts/rosterByEmployee?startDate=${monday}&endDate=${addDays(monday, 6)}`);
    await expect(page.locator('[data-roster-row]').first()).toBeVisible();
    const timing = await page.evaluate(() => {
      const painted = (window as unknown as { rosterPainted?: number }).rosterPainted ?? NaN;
      const answer = performance.getEntriesByType('resource').find((e) => e.name.includes('/api/standardshifts/roster?')) as PerformanceResourceTiming | undefined;
      return { painted, answered: answer?.responseEnd ?? NaN };
    });
    const afterAnswer = Math.round(timing.painted - timing.answered);
    console.log(`roster grid, 500 employees x 7 days: first paint ${afterAnswer} ms after the roster arrived (${Math.round(timing.painted)} ms after the page started)`);
    test.info().annotations.push({ type: 'roster first paint (ms after the answer, 500 rows)', description: String(afterAnswer) });

    // A closed day looks locked and refuses a drop with the closed-period text.
    const closed = cell(page, 'Employee 1 Test', monday);
    await expect(closed).toHaveAttribute('aria-readonly', 'true');
    await drag(page, page.getByRole('listitem', { name: /^Early pick/ }), closed);
    await expectNotice(page, TIMESHEET_TEXTS.closedPeriod);
    // Only the rows in view are in the page; scrolling to the end shows the last employee.
    const rendered = await page.locator('[data-roster-row]').count();
    expect(rendered).toBeLessThan(40);
    await keepScreenshot(page, 'roster-500');
    const started = Date.now();
    await page.getByRole('grid', { name: 'Roster' }).evaluate((grid) => grid.scrollTo({ top: grid.scrollHeight }));
    await expect(page.getByRole('row', { name: 'Employee 500 Test' })).toBeVisible();
    console.log(`scrolled to the 500th employee in ${Date.now() - started} ms`);
  });
});

/** A roster of `count` employees for a week: template days, own shifts, a night run, off days and one closed day. */
function bigRoster(monday: string, count: number) {
  const section = (id: string, startTime: string, endTime: string, extra: Record<string, unknown> = {}) => ({
    id,
    startTime,
    startTimeType: 'Today',
    endTime,
    endTimeType: 'Today',
    breakTime: 30,
    overrideBreakCalculation: false,
    breakCalculationType: null,
    breakTriggerTime: null,
    breakStartTime: null,
    allowOT: true,
    allowEA: false,
    allowLD: false,
    lunchWorkingThrough: false,
    isOverridePayGroup: false,
    departmentId: null,
    jobId: null,
    taskId: null,
    skills: [],
    labelName: null,
    colorCode: null,
    departmentName: 'Picker',
    duration: 8,
    deductTime: 30,
    warnings: [],
    ...extra,
  });
  const rows = Array.from({ length: count }, (_, i) => ({
    employee: { id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`, firstName: 'Employee', middleName: null, lastName: `${i + 1} Test`, departmentId: null, departmentName: 'Picker', payRate: 25, standardHours: 40, email: i % 2 ? 'x@example.com' : null },
    scheduleRuleVoList: Array.from({ length: 7 }, (_, d) => {
      const title = addDays(monday, d);
      if (d === 6) return { title, isOffDay: true, isClosed: false, virtual: i % 2 === 0, workSections: [] };
      const own = (i + d) % 3 === 0;
      const sections = own
        ? [section(`${title}-roster-1`, '06:00', '10:00', { labelName: 'Early pick', colorCode: '#2ebb7c', duration: 3.5 }), section(`${title}-roster-2`, '15:00', '19:00', { labelName: 'Evening pick', colorCode: '#722ed1', breakTime: 0, deductTime: 0, duration: 4 })]
        : d === 4
          ? [section(`${title}-roster-1`, '22:00', '06:00', { endTimeType: 'NextDay', labelName: 'Night run', colorCode: '#13344f', duration: 7.5 })]
          : [section(`${title}-template-1`, '06:00', '14:30')];
      return { title, isOffDay: false, isClosed: i === 0 && d < 2, virtual: !own && d !== 4, workSections: sections };
    }),
    version: 3,
    totalHours: 40,
    totalCost: 1000,
  }));
  return { startDate: monday, endDate: addDays(monday, 6), rows, totalHours: 40 * count, totalCost: 1000 * count };
}
