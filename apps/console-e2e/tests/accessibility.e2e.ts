import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { writeFile } from 'node:fs/promises';
import { ADMIN, EMPLOYEE, signIn } from '../support/sign-in';
import { expect, test } from '../support/test';

/** WCAG 2.1 levels A and AA, as axe-core tags its rules (issue 31 point 3, ADR 0072). */
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** A laptop and a phone (ADR 0069): the phone's layout has its own header, drawer and cards. */
const VIEWPORTS = [
  { name: 'laptop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

interface Screen {
  name: string;
  /** Who signs in first: nobody for the sign-in screen. */
  as: string | null;
  /** Opens the screen: a path, or steps (the admin's timesheet is reached from a row of the employee list). */
  open: string | ((page: Page) => Promise<void>);
  /** What shows once the screen has its data: analysed before that, a list would be checked empty. */
  ready: (page: Page) => Locator;
}

const tableRow = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row').first();
/** A day of the timesheet's Punch record: a pay period always has a Monday. */
const timesheetDay = (page: Page) => page.getByRole('grid', { name: 'Punch record' }).getByRole('row', { name: /^Mon \d\d\/\d\d$/ }).first();

/** The daily screens (issue 31 point 3), each as the role that uses it. */
const SCREENS: Screen[] = [
  { name: 'sign-in', as: null, open: '/login', ready: (page) => page.getByRole('button', { name: 'Sign In' }) },
  { name: 'dashboard (home)', as: ADMIN, open: '/', ready: (page) => page.getByRole('heading', { name: /^Welcome, / }) },
  { name: 'employees', as: ADMIN, open: '/employee/list', ready: tableRow },
  // The demo's last pay period has punch pairs waiting, so the list has rows (and their checkboxes) to check.
  { name: 'time approvals', as: ADMIN, open: '/time-approvals/list?status=Unapproved&period=Previous', ready: tableRow },
  { name: 'exceptions', as: ADMIN, open: '/times/timecardExceptionList', ready: tableRow },
  { name: 'payroll transfers', as: ADMIN, open: '/payrolltransfer/list', ready: tableRow },
  { name: 'leave', as: ADMIN, open: '/leave/list', ready: tableRow },
  { name: 'roster', as: ADMIN, open: '/standardshifts/rosterByEmployee', ready: (page) => page.locator('[data-roster-row]').first() },
  { name: 'reports', as: ADMIN, open: '/jasper/condition', ready: (page) => page.getByRole('button', { name: 'Download' }) },
  {
    name: 'timesheet (admin, ?id=)',
    as: ADMIN,
    open: async (page) => {
      await page.goto('/employee/list');
      await page.getByRole('button', { name: /^Timesheet of / }).first().click();
      await expect(page).toHaveURL(/\/timesheet\/view\?id=/);
    },
    ready: timesheetDay,
  },
  { name: 'messages', as: ADMIN, open: '/messages/view', ready: (page) => page.getByRole('heading', { name: /^Leave request from / }).first() },
  { name: 'profile › notifications', as: ADMIN, open: '/profile/notifications', ready: (page) => page.getByRole('switch', { name: 'Decisions on my leave: Push' }) },
  { name: "employee's home", as: EMPLOYEE, open: '/', ready: (page) => page.getByLabel('My leave requests').getByText('Annual Leave').first() },
  { name: 'timesheet (employee)', as: EMPLOYEE, open: '/timesheet/view', ready: timesheetDay },
  { name: 'clock', as: EMPLOYEE, open: '/clock', ready: (page) => page.getByRole('button', { name: 'In', exact: true }) },
];

/**
 * One line per critical or serious rule broken: its id, impact, how many nodes, and the first one
 * with why it fails; every node of them is kept beside the test's results as JSON (axe <screen>.json).
 */
async function seriousViolations(page: Page, screen: string): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze();
  const serious = violations.filter((v) => v.impact === 'critical' || v.impact === 'serious');
  if (serious.length) {
    const nodes = serious.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => ({ target: n.target, html: n.html, why: n.failureSummary })) }));
    const file = test.info().outputPath(`axe ${screen.replace(/[^\w]+/g, '-')}.json`);
    await writeFile(file, JSON.stringify(nodes, null, 2));
    await test.info().attach(`axe ${screen}`, { path: file, contentType: 'application/json' });
  }
  return serious.map((v) => {
    const first = v.nodes[0];
    const why = (first?.failureSummary ?? '').split('\n').slice(1, 2).join('').trim();
    return `${v.id} (${v.impact}) ×${v.nodes.length}: ${first?.target.join(' ')}: ${why}`;
  });
}

test.describe('accessibility: no critical or serious WCAG 2.1 A/AA violation (axe-core)', () => {
  for (const viewport of VIEWPORTS) {
    test.describe(`on a ${viewport.name} (${viewport.width}×${viewport.height})`, () => {
      test.use({ viewport: { width: viewport.width, height: viewport.height } });

      for (const screen of SCREENS) {
        test(screen.name, async ({ page }) => {
          if (screen.as) {
            await signIn(page, screen.as);
            await expect(page).toHaveURL(/\/$/);
          }
          if (typeof screen.open === 'string') await page.goto(screen.open);
          else await screen.open(page);
          await expect(screen.ready(page), `${screen.name} shows its data`).toBeVisible();
          // Nothing still loading: a spinner's or skeleton's placeholder is not the screen.
          await expect(page.locator('.ant-spin-spinning, .ant-skeleton-active')).toHaveCount(0);
          expect(await seriousViolations(page, screen.name), `critical or serious WCAG 2.1 A/AA violations on ${screen.name}`).toEqual([]);
        });
      }
    });
  }
});
