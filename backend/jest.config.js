// Backend tests: jest in native ESM mode (Nest 12 ships ES modules only), TypeScript through SWC.
/** @type {import('jest').Config} */
export default {
  rootDir: '.',
  roots: ['<rootDir>/src', '<rootDir>/test', '<rootDir>/../test'],
  testMatch: ['**/*.spec.ts', '**/*.e2e-spec.ts'],
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', decorators: true },
          transform: { legacyDecorator: true, decoratorMetadata: true },
          target: 'es2023',
        },
        module: { type: 'es6' },
      },
    ],
  },
  moduleNameMapper: {
    '^@fund/contracts$': '<rootDir>/../libs/contracts/src/index.ts',
    '^@fund/contracts/testing$': '<rootDir>/../libs/contracts/src/testing/index.ts',
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  globalSetup: '<rootDir>/test/global-setup.mjs',
  globalTeardown: '<rootDir>/test/global-teardown.mjs',
  testTimeout: 30000,
  maxWorkers: 2,
};
