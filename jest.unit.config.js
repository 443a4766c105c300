module.exports = {
  ...require('./jest.preset'),
  displayName: 'unit',
  roots: ['<rootDir>/libs', '<rootDir>/apps', '<rootDir>/tools'],
  testMatch: ['**/*.spec.ts'],
  // A hang detector, not a speed check (speed is measured in `npm run bench`): jest's own 5 s is a
  // clock, and on a loaded machine the PDF renderer's worker thread alone took longer to start and
  // draw (the unit tier ran 235 s against 66 s quiet); the bound sits well above what that needs.
  testTimeout: 60000,
};
