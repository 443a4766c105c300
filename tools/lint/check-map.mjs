// Part of the lint tier (npm run lint): the map (docs/architecture.md) and the context matrix
// (eslint.config.mjs) cannot drift from the code, or from each other.
// 1. Every allowed edge of the matrix is one the code has: an edge nobody uses is a door left open
//    by accident, so it fails here until it is removed (or used).
// 2. The matrix the map draws is the matrix lint enforces, line for line.
// 3. Every lib and every console feature folder is named on the map, so "where is" is one hop.
// 4. Every path the map names exists.
// 5. Every decision in docs/decisions/ is listed in its index (docs/decisions/README.md).
import { readdirSync, readFileSync, existsSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { CONTEXTS, DOMAINS } from '../../eslint.config.mjs';

const root = join(import.meta.dirname, '..', '..');
const read = (path) => readFileSync(join(root, path), 'utf8');
const dirs = (path) => readdirSync(join(root, path)).filter((name) => statSync(join(root, path, name)).isDirectory());
const problems = [];

// The projects and their context tags, from each package.json (nx.tags).
const projects = [];
for (const folder of ['libs', 'libs/domain', 'libs/server', 'apps']) {
  for (const name of dirs(folder)) {
    const manifest = join(root, folder, name, 'package.json');
    if (!existsSync(manifest)) continue;
    const { name: pkg, nx } = JSON.parse(readFileSync(manifest, 'utf8'));
    const tag = (nx?.tags ?? []).find((t) => t.startsWith('server:') || t.startsWith('domain:'));
    projects.push({ path: `${folder}/${name}`, pkg, tag });
  }
}
const tagOf = new Map(projects.map((p) => [p.pkg, p.tag]));

function* sources(path) {
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = join(path, entry.name);
    if (entry.isDirectory()) yield* sources(full);
    else if (/\.tsx?$/.test(entry.name)) yield full;
  }
}

// 1. The edges the code has: a project with a context tag importing a project of another tag
//    (a server context's own domain lib is another tag, so it counts as the matrix's second list says).
const used = new Set();
const IMPORT = /(?:from\s+|import\s*\(\s*|require\s*\(\s*)['"](@timekeep\/[a-z0-9-]+)/g;
for (const project of projects.filter((p) => p.tag)) {
  for (const file of sources(join(root, project.path))) {
    for (const [, pkg] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const target = tagOf.get(pkg);
      if (target && target !== project.tag) used.add(`${project.tag} -> ${target}`);
    }
  }
}
const allowed = [
  ...Object.entries(CONTEXTS).flatMap(([name, [servers, domains]]) => [...servers.map((s) => `server:${name} -> server:${s}`), ...domains.map((d) => `server:${name} -> domain:${d}`)]),
  ...Object.entries(DOMAINS).flatMap(([name, domains]) => domains.map((d) => `domain:${name} -> domain:${d}`)),
];
for (const edge of allowed) if (!used.has(edge)) problems.push(`eslint.config.mjs allows ${edge}, which no code uses: remove it from the matrix (and the map)`);

// 2. The map's matrix, between the lines "    <context> -> ..." of its matrix block.
const map = read('docs/architecture.md');
const block = map.match(/<!-- matrix -->\n([\s\S]*?)<!-- \/matrix -->/);
if (!block) problems.push('docs/architecture.md has no matrix block (<!-- matrix --> ... <!-- /matrix -->)');
else {
  const drawn = new Map();
  for (const line of block[1].split('\n')) {
    const m = line.match(/^\s{4}([a-z/-]+)\s+->\s+(.*)$/);
    if (!m) continue;
    const [, name, rest] = m;
    const domains = (rest.match(/\(domain: ([^)]*)\)/)?.[1] ?? '').split(',').map((s) => s.trim()).filter(Boolean);
    const servers = rest.replace(/\(domain: [^)]*\)/, '').split(',').map((s) => s.trim()).filter((s) => s && s !== '-');
    drawn.set(name, [servers.sort().join(', '), domains.sort().join(', ')]);
  }
  const wanted = new Map([
    ...Object.entries(CONTEXTS).map(([name, [servers, domains]]) => [name, [[...servers].sort().join(', '), [...domains].sort().join(', ')]]),
    ...Object.entries(DOMAINS).map(([name, domains]) => [`domain/${name}`, ['', [...domains].sort().join(', ')]]),
  ]);
  for (const [name, [servers, domains]] of wanted) {
    const got = drawn.get(name);
    if (!got) problems.push(`the map's matrix has no line for ${name}`);
    else if (got[0] !== servers || got[1] !== domains) problems.push(`the map draws ${name} -> ${got[0] || '-'} (domain: ${got[1]}), lint enforces ${servers || '-'} (domain: ${domains})`);
  }
  for (const name of drawn.keys()) if (!wanted.has(name)) problems.push(`the map's matrix names ${name}, which eslint.config.mjs does not`);
}

// 3. Every lib and console feature folder is on the map.
const named = (path) => map.includes(`\`${path}\``) || map.includes(`${path}/`) || map.includes(`${path} `);
for (const { path } of projects.filter((p) => p.path.startsWith('libs/'))) if (!named(path)) problems.push(`${path} is not on the map (docs/architecture.md)`);
for (const feature of dirs('apps/console/src/features')) if (!named(`features/${feature}`)) problems.push(`apps/console/src/features/${feature} is not on the map (docs/architecture.md)`);

// 4. Every path the map names exists (in "Where is", paths are under libs/server/ unless they start otherwise).
const whereAt = map.indexOf('## Where is');
for (const [at, span] of [...map.matchAll(/`([^`\s]+)`/g)].map((m) => [m.index, m[1]])) {
  if (span.includes('*') || span.includes('<')) continue;
  const inWhere = whereAt >= 0 && at > whereAt && at < map.indexOf('\n## ', whereAt + 1);
  const path = /^(libs|apps|tools|docs)\//.test(span) ? span : inWhere && /^[a-z-]+\/src\//.test(span) ? `libs/server/${span}` : null;
  if (path && !existsSync(join(root, path))) problems.push(`the map names ${span}, which does not exist`);
}

// 5. The decisions' index lists every decision.
const index = read('docs/decisions/README.md');
for (const file of readdirSync(join(root, 'docs/decisions')).filter((f) => /^\d{4}-.*\.md$/.test(f))) {
  if (!index.includes(`(${file})`)) problems.push(`docs/decisions/${file} is not in the index (docs/decisions/README.md)`);
}

if (problems.length) {
  console.error(`The map has drifted from the code (${relative(process.cwd(), join(root, 'docs/architecture.md'))}):\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`The map: ${allowed.length} allowed edges all used, the matrix as lint has it, ${projects.filter((p) => p.path.startsWith('libs/')).length} libs and ${dirs('apps/console/src/features').length} console features named, every decision indexed.`);
