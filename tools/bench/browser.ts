import { ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { get } from 'node:http';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { databaseUrl, dropDatabase, withAdmin } from '@timekeep/testing-postgres';
import { startSmtpSink } from '@timekeep/testing-smtp';

const root = join(__dirname, '..', '..');

/** The phone: a 4G connection (9 Mbps, 170 ms round trip) and a CPU four times slower than this one. */
export const PHONE = { latencyMs: 170, bitsPerSecond: 9_000_000, cpuSlowdown: 4 };

export interface ScreenTiming {
  name: string;
  /** First contentful paint, from navigation start. */
  fcpMs: number;
  /** When the screen shows its data (its selector is on the page), from navigation start. */
  dataMs: number;
}

export interface BrowserBench {
  /** The scripts the first page loads before it can draw (its entry and the chunks it preloads), as sent: brotli. */
  initialScripts: { files: number; brotliBytes: number; rawBytes: number };
  screens: Array<{ ours: ScreenTiming; baseline: ScreenTiming }>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** The bytes a path is sent as, undecoded, with the encoding asked for. */
function sentBytes(url: string, encoding: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': encoding } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => resolve(bytes));
      res.on('error', reject);
    }).on('error', reject);
  });
}

/** The product booted as `npm start` boots it, on a database of its own; stopped by the returned function. */
async function boot(): Promise<{ origin: string; stop: () => Promise<void> }> {
  const run = randomBytes(4).toString('hex');
  const database = `tk_bench_browser_${run}`;
  await withAdmin((c) => c.query(`CREATE DATABASE "${database}"`));
  const smtp = await startSmtpSink(() => undefined);
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['-r', join(root, 'tools', 'register.js'), join(root, 'tools', 'start', 'run.ts')], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: databaseUrl(database), PORT: String(port), REDIS_PREFIX: `tk-bench-${run}`, LOG_LEVEL: 'warn', SMTP_URL: smtp.url, PUBLIC_URL: `http://127.0.0.1:${port}` },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (c: Buffer) => (output += c));
  child.stderr?.on('data', (c: Buffer) => (output += c));
  await new Promise<void>((resolve, reject) => {
    const timer = setInterval(() => {
      if (output.includes('Timekeep is up.')) {
        clearInterval(timer);
        resolve();
      } else if (child.exitCode !== null) {
        clearInterval(timer);
        reject(new Error(`The app did not start:\n${output}`));
      }
    }, 200);
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve)));
      await dropDatabase(database);
      await smtp.close();
    },
  };
}

async function tokensOf(origin: string, email: string): Promise<{ accessToken: string; refreshToken: string }> {
  const reply = await fetch(`${origin}/server/account/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: 'Demo-password-1' }) });
  if (!reply.ok) throw new Error(`Sign-in of ${email} answered ${reply.status}`);
  return (await reply.json()) as { accessToken: string; refreshToken: string };
}

/** A fresh page (empty cache) on the phone's connection and CPU, signed in as `email` when given. */
async function phonePage(browser: Browser, origin: string, email: string | null): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true });
  if (email) {
    const tokens = await tokensOf(origin, email);
    // Signed in as the console keeps a session (apps/console/src/api/session.ts), before its first script runs.
    await context.addInitScript({ content: `localStorage.setItem('tk.accessToken', ${JSON.stringify(tokens.accessToken)}); localStorage.setItem('tk.refreshToken', ${JSON.stringify(tokens.refreshToken)});` });
  }
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const bytesPerSecond = PHONE.bitsPerSecond / 8;
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: PHONE.latencyMs, downloadThroughput: bytesPerSecond, uploadThroughput: bytesPerSecond });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown });
  return page;
}

/** What shows a screen's data: an element matching `css`, holding `text` when given. */
interface DataMark {
  css: string;
  text?: string;
}

/**
 * Notes, in the page, when the screen's data is first painted: a MutationObserver set before the
 * page's own scripts run sees each change as it is made, and the time is read in a task queued from
 * the next animation frame, so after the frame that paints it. (Waiting for it from here, with Playwright, would add
 * the polling and the round trips to a page whose CPU is four times slower than this machine's.)
 */
function markDataShown(mark: DataMark): string {
  // In the page's own terms (this file is compiled without the DOM's types).
  return `(() => {
    const mark = ${JSON.stringify(mark)};
    const shown = () => [...document.querySelectorAll(mark.css)].some((e) => mark.text === undefined || (e.textContent || '').includes(mark.text));
    const observer = new MutationObserver(() => {
      if (!shown()) return;
      observer.disconnect();
      // The frame that draws it, then a task after it: the time it has been painted.
      requestAnimationFrame(() => setTimeout(() => (window.__tkDataShown = performance.now())));
    });
    observer.observe(document, { subtree: true, childList: true, characterData: true });
  })();`;
}

/** Opens `path` and times its first paint and the paint that shows `mark` (the screen's data). */
async function timeScreen(browser: Browser, origin: string, name: string, email: string | null, path: string, mark: DataMark | null): Promise<ScreenTiming> {
  const page = await phonePage(browser, origin, email);
  try {
    if (mark) await page.addInitScript({ content: markDataShown(mark) });
    await page.goto(`${origin}${path}`, { waitUntil: 'commit' });
    const dataMs = mark
      ? ((await (await page.waitForFunction(() => (globalThis as { __tkDataShown?: number }).__tkDataShown, undefined, { timeout: 60_000 })).jsonValue()) as number)
      : await page.waitForSelector('body', { timeout: 60_000 }).then(() => page.evaluate(() => performance.now()));
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, undefined, { timeout: 60_000 });
    const fcpMs = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0].startTime);
    return { name, fcpMs, dataMs };
  } finally {
    await page.context().close();
  }
}

/**
 * The console on a phone (issue 31, ADR 0069): each daily screen opened cold on the phone's
 * connection and CPU, beside the floor of the same connection: the API's health reply (one round
 * trip, a line of text painted, no script). Medians of `rounds`.
 */
export async function benchBrowser(rounds: number, tell: (line: string) => void): Promise<BrowserBench> {
  tell('booting the product (npm start, its own database)');
  const app = await boot();
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
  try {
    const html = await (await fetch(`${app.origin}/`)).text();
    const scripts = [...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="([^"]+\.js)"/g)].map((m) => m[1]);
    let brotliBytes = 0;
    let rawBytes = 0;
    for (const script of scripts) {
      brotliBytes += await sentBytes(`${app.origin}${script}`, 'br');
      rawBytes += await sentBytes(`${app.origin}${script}`, 'identity');
    }
    const mereId = await (async () => {
      const admin = await tokensOf(app.origin, 'admin@demo.timekeep.local');
      const page = (await (await fetch(`${app.origin}/server/api/employees?pageSize=10&search=Walker`, { headers: { authorization: `Bearer ${admin.accessToken}` } })).json()) as { items: Array<{ id: string; clockId: number }> };
      return page.items.find((e) => e.clockId === 1000)?.id ?? '';
    })();
    const screens = [
      { name: "employee's home", email: 'employee@demo.timekeep.local', path: '/', mark: { css: '[aria-label="My hours"]', text: 'Last pay period' } },
      { name: 'a timesheet', email: 'admin@demo.timekeep.local', path: `/timesheet/view?id=${mereId}`, mark: { css: '[aria-label="Employee name"]', text: 'Mere Walker' } },
      { name: 'time approvals', email: 'admin@demo.timekeep.local', path: '/time-approvals/list', mark: { css: '.ant-table-row' } },
    ];
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
    const results: BrowserBench['screens'] = [];
    for (const screen of screens) {
      const ours: ScreenTiming[] = [];
      const floor: ScreenTiming[] = [];
      for (let i = 0; i < rounds; i++) {
        tell(`${screen.name}, round ${i + 1} of ${rounds}`);
        ours.push(await timeScreen(browser, app.origin, screen.name, screen.email, screen.path, screen.mark));
        floor.push(await timeScreen(browser, app.origin, 'health reply', null, '/server/health', null));
      }
      results.push({
        ours: { name: screen.name, fcpMs: median(ours.map((t) => t.fcpMs)), dataMs: median(ours.map((t) => t.dataMs)) },
        baseline: { name: 'health reply', fcpMs: median(floor.map((t) => t.fcpMs)), dataMs: median(floor.map((t) => t.dataMs)) },
      });
    }
    return { initialScripts: { files: scripts.length, brotliBytes, rawBytes }, screens: results };
  } finally {
    await browser.close();
    await app.stop();
  }
}
