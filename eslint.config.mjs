import nx from '@nx/eslint-plugin';

const SERVER_IO = ['pg', 'typeorm', '@nestjs/*', 'ioredis', 'bullmq', 'kafkajs', 'express', 'nestjs-pino', 'pino', 'prom-client', 'exceljs'];

/**
 * Module boundaries (tags live in each package.json under nx.tags). Domain code is pure: no I/O
 * packages, no Node built-ins. The console sees contracts only, never server code.
 */
const depConstraints = (testing) => [
  { sourceTag: 'scope:contracts', onlyDependOnLibsWithTags: ['scope:contracts'] },
  {
    sourceTag: 'scope:domain',
    onlyDependOnLibsWithTags: ['scope:domain', 'scope:contracts'],
    bannedExternalImports: [...SERVER_IO, 'node:*', 'fs', 'path', 'crypto', 'react', 'react-*', 'antd'],
  },
  { sourceTag: 'scope:event-store', onlyDependOnLibsWithTags: [...testing] },
  { sourceTag: 'scope:server', onlyDependOnLibsWithTags: ['scope:server', 'scope:domain', 'scope:contracts', 'scope:event-store', ...testing] },
  { sourceTag: 'scope:app-server', onlyDependOnLibsWithTags: ['scope:server', 'scope:contracts', ...testing] },
  { sourceTag: 'scope:server-testing', onlyDependOnLibsWithTags: ['scope:server', 'scope:contracts', 'scope:event-store', 'scope:testing'] },
  { sourceTag: 'scope:testing', onlyDependOnLibsWithTags: [] },
  { sourceTag: 'scope:tools', onlyDependOnLibsWithTags: ['scope:server', 'scope:domain', 'scope:contracts', 'scope:event-store', 'scope:testing', 'scope:server-testing'] },
  { sourceTag: 'scope:console', onlyDependOnLibsWithTags: ['scope:console', 'scope:contracts'], bannedExternalImports: [...SERVER_IO, 'node:*'] },
  { sourceTag: 'scope:console-e2e', onlyDependOnLibsWithTags: ['scope:contracts', 'scope:testing'] },
];

const TEST_FILES = ['**/*.spec.ts', '**/*.int-spec.ts', '**/*.e2e.ts', '**/test/**/*.ts'];

export default [
  { ignores: ['**/node_modules', '**/dist', '.data', '.nx', 'test-results', 'apps/console-e2e/artifacts', '**/*.js', '**/*.mjs', '**/*.cjs'] },
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  {
    files: ['**/*.ts', '**/*.tsx'],
    rules: {
      '@nx/enforce-module-boundaries': ['error', { enforceBuildableLibDependency: false, allow: [], depConstraints: depConstraints([]) }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      'no-console': 'off',
    },
  },
  {
    // Tests may use the testing libraries; production code may not.
    files: TEST_FILES,
    rules: {
      '@nx/enforce-module-boundaries': ['error', { enforceBuildableLibDependency: false, allow: [], depConstraints: depConstraints(['scope:testing', 'scope:server-testing']) }],
    },
  },
];
