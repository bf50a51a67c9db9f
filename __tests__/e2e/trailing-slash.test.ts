/**
 * The production build uses the default trailing-slash setting, always: what it writes and a
 * reader's pass, served by a host that redirects a page's path without its slash. The never and
 * ignore settings get the same checks on builds of their own (__tests__/build/trailing-slash.test.ts).
 */
import path from "node:path";
import type { Browser } from "playwright-core";
import { siteConfig } from "../../src/site-config";
import { describeTrailingSlashChecks } from "../support/trailing-slash";
import { baseUrl, shareBrowser } from "./support/browser";

jest.setTimeout(90_000);

let browser: Browser;
shareBrowser((launched) => (browser = launched));

describe("the site built with TRAILING_SLASH=always", () => {
  describeTrailingSlashChecks(
    "always",
    () => ({ publicDir: path.join(__dirname, "..", "..", "public"), baseUrl: baseUrl(), siteUrl: siteConfig.url }),
    () => browser,
  );
});
