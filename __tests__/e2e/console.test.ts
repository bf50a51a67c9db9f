/**
 * No console errors, anywhere: every built page is loaded in Chromium and hydrated, and neither
 * the console nor an uncaught exception may report an error. A hydration mismatch (the client's
 * first render differing from the server's HTML) shows up here as React's errors 418, 423 or 425.
 * Pages whose state comes from the URL are loaded with that state too.
 */
import type { Browser, Page } from "playwright-core";
import { baseUrl, shareBrowser } from "./support/browser";
import { listBuiltPages, PUBLIC_DIR } from "./support/html-checks";

jest.setTimeout(600_000);

let browser: Browser;
shareBrowser((b) => (browser = b));

/** A built file's URL: `/intro/index.html` is served as `/intro/`. */
const urlPathOf = (file: string) => file.replace(/(^|\/)index\.html$/, "$1");

/** Pages in the states their URL can put them in. */
const WITH_STATE = [
  "/search/?q=vpc",
  "/search/?q=terraform%20upgrade",
  `/search/?q=${encodeURIComponent("<img src=x onerror=alert(1)>")}`,
  "/reference/services/networking/vpc/?filter=cidr",
  "/reference/services/networking/vpc/?tab=outputs&filter=vpc",
  "/reference/services/networking/vpc/?required=1#vpc_id",
  "/no-such-page/",
];

/** A path that is not a page answers 404, and so does its page data: the browser logs both. */
const expected = (path: string, text: string) => path === "/no-such-page/" && /^Failed to load resource: the server responded with a status of 404/.test(text);

/** Loads each path in turn in one tab; returns "path: error" for every error reported. */
async function errorsOn(paths: readonly string[]): Promise<string[]> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page: Page = await context.newPage();
  let current = "";
  const found: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && !expected(current, message.text())) found.push(`${current}: console: ${message.text()}`);
  });
  page.on("pageerror", (error) => found.push(`${current}: uncaught: ${error.message}`));
  try {
    for (const path of paths) {
      current = path;
      await page.goto(`${baseUrl()}${path}`, { waitUntil: "networkidle" });
    }
  } finally {
    await context.close();
  }
  return found;
}

describe("the console of every built page", () => {
  const paths = [...listBuiltPages(PUBLIC_DIR).map(urlPathOf), ...WITH_STATE];

  it("reports no error while each page loads and hydrates", async () => {
    expect(paths.length).toBeGreaterThan(150);
    // Four tabs side by side (most of a load is the wait for the network to go quiet), each
    // walking every fourth page.
    const tabs = 4;
    const found = (await Promise.all(Array.from({ length: tabs }, (_, tab) => errorsOn(paths.filter((_, i) => i % tabs === tab))))).flat();
    console.log(`console: ${paths.length} pages and states loaded, ${found.length} errors`);
    expect(found).toEqual([]);
  });
});
