// One Jest run over every workspace; TypeScript goes through SWC (types are checked by `npm run typecheck`).
/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/packages', '<rootDir>/apps'],
  testMatch: ['**/src/**/*.test.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  transform: {
    '^.+\\.tsx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', decorators: true },
          transform: { legacyDecorator: true, decoratorMetadata: false, useDefineForClassFields: false },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  transformIgnorePatterns: ['/node_modules/(?!pure-rand)'],
  // The client's message files are found by Vite's import.meta.glob in the browser; Jest reads them from disk.
  moduleNameMapper: { '^\\./locale-files$': '<rootDir>/apps/client/src/i18n/locale-files.node.ts' },
};
