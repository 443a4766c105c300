module.exports = {
  ...require('./jest.preset'),
  displayName: 'unit',
  roots: ['<rootDir>/libs', '<rootDir>/apps', '<rootDir>/tools'],
  testMatch: ['**/*.spec.ts'],
};
