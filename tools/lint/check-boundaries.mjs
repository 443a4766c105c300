// Part of the lint tier (npm run lint): proves the context matrix in eslint.config.mjs is
// enforced, not decorative. Each case lints one line of source as if it stood in a real file of
// the importing project: what the matrix forbids must fail, what it allows must pass.
// Needs the cached Nx project graph, which `npm run lint` builds first (`nx show projects`).
import { join } from 'node:path';
import { ESLint } from 'eslint';

const root = join(import.meta.dirname, '..', '..');
const RULE = '@nx/enforce-module-boundaries';

const cases = [
  // [importing file, import line, expected: 'allowed' | 'refused']
  ['libs/server/people/src/fixture.ts', "import { PayRulesModule as x } from '@timekeep/server-pay-rules';", 'allowed'],
  ['libs/domain/scheduling/src/fixture.ts', "import { computeTimesheet as x } from '@timekeep/domain-time-engine';", 'allowed'],
  ['libs/domain/people/src/fixture.ts', "import { computeTimesheet as x } from '@timekeep/domain-time-engine';", 'refused'],
  ['libs/server/platform/src/fixture.ts', "import { PeopleModule as x } from '@timekeep/server-people';", 'refused'],
  ['libs/server/pay-rules/src/fixture.ts', "import { PeopleModule as x } from '@timekeep/server-people';", 'refused'],
  ['libs/server/organisation/src/fixture.ts', "import { IdentityModule as x } from '@timekeep/server-identity';", 'refused'],
  ['libs/domain/pay-rules/src/fixture.ts', "import { PeopleError as x } from '@timekeep/domain-people';", 'refused'],
  // Integrations sit above what they write into: no lower context knows a third party's client.
  ['libs/server/pay-rules/src/fixture.ts', "import { IntegrationsModule as x } from '@timekeep/server-integrations';", 'refused'],
  ['libs/server/integrations/src/fixture.ts', "import { PayRulesModule as x } from '@timekeep/server-pay-rules';", 'allowed'],
  // Another context's internals, even of one the matrix allows: only its public index.
  ['libs/server/people/src/fixture.ts', "import { PayRuleEntity as x } from '../../pay-rules/src/catalogue/pay-rule.entity';", 'refused'],
];

const eslint = new ESLint({ cwd: root });
const wrong = [];
for (const [file, line, expected] of cases) {
  const [result] = await eslint.lintText(`${line}\nexport const used = [x];\n`, { filePath: join(root, file) });
  const errors = result.messages.filter((m) => m.ruleId === RULE);
  const skipped = result.messages.some((m) => /No cached ProjectGraph/.test(m.message));
  const got = errors.length ? 'refused' : 'allowed';
  if (skipped || got !== expected) wrong.push(`${file}: ${line}\n    expected ${expected}, got ${skipped ? 'the rule skipped (no project graph)' : got}${errors.length ? `: ${errors[0].message}` : ''}`);
}
if (wrong.length) {
  console.error(`Module boundaries are not enforced as the matrix says:\n  ${wrong.join('\n  ')}`);
  process.exit(1);
}
console.log(`Module boundaries: ${cases.length} fixture imports answered as the matrix says.`);
