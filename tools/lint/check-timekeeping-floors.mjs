// Part of the lint tier (npm run lint): no import inside the timekeeping context runs back up a floor.
//
// Timekeeping's floors, from the ground up, are declared here once (docs/architecture.md,
// "Timekeeping floors", says what each holds). Every folder of libs/server/timekeeping/src stands
// on a floor. A file imports its own folder or a folder on a strictly lower floor: never one
// above, and never another folder of its own floor (two rooms that need each other share a part
// that belongs below them). The context's wiring (src/*.ts: the module, its parts, the public
// index) is the top floor. The same check runs first on fixtures, so a rule that stopped refusing
// would fail here too.
import { dirname, join, normalize, sep } from 'node:path';
import { answerFixtures, relativeImportsOf, sourceTree } from './relative-imports.mjs';

const FLOORS = [
  // What the read model stands on: the ports other contexts answer (approved leave, leave counts),
  // pay periods and the closed-period guard, the tables' migrations.
  ['ports', 'pay-periods', 'migrations'],
  // The ground floor: the timesheet read model, how it is computed, kept fresh, read and written.
  ['core'],
  // The timesheet and the pay card as they stood (as-of), and the change log.
  ['history'],
  // The rooms, each with its own controller (the auto punch has none: it is the worker's daily duty;
  // conditions, the pay condition sets, saves through the catalogue and is read by core's inputs).
  ['timesheets', 'punches', 'shifts', 'pay-card', 'approvals', 'exceptions', 'time-import', 'bulk-tools', 'payroll', 'auto-punch', 'conditions'],
  // Rooms that use a room below: recalculation the bulk tools' targets, the clock a punch's
  // references, the dashboard who is in (punches) and the exception count (exceptions), the
  // employee's own work (me) whether she is in (punches).
  ['recalculation', 'clock', 'dashboard', 'me'],
  // The wiring: timekeeping.module.ts, timekeeping.parts.ts, index.ts.
  ['.'],
];

/** The folder a file stands in ('.' for the files of src itself). */
const folderOf = (file) => (file.includes('/') ? file.split('/')[0] : '.');
const floorOf = (folder) => FLOORS.findIndex((floor) => floor.includes(folder));

/** What breaks the floors in a tree given as { file: source } (paths under src): a folder on no floor, an import up or across a floor. */
export function floorViolations(tree) {
  const wrong = [];
  for (const [file, source] of Object.entries(tree)) {
    const from = folderOf(file);
    if (floorOf(from) < 0) {
      wrong.push(`${file}: stands on no floor (declare '${from}' in tools/lint/check-timekeeping-floors.mjs)`);
      continue;
    }
    for (const spec of relativeImportsOf(source)) {
      const target = normalize(join(dirname(file), spec)).split(sep).join('/');
      if (target.startsWith('..')) continue;
      const to = folderOf(target);
      if (to === from) continue;
      if (floorOf(to) > floorOf(from)) wrong.push(`${file} imports '${spec}': runs back up from ${from} (floor ${floorOf(from) + 1}) to ${to} (floor ${floorOf(to) + 1})`);
      else if (floorOf(to) === floorOf(from)) wrong.push(`${file} imports '${spec}': runs across floor ${floorOf(from) + 1}, from ${from} to ${to}`);
    }
  }
  return wrong;
}

// Fixtures: what the floors refuse must be refused, what they allow must pass.
const fixtures = [
  ['imports down the floors', { 'punches/save.ts': "import { w } from '../core/writer';", 'core/writer.ts': "import { g } from '../pay-periods/guard';", 'pay-periods/guard.ts': '', 'timekeeping.module.ts': "import { c } from './punches/save';" }, 0],
  ['an import within a folder', { 'core/writer.ts': "import { v } from './view';", 'core/view.ts': '' }, 0],
  ['a room above another room', { 'clock/punch.ts': "import { refs } from '../punches/refs';", 'punches/refs.ts': '' }, 0],
  ['the ground reaching up into a room', { 'core/calculator.ts': "import { rows } from '../exceptions/rows';", 'exceptions/rows.ts': '' }, 1],
  ['a room reaching up into the wiring', { 'punches/save.ts': "export { x } from '../timekeeping.parts';", 'timekeeping.parts.ts': '' }, 1],
  ['a room using a room beside it', { 'punches/status.ts': "import { s } from '../shifts/save';", 'shifts/save.ts': '' }, 1],
  ['a dynamic import up a floor', { 'history/as-of.ts': "const m = await import('../pay-card/queries');", 'pay-card/queries.ts': '' }, 1],
  ['a folder on no floor', { 'helpers/x.ts': '' }, 1],
];
answerFixtures('timekeeping floor', floorViolations, fixtures);

// Timekeeping's source, or another copy of it named on the command line (an older commit's, say).
const root = process.argv[2] ?? join(import.meta.dirname, '..', '..', 'libs', 'server', 'timekeeping', 'src');
const tree = sourceTree(root);
const wrong = floorViolations(tree);
if (wrong.length) {
  console.error(`Timekeeping imports that break its floors (${FLOORS.map((f, i) => `${i + 1}: ${f.join(', ')}`).join(' < ')}):\n  ${wrong.join('\n  ')}`);
  process.exit(1);
}
console.log(`Timekeeping floors: ${Object.keys(tree).length} files, no import runs back up or across (${fixtures.length} fixtures answered).`);
