/** Jest runs the TypeScript sources through SWC; NestJS 12's ESM-only packages are transformed too. */
module.exports = {
  rootDir: '.',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.e2e-spec.ts'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', decorators: true },
          transform: { legacyDecorator: true, decoratorMetadata: true },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  transformIgnorePatterns: [
    '/node_modules/(?!(@nestjs|file-type|load-esm|uid|strtok3|token-types|@tokenizer|uint8array-extras|@borewit|content-disposition|cookie)/)',
  ],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  // A hang guard (a loaded machine stretches a test many times over); nothing asserts elapsed time.
  // One migrated database per run, copied for each suite's own (test/support/template-database.ts).
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  globalTeardown: '<rootDir>/test/support/global-teardown.ts',
  testTimeout: 300000,
  maxWorkers: 2,
  // PGlite's WASM runtime keeps a handle alive after close; every suite closes what it opens.
  forceExit: true,
};
