module.exports = {
  ...require('./jest.preset'),
  displayName: 'unit',
  roots: ['<rootDir>/libs', '<rootDir>/apps/api', '<rootDir>/apps/worker', '<rootDir>/tools'],
  testMatch: ['**/*.spec.ts'],
};
