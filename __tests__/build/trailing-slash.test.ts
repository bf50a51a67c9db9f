/**
 * The trailing-slash setting's other two values (add, remove or leave the slash as it is; docs/decisions/trailing-slash.md): the real
 * content is built once with TRAILING_SLASH=never and once with TRAILING_SLASH=ignore, each build's
 * link check must pass, and each is served as a host matching the setting serves it
 * (scripts/static-server.mjs) for the checks the production build (always) gets in
 * __tests__/e2e/trailing-slash.test.ts: what it writes, and a reader's pass in one browser.
 */
import type { ChildProcess } from "node:child_process";
import path from "node:path";
import type { Browser } from "playwright-core";
import { siteConfig } from "../../src/site-config";
import { launchBrowser } from "../e2e/support/browser";
import { describeTrailingSlashChecks, type BuiltSite } from "../support/trailing-slash";
import { buildFixture, removeFixture, serve, type FixtureBuild } from "./support";

jest.setTimeout(120_000);
/** Two full builds of the real content, which take several minutes on a busy machine. */
const BUILDS_TIMEOUT_MS = 1_500_000;

const POLICIES = ["never", "ignore"] as const;
const builds = new Map<(typeof POLICIES)[number], { build: FixtureBuild; server: { url: string; process: ChildProcess } }>();
let browser: Browser;

beforeAll(async () => {
  for (const policy of POLICIES) {
    const build = buildFixture("project", { TRAILING_SLASH: policy });
    if (build.status !== 0) {
      removeFixture(build);
      throw new Error(`the build with TRAILING_SLASH=${policy} failed:\n${build.output.slice(-3000)}`);
    }
    builds.set(policy, { build, server: await serve(path.join(build.siteDir, "public"), policy) });
  }
  browser = await launchBrowser();
}, BUILDS_TIMEOUT_MS);

afterAll(async () => {
  await browser?.close();
  for (const { build, server } of builds.values()) {
    server.process.kill();
    removeFixture(build);
  }
});

describe.each(POLICIES)("the site built with TRAILING_SLASH=%s", (policy) => {
  const built = () => builds.get(policy)!;
  const site = (): BuiltSite => ({ publicDir: path.join(built().build.siteDir, "public"), baseUrl: built().server.url, siteUrl: siteConfig.url });

  it("builds, and its link check finds every internal link and anchor", () => {
    expect(built().build.output).toMatch(/Link check: \d+ pages, every internal link and anchor resolves/);
  });

  describeTrailingSlashChecks(policy, site, () => browser);
});
