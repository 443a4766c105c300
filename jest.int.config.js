// Integration tier: real Postgres and Redis. Each run migrates a template database once;
// each test file gets its own copy of it and its own Redis key prefix.
module.exports = {
  ...require('./jest.preset'),
  displayName: 'int',
  roots: ['<rootDir>/libs', '<rootDir>/apps', '<rootDir>/tools'],
  testMatch: ['**/*.int-spec.ts'],
  globalSetup: '<rootDir>/libs/server/testing/src/global-setup.ts',
  globalTeardown: '<rootDir>/libs/server/testing/src/global-teardown.ts',
  // A hang detector, not a speed check (speed is measured in `npm run bench`): with two full runs
  // side by side on 2 cores, legitimate setups ran several times slower than on a quiet machine
  // (absurd-input 146 s against about 20 s; a beforeAll that boots a stack and hires four people
  // passed 60 s), so the bound sits well above what a loaded machine needs.
  testTimeout: 180000,
  // Two files at a time, each in a worker process that is replaced once it holds more than the
  // limit after a file: one long-lived process (--runInBand) grew past Node's 4 GB heap over the
  // 80 files (module registries and Nest apps that the collector never got back) and CI aborted.
  // Files never share state (own database, own Redis prefix, free ports), so two run side by side.
  maxWorkers: 2,
  workerIdleMemoryLimit: '1GB',
};
