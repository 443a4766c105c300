import { spawnSync } from 'node:child_process';
import { createHash, type Hash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Published builds kept beside the newest; older ones are removed when a new one is published. */
const KEEP = 10;
/** A staging directory this old belongs to a build that died, or to a run long over. */
const STALE_STAGING_MS = 24 * 60 * 60 * 1000;

function hashTree(hash: Hash, root: string, dir: string): void {
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules') hashTree(hash, root, path);
    } else if (entry.isFile()) {
      hash.update(relative(root, path)).update('\0').update(readFileSync(path)).update('\0');
    }
  }
}

/** What a console build is made of: its sources, the contracts, the locked dependencies and the VITE_ variables. */
function sourcesKey(root: string): string {
  const hash = createHash('sha256');
  hashTree(hash, root, join(root, 'apps', 'console'));
  hashTree(hash, root, join(root, 'libs', 'contracts', 'src'));
  const lock = join(root, 'package-lock.json');
  if (existsSync(lock)) hash.update(readFileSync(lock));
  for (const name of Object.keys(process.env).filter((n) => n.startsWith('VITE_')).sort()) hash.update(`${name}=${process.env[name]}\0`);
  return hash.digest('hex').slice(0, 16);
}

/** Removes all but the KEEP newest published builds (never `current`), and staging left by builds that died. */
function prune(builds: string, current: string): void {
  const now = Date.now();
  const entries = readdirSync(builds, { withFileTypes: true }).filter((e) => e.isDirectory());
  const published = entries
    .filter((e) => !e.name.startsWith('.') && join(builds, e.name) !== current)
    .map((e) => ({ path: join(builds, e.name), mtime: statSync(join(builds, e.name)).mtimeMs }))
    .sort((a, b) => b.mtime - a.mtime);
  for (const old of published.slice(KEEP - 1)) rmSync(old.path, { recursive: true, force: true });
  for (const e of entries.filter((e) => e.name.startsWith('.staging-'))) {
    const path = join(builds, e.name);
    if (now - statSync(path).mtimeMs > STALE_STAGING_MS) rmSync(path, { recursive: true, force: true });
  }
}

/**
 * The console built from its sources as they are now, in a directory named by their hash under
 * dist/console-builds. A published build is never written again: a server keeps serving the build
 * it started with while another run (a second `npm start`, the browser tests beside `npm test`)
 * builds a newer one, and a build is reused only for exactly the sources it was made from. Each
 * build is made in a staging directory of its own and published with one rename.
 */
export function ensureConsoleBuilt(root: string): string {
  const builds = join(root, 'dist', 'console-builds');
  mkdirSync(builds, { recursive: true });
  const key = sourcesKey(root);
  const dist = join(builds, key);
  if (existsSync(join(dist, 'index.html'))) {
    // Marks it as in use, so that pruning keeps it.
    const now = new Date();
    utimesSync(dist, now, now);
    return dist;
  }

  console.log('Building the console ...');
  const staging = join(builds, `.staging-${key}-${process.pid}`);
  const built = spawnSync(
    process.execPath,
    [join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '-c', 'apps/console/vite.config.ts', '--outDir', staging, '--emptyOutDir', '--logLevel', 'warn'],
    // Always the production build, whoever asks: under jest (NODE_ENV=test, as tools/start/run.int-spec.ts
    // starts the product) Vite would bake 'test' into the bundle, giving React's development build and
    // antd's fixed test ids ("test-id" on every dialog and popover, so one is labelled by another),
    // and the browser tier reuses that build (the key is the sources).
    { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } },
  );
  if (built.status !== 0) {
    rmSync(staging, { recursive: true, force: true });
    throw new Error('The console build failed.');
  }
  // Sources edited during the build: this run uses what was built, and no later run reuses it.
  if (sourcesKey(root) !== key) return staging;
  try {
    renameSync(staging, dist);
  } catch (error) {
    // Another run published the same sources first: use theirs.
    if (!existsSync(join(dist, 'index.html'))) throw error;
    rmSync(staging, { recursive: true, force: true });
  }
  prune(builds, dist);
  return dist;
}
