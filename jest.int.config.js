// Integration tier: real Postgres and Redis. Each run migrates a template database once;
// each test file gets its own copy of it and its own Redis key prefix.
module.exports = {
  ...require('./jest.preset'),
  displayName: 'int',
  roots: ['<rootDir>/libs', '<rootDir>/apps', '<rootDir>/tools'],
  testMatch: ['**/*.int-spec.ts'],
  globalSetup: '<rootDir>/libs/server/testing/src/global-setup.ts',
  globalTeardown: '<rootDir>/libs/server/testing/src/global-teardown.ts',
  testTimeout: 60000,
};
