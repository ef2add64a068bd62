// One jest run, four tiers (CONVENTIONS.md): unit and web are pure, service and e2e need
// the PostgreSQL and NATS that scripts/test.mjs makes sure of.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true, decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];
const common = { transform: { '^.+\\.(t|j)sx?$': swc }, moduleFileExtensions: ['ts', 'tsx', 'js', 'json'] };
const ignored = ['/node_modules/', '/dist/'];

module.exports = {
  projects: [
    {
      ...common,
      displayName: 'unit',
      testEnvironment: 'node',
      // Pure logic of the front ends (no DOM) runs here too: `*.spec.ts` beside it.
      testMatch: ['<rootDir>/{packages,services,gateway,scripts}/**/src/**/*.spec.ts', '<rootDir>/scripts/**/*.spec.ts', '<rootDir>/{shell,mfe-*}/src/**/*.spec.ts'],
      testPathIgnorePatterns: ignored,
    },
    {
      ...common,
      displayName: 'web',
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/{shell,packages/shell-sdk,mfe-*}/**/src/**/*.spec.tsx'],
      testPathIgnorePatterns: ignored,
      // Components render in jsdom with fake network answers: nothing to race, so never retried.
      setupFilesAfterEnv: ['<rootDir>/packages/shell-sdk/src/testing/webTestSetup.ts'],
      // A module of antd's ES build named by path (a lazily loaded component, shell/src/antd) is its
      // CommonJS twin under jest, which does not transform node_modules.
      moduleNameMapper: { '^antd/es/(.*)$': 'antd/lib/$1' },
    },
    {
      ...common,
      displayName: 'service',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/{services/*,gateway,packages/service-kit}/test/**/*.e2e-spec.ts'],
      testPathIgnorePatterns: ignored,
      setupFilesAfterEnv: ['<rootDir>/scripts/jest/service-tier.ts'],
    },
    {
      ...common,
      displayName: 'e2e',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/e2e/{journeys,security,reliability}/**/*.e2e.ts'],
      testPathIgnorePatterns: ignored,
      setupFilesAfterEnv: ['<rootDir>/scripts/jest/browser-tier.ts'],
    },
  ],
};
