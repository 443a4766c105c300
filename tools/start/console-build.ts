import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/** Builds the console when there is no build yet or its sources changed since the last one. */
export function ensureConsoleBuilt(root: string): string {
  const dist = join(root, 'dist', 'console');
  const index = join(dist, 'index.html');
  const sources = [join(root, 'apps', 'console'), join(root, 'libs', 'contracts', 'src')];
  const stale = !existsSync(index) || sources.some((dir) => newestMtime(dir) > statSync(index).mtimeMs);
  if (stale) {
    console.log('Building the console ...');
    const built = spawnSync(process.execPath, [join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '-c', 'apps/console/vite.config.ts', '--logLevel', 'warn'], {
      cwd: root,
      stdio: 'inherit',
    });
    if (built.status !== 0) throw new Error('The console build failed.');
  }
  return dist;
}
