import nx from '@nx/eslint-plugin';

const SERVER_IO = ['pg', 'typeorm', '@nestjs/*', 'ioredis', 'bullmq', 'kafkajs', 'express', 'nestjs-pino', 'pino', 'prom-client', 'exceljs'];

/**
 * Module boundaries (tags live in each package.json under nx.tags). Two kinds of rule:
 *
 * Layers (scope:*): domain code is pure (no I/O packages, no Node built-ins); the console sees
 * contracts only, never server code; only server libs and apps reach the event store.
 *
 * Contexts (server:* and domain:*): which bounded context may use which, a real matrix
 * (docs/architecture.md). A context uses another only through that lib's public index (Nx refuses
 * relative and deep imports across projects); ports another context implements are declared where
 * both can see them. Every edge below is one the code has; a new one is a design decision, made
 * here on purpose, never by accident; an allowed edge no code uses fails the lint tier
 * (tools/lint/check-map.mjs), as does a map (docs/architecture.md) that draws another matrix.
 */
const SHARED = ['scope:contracts', 'domain:shared'];
export const CONTEXTS = {
  // server context: [server contexts it may use, domain libs it may use]
  platform: [[], ['identity']],
  organisation: [['platform'], ['identity', 'organisation']],
  identity: [['platform', 'organisation'], ['identity']],
  'pay-rules': [['platform', 'organisation'], ['identity', 'pay-rules', 'scheduling']],
  people: [['platform', 'organisation', 'identity', 'pay-rules'], ['identity', 'organisation', 'pay-rules', 'people', 'scheduling']],
  scheduling: [['platform', 'organisation', 'pay-rules', 'people'], ['identity', 'pay-rules', 'scheduling', 'people', 'timekeeping']],
  settings: [['platform', 'organisation', 'pay-rules', 'people'], ['identity', 'pay-rules', 'settings']],
  customers: [['platform', 'organisation', 'identity', 'pay-rules'], ['identity']],
  timekeeping: [['platform', 'organisation', 'identity', 'pay-rules', 'people', 'scheduling', 'settings'], ['identity', 'organisation', 'pay-rules', 'people', 'scheduling', 'timekeeping']],
  leave: [['platform', 'organisation', 'pay-rules', 'people', 'timekeeping'], ['identity', 'pay-rules', 'timekeeping', 'leave']],
  integrations: [['platform', 'organisation', 'pay-rules', 'people', 'timekeeping'], ['identity', 'pay-rules', 'people', 'timekeeping', 'integrations']],
  reporting: [['platform', 'organisation', 'pay-rules', 'people', 'scheduling', 'timekeeping', 'leave'], ['identity', 'organisation', 'pay-rules', 'timekeeping', 'leave', 'reporting']],
  messages: [['platform', 'organisation', 'timekeeping'], ['identity', 'messages']],
  webhooks: [['platform'], ['identity', 'webhooks']],
  composition: [['platform', 'organisation', 'identity', 'pay-rules', 'people', 'scheduling', 'settings', 'customers', 'timekeeping', 'leave', 'integrations', 'reporting', 'messages', 'webhooks'], []],
};
export const DOMAINS = {
  shared: [],
  identity: [],
  organisation: [],
  'pay-rules': [],
  people: [],
  scheduling: ['pay-rules', 'timekeeping'],
  settings: ['pay-rules'],
  timekeeping: [],
  leave: ['identity', 'timekeeping'],
  reporting: ['timekeeping'],
  integrations: ['pay-rules'],
  messages: ['leave', 'identity'],
  webhooks: [],
};

const contextConstraints = (testing) => [
  ...Object.entries(CONTEXTS).map(([name, [servers, domains]]) => ({
    sourceTag: `server:${name}`,
    onlyDependOnLibsWithTags: [...SHARED, 'scope:event-store', `server:${name}`, ...servers.map((s) => `server:${s}`), ...domains.map((d) => `domain:${d}`), ...testing],
  })),
  ...Object.entries(DOMAINS).map(([name, domains]) => ({
    sourceTag: `domain:${name}`,
    onlyDependOnLibsWithTags: [...SHARED, `domain:${name}`, ...domains.map((d) => `domain:${d}`)],
  })),
];

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
  // exceljs writes a list's XLSX download in the browser, imported only when asked (ADR 0073).
  { sourceTag: 'scope:console', onlyDependOnLibsWithTags: ['scope:console', 'scope:contracts'], bannedExternalImports: [...SERVER_IO.filter((p) => p !== 'exceljs'), 'node:*'] },
  { sourceTag: 'scope:console-e2e', onlyDependOnLibsWithTags: ['scope:contracts', 'scope:testing'] },
  ...contextConstraints(testing),
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
