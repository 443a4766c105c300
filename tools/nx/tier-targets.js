// @ts-check
/**
 * Nx plugin: every project gets `lint`, `test` (the unit tier) and `typecheck` targets, declared
 * once here rather than in two dozen package.json files, so `nx affected -t lint test typecheck`
 * and the local cache work. `npm test` still runs every tier over the whole tree (tools/test).
 */
const { dirname, join } = require('node:path');
const { existsSync } = require('node:fs');

/** What a project's tiers read besides its own files. */
const shared = ['{workspaceRoot}/tsconfig.base.json', '{workspaceRoot}/tsconfig.json', '{workspaceRoot}/jest.preset.js', '{workspaceRoot}/eslint.config.mjs'];

function targets(root, workspaceRoot) {
  const ownTsconfig = existsSync(join(workspaceRoot, root, 'tsconfig.json'));
  const run = (command, extraInputs = []) => ({
    command,
    options: { cwd: '{workspaceRoot}' },
    cache: true,
    inputs: ['default', '^default', ...shared, ...extraInputs],
  });
  return {
    lint: run(`eslint ${root} --max-warnings=0`),
    test: run(`jest -c jest.unit.config.js --passWithNoTests ${root}/`, ['{workspaceRoot}/jest.unit.config.js']),
    typecheck: run(ownTsconfig ? `tsc -p ${root}/tsconfig.json --noEmit` : `node tools/nx/typecheck-project.mjs ${root}`),
  };
}

/** @type {import('nx/src/project-graph/plugins').CreateNodesV2} */
const createNodesV2 = [
  '{apps,libs,tools}/**/package.json',
  async (files, _options, context) =>
    files.map((file) => {
      const root = dirname(file);
      return [file, { projects: { [root]: { targets: targets(root, context.workspaceRoot) } } }];
    }),
];

module.exports = { name: 'timekeep-tier-targets', createNodesV2 };
