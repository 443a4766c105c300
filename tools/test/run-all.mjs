// `npm test`: every tier in order, stopping at the first that fails.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

const tiers = [
  ['types', 'typecheck'],
  ['lint', 'lint'],
  ['unit', 'test:unit'],
  ['integration', 'test:int'],
  ['browser', 'test:e2e'],
  ['browser at fixed days', 'test:e2e:dates'],
];
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' };
const timings = [];

for (const [name, script] of tiers) {
  const started = Date.now();
  console.log(`\n=== ${name} (npm run ${script}) ===`);
  const { status } = spawnSync(npm, ['run', '--silent', script], { stdio: 'inherit', env });
  timings.push(`${name} ${((Date.now() - started) / 1000).toFixed(1)}s`);
  if (status !== 0) {
    if (name.startsWith('browser')) printAppLogEnd();
    console.error(`\n${name} failed. (${timings.join(', ')})`);
    process.exit(status ?? 1);
  }
}
console.log(`\nAll tiers passed: ${timings.join(', ')}`);

/** What the app logged at the end of a failed browser run (warnings and errors only). */
function printAppLogEnd() {
  const log = 'test-results/console-e2e-app.log';
  if (!existsSync(log)) return;
  const lines = readFileSync(log, 'utf8').trimEnd().split('\n');
  console.error(`\n--- the app's log, last ${Math.min(lines.length, 80)} lines:\n${lines.slice(-80).join('\n')}`);
}
