/**
 * Faults in the browser that the shell tests do not already cover: a page's
 * JavaScript chunk failing to load, and a component throwing while the page renders.
 */
import type { Browser, Page } from "playwright-core";
import { baseUrl, gotoPage, openPage, shareBrowser, waitInPage } from "./support/browser";

jest.setTimeout(60_000);

let browser: Browser;
shareBrowser((launched) => (browser = launched));

const DOC = "/intro/tool-fundamentals/terraform/";
const close = (page: Page) => page.context().close();

describe("a page chunk that fails to load", () => {
  it("shows the red box with Retry, and Retry recovers once the network is back", async () => {
    const { page } = await openPage(browser);
    let offline = true;
    const blocked: string[] = [];
    // The tag page template's code: a doc page has not loaded it yet.
    await page.route("**/component---src-templates-tag-tsx-*.js", (route) => {
      if (!offline) return route.continue();
      blocked.push(route.request().url());
      return route.abort("internetdisconnected");
    });
    await page.goto(`${baseUrl()}${DOC}`, { waitUntil: "networkidle" });
    const tag = page.locator('main a[href^="/tags/"]').first();
    const target = await tag.getAttribute("href");
    await tag.click();
    const box = page.getByRole("alert").filter({ hasText: "could not be loaded" });
    await box.waitFor();
    expect(blocked.length).toBeGreaterThan(0);
    // The reader stays on the page they were reading.
    expect(page.url()).toBe(`${baseUrl()}${DOC}`);
    expect(await page.locator("h1").first().textContent()).toMatch(/Terraform/);
    offline = false;
    await box.getByRole("button", { name: "Retry" }).click();
    await page.waitForURL(`${baseUrl()}${target}`);
    await page.locator("h1", { hasText: /Docs tagged/i }).waitFor();
    expect(await box.count()).toBe(0);
    await close(page);
  });
});

describe("a component that throws while the page renders", () => {
  it('shows "This page crashed." with the message, and Try again recovers once the cause is gone', async () => {
    const { page } = await openPage(browser);
    // The cause: layout measurement failing for the page's headings (the table of contents
    // measures them as the page mounts). The test removes the cause before trying again.
    await page.addInitScript(() => {
      const measure = Element.prototype.getBoundingClientRect;
      const state = window as unknown as { measuringFails: boolean };
      state.measuringFails = true;
      Element.prototype.getBoundingClientRect = function (this: Element) {
        if (state.measuringFails && this.matches("h2[id], h3[id]")) throw new Error("Layout measurement failed");
        return measure.call(this);
      };
    });
    await page.goto(`${baseUrl()}${DOC}`, { waitUntil: "networkidle" });
    const crash = page.locator("main", { hasText: "This page crashed." });
    await crash.waitFor();
    expect(await page.locator("h1").first().textContent()).toBe("This page crashed.");
    expect(await crash.textContent()).toContain("Layout measurement failed");
    // The navbar outside the crashed page stays usable.
    expect(await page.getByRole("navigation", { name: "Main" }).isVisible()).toBe(true);
    await page.evaluate(() => ((window as unknown as { measuringFails: boolean }).measuringFails = false));
    await page.getByRole("button", { name: "Try again" }).click();
    await page.locator("h1", { hasText: /Terraform/ }).waitFor();
    expect(await page.getByText("This page crashed.").count()).toBe(0);
    expect(await page.locator(".markdown h2").count()).toBeGreaterThan(0);
    await close(page);
  });

  it("leaves the crash behind when the reader navigates elsewhere", async () => {
    const { page } = await gotoPage(browser, "/");
    await page.evaluate(() => {
      const measure = Element.prototype.getBoundingClientRect;
      Element.prototype.getBoundingClientRect = function (this: Element) {
        if (this.matches("h2[id], h3[id]") && location.pathname.includes("/terraform/")) throw new Error("Layout measurement failed");
        return measure.call(this);
      };
    });
    await page.evaluate((path) => (window as unknown as { ___navigate: (to: string) => void }).___navigate(path), DOC);
    await page.getByText("This page crashed.").waitFor();
    await waitInPage(page, () => document.title === "This page crashed. | Cairn Docs");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Guides" }).click();
    await page.waitForURL(/\/guides\//);
    // The address changes a moment before React commits the next page: wait for its heading.
    await page.locator("h1", { hasText: /^Guides$/ }).waitFor();
    expect(await page.getByText("This page crashed.").count()).toBe(0);
    expect(await page.locator("main .markdown, main article").count()).toBeGreaterThan(0);
    expect(await page.title()).toBe("Guides | Cairn Docs");
    await close(page);
  });
});

/**
 * Makes the server look as if the site was deployed again while the page was open: app-data names
 * another compilation hash and the given chunks are gone. It lasts until the tab loads a new
 * document (the reload the site should do), which then sees the server as it is.
 */
async function pretendRedeployed(page: Page, goneChunks: RegExp) {
  let deployed = true;
  page.once("load", () => (deployed = false));
  await page.route("**/page-data/app-data.json", async (route) => {
    if (!deployed) return route.continue();
    const response = await route.fetch();
    const data = (await response.json()) as { webpackCompilationHash: string };
    return route.fulfill({ response, json: { ...data, webpackCompilationHash: "0000000000000000000000000000000000000000" } });
  });
  await page.route(goneChunks, (route) => (deployed ? route.fulfill({ status: 404, body: "" }) : route.continue()));
}

describe("the search modal's code failing to load", () => {
  it("shows the red box with Retry instead of crashing the app, and Retry opens search", async () => {
    const { page, errors } = await openPage(browser);
    let offline = true;
    await page.route(/\/search-modal-[^/]*\.js$/, (route) => (offline ? route.abort("internetdisconnected") : route.continue()));
    await page.goto(`${baseUrl()}${DOC}`, { waitUntil: "networkidle" });
    await page.keyboard.press("Control+k");
    const box = page.getByRole("alert").filter({ hasText: "Search could not be loaded" });
    await box.waitFor();
    expect(await page.locator("h1").first().textContent()).toMatch(/Terraform/);
    offline = false;
    await box.getByRole("button", { name: "Retry" }).click();
    await page.locator(".DocSearch-Modal").waitFor();
    await page.locator(".DocSearch-Input").fill("vpc");
    await page.locator(".DocSearch-Hit").first().waitFor();
    // Chromium reports the aborted request itself; the site adds nothing but its own box.
    expect(errors.filter((e) => !e.startsWith("Failed to load resource") && !/ChunkLoadError|Loading chunk/.test(e))).toEqual([]);
    await close(page);
  });
});

describe("an open tab after a deploy", () => {
  it("loads the next page in full when its code is gone because the site was deployed again: no red box", async () => {
    const { page } = await openPage(browser);
    await page.goto(`${baseUrl()}${DOC}`, { waitUntil: "networkidle" });
    await pretendRedeployed(page, /\/component---src-templates-tag-tsx-[^/]*\.js$/);
    const tag = page.locator('main a[href^="/tags/"]').first();
    const target = (await tag.getAttribute("href"))!;
    const fullLoad = page.waitForEvent("load");
    await tag.click();
    await fullLoad;
    await page.waitForURL(`${baseUrl()}${target}`);
    await page.locator("h1", { hasText: /Docs tagged/i }).waitFor();
    expect(await page.getByRole("alert").filter({ hasText: "could not be loaded" }).count()).toBe(0);
    await close(page);
  });

  it("reloads the page when the search code is gone after a deploy, and search then opens", async () => {
    const { page } = await openPage(browser);
    await page.goto(`${baseUrl()}${DOC}`, { waitUntil: "networkidle" });
    await pretendRedeployed(page, /\/search-modal-[^/]*\.js$/);
    const reloaded = page.waitForEvent("load");
    await page.keyboard.press("Control+k");
    await reloaded;
    await page.waitForLoadState("networkidle");
    expect(page.url()).toBe(`${baseUrl()}${DOC}`);
    expect(await page.getByRole("alert").count()).toBe(0);
    await page.keyboard.press("Control+k");
    await page.locator(".DocSearch-Modal").waitFor();
    await close(page);
  });
});
