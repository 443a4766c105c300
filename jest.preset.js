// One SWC transform for every tier: decorator metadata kept for NestJS DI, TSX for console code.
module.exports = {
  testEnvironment: 'node',
  transform: {
    '^.+\\.tsx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', decorators: true, tsx: true },
          transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
          target: 'es2022',
          keepClassNames: true,
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  setupFiles: ['reflect-metadata'],
  moduleNameMapper: {
    // The console writes CSV with the library's browser build; under Node the same API is its Node build.
    '^csv-stringify/browser/esm/sync$': 'csv-stringify/sync',
    // Console kit modules import their CSS modules; class names do not matter to a unit test.
    '\\.module\\.css$': '<rootDir>/tools/test/css-module-stub.cjs',
  },
  modulePathIgnorePatterns: ['<rootDir>/dist', '<rootDir>/.data'],
};
