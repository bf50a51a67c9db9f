/**
 * Projects, run by scripts/test.mjs in this order: unit and components (fast, no build),
 * build (fixture sites through `gatsby build`), e2e (the built site, in Chromium), develop
 * (GraphQL and content errors on `gatsby develop`, one dev server for both).
 */
const transform = { "^.+\\.[jt]sx?$": "<rootDir>/jest-preprocess.js" };
// Everything in node_modules is transformed except these large CommonJS packages: the unified,
// remark, rehype, gatsby and @docsearch families ship ES modules only.
const transformIgnorePatterns = [
  "/node_modules/(?:react|react-dom|scheduler|@babel|@jest|jest-[^/]+|@testing-library|jsdom|prismjs|core-js|core-js-pure|lodash|yaml|htmlparser2|entities|domhandler|domutils|dom-serializer|domelementtype|playwright-core|typescript|axe-core|@axe-core|@cdktf|html-validate|@html-validate|@sidvind)/",
];
const common = {
  transform,
  transformIgnorePatterns,
  moduleNameMapper: {
    "\\.module\\.css$": "<rootDir>/__mocks__/css-module.js",
    "\\.css$": "<rootDir>/__mocks__/style-mock.js",
  },
  testPathIgnorePatterns: ["/node_modules/", "/public/", "/.cache/"],
  globals: { __PATH_PREFIX__: "" },
};

module.exports = {
  projects: [
    { ...common, displayName: "unit", testEnvironment: "node", testMatch: ["<rootDir>/__tests__/unit/**/*.test.ts"] },
    {
      ...common,
      displayName: "components",
      testEnvironment: "jsdom",
      testMatch: ["<rootDir>/__tests__/components/**/*.test.tsx"],
      setupFilesAfterEnv: ["<rootDir>/__tests__/setup/jsdom.ts"],
    },
    { ...common, displayName: "build", testEnvironment: "node", testMatch: ["<rootDir>/__tests__/build/**/*.test.ts"] },
    {
      ...common,
      displayName: "develop",
      testEnvironment: "node",
      testMatch: ["<rootDir>/__tests__/develop/**/*.test.ts"],
      // One dev server for every file, on a copy of content/ (started and stopped here).
      globalSetup: "<rootDir>/__tests__/develop/support/global-setup.ts",
      globalTeardown: "<rootDir>/__tests__/develop/support/global-teardown.ts",
    },
    {
      ...common,
      displayName: "e2e",
      testEnvironment: "node",
      testMatch: ["<rootDir>/__tests__/e2e/**/*.test.ts"],
      globalSetup: "<rootDir>/__tests__/e2e/support/global-setup.ts",
      globalTeardown: "<rootDir>/__tests__/e2e/support/global-teardown.ts",
    },
  ],
};
