/** @jest-config-loader esbuild-register */
import type { Config } from 'jest';

// One config for shop and demo host tests: jsdom (with Node's fetch and streams kept, which MSW
// needs) by default; demo-host and pure Node tests opt into `@jest-environment node`.
const config: Config = {
  testEnvironment: 'jest-fixed-jsdom',
  roots: ['<rootDir>/src', '<rootDir>/demo', '<rootDir>/scripts'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  setupFilesAfterEnv: ['<rootDir>/src/testing/setupTests.ts'],
  moduleNameMapper: {
    '\\.(css|svg|png|jpg|webp)$': '<rootDir>/src/testing/fileStub.ts',
    '\\?url$': '<rootDir>/src/testing/fileStub.ts',
  },
  transform: {
    // ESM-only packages (react-intl and its FormatJS parts) are compiled to CommonJS for Jest;
    // .babelrc only covers the project's own files.
    '/node_modules/.+\\.m?js$': [
      'babel-jest',
      {
        babelrc: false,
        configFile: false,
        presets: [['@babel/preset-env', { targets: { node: 'current' } }]],
      },
    ],
    '\\.[jt]sx?$': 'babel-jest',
  },
  // ESM-only files are compiled: every .mjs, and the packages that ship ESM in .js files.
  transformIgnorePatterns: [
    '/node_modules/(?!(react-intl|@formatjs|intl-messageformat|valibot|until-async|supercluster|kdbush)/).+\\.(js|cjs|json)$',
  ],
  clearMocks: true,
  restoreMocks: true,
  // Every core: suites run in parallel (on two cores one worker per core took the suite from
  // about 5.5 to 3.5 minutes).
  maxWorkers: '100%',
  // Whole-app tests render lazy route chunks against the demo host; on two shared cores they can
  // take seconds, which is load, not failure.
  testTimeout: 30_000,
};

export default config;
