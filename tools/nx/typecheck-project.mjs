// Type-checks one project (its src and test folders) with the workspace's compiler options, for the
// project's `typecheck` target (tools/nx/tier-targets.js). Projects share tsconfig.json; this gives
// tsc a program of the project's own files without a tsconfig file in every project.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = process.argv[2];
if (!root) {
  console.error('usage: node tools/nx/typecheck-project.mjs <project root>');
  process.exit(2);
}
const workspace = resolve(import.meta.dirname, '..', '..');
const dir = join(workspace, 'node_modules', '.cache', 'tk-typecheck');
mkdirSync(dir, { recursive: true });
const config = join(dir, `${root.replace(/[\\/]/g, '__')}.json`);
const project = join(workspace, root);
writeFileSync(config, JSON.stringify({ extends: join(workspace, 'tsconfig.json'), include: [join(project, 'src'), join(project, 'test'), join(project, '*.ts')] }));
const { status } = spawnSync(process.execPath, [join(workspace, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', config, '--noEmit'], { stdio: 'inherit' });
process.exit(status ?? 1);
