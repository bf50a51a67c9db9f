/** Site search (docs/search.md), on the embedded index every test uses. */
import type { Browser, Page } from "playwright-core";
import { baseUrl, gotoPage, shareBrowser, waitInPage } from "./support/browser";

jest.setTimeout(60_000);

let browser: Browser;
shareBrowser((launched) => (browser = launched));

const DOC = "/intro/tool-fundamentals/terraform/";
const modal = (page: Page) => page.locator(".DocSearch-Modal");

async function search(page: Page, query: string) {
  await page.keyboard.press("Control+k");
  await modal(page).waitFor();
  await page.locator(".DocSearch-Input").fill(query);
  await page.locator(".DocSearch-Hit").first().waitFor();
}

describe("search", () => {
  it("loads neither the search code nor the index before the reader reaches for search", async () => {
    const { page } = await gotoPage(browser, DOC);
    const requests: string[] = [];
    page.on("request", (r) => requests.push(r.url()));
    await page.mouse.wheel(0, 800);
    await page.waitForTimeout(500);
    expect(requests.filter((u) => u.includes("search-index.json"))).toEqual([]);
    const before = await page.evaluate(() => performance.getEntriesByType("resource").map((e) => e.name));
    expect(before.some((u) => u.includes("search-index.json"))).toBe(false);
    const scriptsBefore = before.filter((u) => u.endsWith(".js")).length;
    await page.getByRole("button", { name: "Search" }).hover();
    await waitInPage(page, () => performance.getEntriesByType("resource").filter((e) => e.name.endsWith(".js")).length > 0);
    const scriptsAfter = await page.evaluate(() => performance.getEntriesByType("resource").filter((e) => e.name.endsWith(".js")).length);
    expect(scriptsAfter).toBeGreaterThan(scriptsBefore);
    await page.context().close();
  });

  it("lays the modal out as DocSearch's centred dialog on desktop and full screen on a phone", async () => {
    for (const [width, expectCentred] of [[1280, true], [375, false]] as const) {
      const { page } = await gotoPage(browser, DOC, { viewport: { width, height: 900 } });
      await search(page, "vpc");
      const box = (await modal(page).boundingBox())!;
      if (expectCentred) {
        expect(box.width).toBeLessThanOrEqual(800);
        expect(Math.abs(box.x + box.width / 2 - width / 2)).toBeLessThan(2);
        expect(box.y).toBeGreaterThan(0);
      } else {
        expect(box.width).toBe(width);
      }
      // DocSearch's spacing applies: hits are inset from the modal's edge.
      const hit = (await page.locator(".DocSearch-Hit").first().boundingBox())!;
      expect(hit.x).toBeGreaterThan(box.x);
      await page.context().close();
    }
  });

  it("opens with Ctrl+K and with /, closes with Escape, and / typed in a field stays a character", async () => {
    const { page } = await gotoPage(browser, "/search/");
    await page.keyboard.press("Control+k");
    await modal(page).waitFor();
    await page.keyboard.press("Escape");
    await modal(page).waitFor({ state: "detached" });
    await page.keyboard.press("/");
    await modal(page).waitFor();
    await page.keyboard.press("Escape");
    await modal(page).waitFor({ state: "detached" });
    await page.getByRole("searchbox", { name: "Search the docs" }).click();
    await page.keyboard.type("a/b");
    expect(await page.getByRole("searchbox", { name: "Search the docs" }).inputValue()).toBe("a/b");
    expect(await modal(page).count()).toBe(0);
    await page.context().close();
  });

  it("answers the first character typed with pages from the manifest, before any index file, then the whole word", async () => {
    const { page, errors } = await gotoPage(browser, DOC);
    const manifest = page.waitForResponse((r) => r.url().endsWith("/search-index.json"));
    await page.keyboard.press("Control+k");
    await manifest;
    const indexFiles: string[] = [];
    page.on("request", (r) => r.url().includes("/search-index/") && indexFiles.push(r.url()));
    await page.keyboard.type("v");
    await page.locator(".DocSearch-Hit").first().waitFor();
    const first = await page.locator(".DocSearch-Hit a").evaluateAll((links) => links.map((a) => a.getAttribute("data-url") ?? ""));
    expect(indexFiles).toEqual([]);
    expect(first.length).toBeGreaterThan(0);
    expect(first.every((url) => url.startsWith("/") && !url.includes("#"))).toBe(true);
    await page.keyboard.type("pc");
    await page.waitForFunction(() => document.querySelector(".DocSearch-Hit a")?.getAttribute("data-url") === "/reference/services/networking/vpc/", undefined, { timeout: 10_000 });
    expect(indexFiles.length).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("finds the VPC service page and the VPC guide pages for 'vpc', with highlighted matches", async () => {
    const { page } = await gotoPage(browser, DOC);
    await search(page, "vpc");
    const urls = await page.locator(".DocSearch-Hit a").evaluateAll((links) => links.map((a) => a.getAttribute("data-url")));
    // The page titled exactly "VPC" leads, as hosted DocSearch ranks an exact title first.
    expect(urls[0]).toBe("/reference/services/networking/vpc/");
    expect(urls.some((u) => u?.startsWith("/guides/build-it-yourself/vpc/"))).toBe(true);
    expect(await page.locator(".DocSearch-Hit mark").count()).toBeGreaterThan(0);
    expect((await page.locator(".DocSearch-Hit mark").first().textContent())?.toLowerCase()).toBe("vpc");
    await page.context().close();
  });

  it("goes to a hit and its anchor on Enter", async () => {
    const { page } = await gotoPage(browser, DOC);
    await search(page, "remote state dynamodb");
    const href = await page.locator(".DocSearch-Hit a").first().getAttribute("data-url");
    expect(href).toMatch(/#/);
    await page.keyboard.press("Enter");
    await page.waitForURL(`${baseUrl()}${href}`);
    const anchor = href!.split("#")[1];
    await waitInPage(page, () => document.querySelector(".DocSearch-Modal") === null);
    await page.waitForFunction((id) => {
      const top = document.getElementById(id)?.getBoundingClientRect().top ?? -1;
      return top >= 0 && top < window.innerHeight;
    }, anchor);
    await page.context().close();
  });

  it("goes to a hit on click, and opens it in a new tab on Ctrl+click", async () => {
    const { page } = await gotoPage(browser, DOC);
    await search(page, "vpc");
    const first = page.locator(".DocSearch-Hit a").first();
    const url = (await first.getAttribute("data-url"))!;
    const [opened] = await Promise.all([page.context().waitForEvent("page"), first.click({ modifiers: ["Control"] })]);
    await opened.waitForURL(`${baseUrl()}${url}`);
    expect(page.url()).toBe(`${baseUrl()}${DOC}`);
    await opened.close();
    await first.click();
    await page.waitForURL(`${baseUrl()}${url}`);
    await modal(page).waitFor({ state: "detached" });
    await page.context().close();
  });

  it("links 'See all N results' to the search page, which shows the same results, also when typed key by key", async () => {
    const { page } = await gotoPage(browser, DOC);
    // Typed, not pasted: DocSearch's own count added up the answers of every keystroke.
    await page.keyboard.press("Control+k");
    await modal(page).waitFor();
    await page.keyboard.type("vpc", { delay: 80 });
    // The first key's pages show at once; the whole word's answer follows once the typing pauses
    // (lib/search/client.ts typingSettleMs), and its count with it.
    await page.waitForFunction(() => [...document.querySelectorAll(".DocSearch-HitsFooter a")].some((a) => a.getAttribute("href") === "/search/?q=vpc" && /See all \d+ results/.test(a.textContent ?? "")));
    const footer = page.getByRole("link", { name: /See all \d+ results/ });
    const count = Number((await footer.textContent())!.match(/\d+/)![0]);
    await footer.click();
    await page.waitForURL(`${baseUrl()}/search/?q=vpc`);
    await page.getByText(`${count} results`).waitFor();
    expect(await page.locator("main h2 a").first().getAttribute("href")).toMatch(/^\//);
    await page.context().close();
  });

  it("answers a direct visit to /search?q=terraform%20upgrade with the upgrade guides, and follows typing in the URL", async () => {
    const { page } = await gotoPage(browser, "/search/?q=terraform%20upgrade");
    await page.locator("main h2").first().waitFor();
    const titles = await page.locator("main h2").allTextContents();
    expect(titles.slice(0, 5).some((t) => /Terraform 0\.1\d|Terraform 1\.x/i.test(t))).toBe(true);
    expect(await page.getByRole("searchbox", { name: "Search the docs" }).inputValue()).toBe("terraform upgrade");
    await page.getByRole("searchbox", { name: "Search the docs" }).fill("packer");
    await page.waitForURL(`${baseUrl()}/search/?q=packer`);
    await page.context().close();
  });

  it("renders a script payload in the query as text, and no dialog appears", async () => {
    const { page } = await gotoPage(browser, `/search/?q=${encodeURIComponent("<img src=x onerror=alert(1)>")}`);
    let dialogs = 0;
    page.on("dialog", async (dialog) => {
      dialogs += 1;
      await dialog.dismiss();
    });
    await page.locator("h1").waitFor();
    expect(await page.locator("h1").textContent()).toContain("<img src=x onerror=alert(1)>");
    expect(await page.locator("main img").count()).toBe(0);
    await page.keyboard.press("Control+k");
    await page.locator(".DocSearch-Input").fill("<img src=x onerror=alert(1)>");
    await page.waitForTimeout(800);
    expect(await page.locator(".DocSearch-Modal img[src=x]").count()).toBe(0);
    expect(dialogs).toBe(0);
    await page.context().close();
  });

  it("never flashes 'No results' before the hits of a query that has them", async () => {
    for (const query of ["vpc", "terraform upgrade"]) {
      const { page } = await gotoPage(browser, DOC);
      await page.evaluate(() => {
        const seen: string[] = [];
        Object.assign(window, { __screens: seen });
        new MutationObserver(() => {
          const noResults = document.querySelector(".DocSearch-NoResults");
          const shown = noResults !== null && getComputedStyle(noResults).visibility !== "hidden";
          const screen = shown ? "no results" : document.querySelector(".DocSearch-Hit") ? "hits" : "";
          if (screen && seen[seen.length - 1] !== screen) seen.push(screen);
        }).observe(document.body, { childList: true, subtree: true, attributes: true });
      });
      await page.keyboard.press("Control+k");
      await page.locator(".DocSearch-Input").fill(query);
      await page.locator(".DocSearch-Hit").first().waitFor();
      await page.locator(".DocSearch-Input").press("End");
      await page.keyboard.type("s", { delay: 0 });
      await page.keyboard.press("Backspace");
      await page.waitForTimeout(300);
      expect(await page.evaluate(() => (window as unknown as { __screens: string[] }).__screens)).toEqual(["hits"]);
      await page.context().close();
    }
  });

  it("shows an error in the modal when the index cannot load, and recovers on the next try", async () => {
    const { page, errors } = await gotoPage(browser, DOC);
    let fail = true;
    await page.route("**/search-index.json", (route) => (fail ? route.abort() : route.continue()));
    await page.keyboard.press("Control+k");
    await page.locator(".DocSearch-Input").fill("vpc");
    await page.getByRole("alert").filter({ hasText: "Search is unavailable right now" }).waitFor();
    // It does not also claim that nothing matched.
    expect(await page.getByText(/No results for|No results found/).isVisible()).toBe(false);
    fail = false;
    await page.locator(".DocSearch-Input").fill("vpc ");
    await page.locator(".DocSearch-Hit").first().waitFor();
    expect(await page.getByRole("alert").filter({ hasText: "Search is unavailable" }).count()).toBe(0);
    // The aborted request is the only console error: nothing is thrown.
    expect(errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
    await page.context().close();
  });

  /**
   * The search's byte budget: a reader's first search, from the shortcut that opens the modal to the
   * first hits, transfers at most 60 KB gzip on the real site, search code and index data together
   * (the page's own scripts are loaded before). The query goes in at once, as pasted or typed while
   * the code loads; what was fetched is read from the page's Resource Timing, on a server that
   * compresses as hosts do (scripts/bench/search-modal.mjs measures the same way).
   */
  it("fetches at most 60 KB gzip from opening search to the first hits", async () => {
    const gzipUrl = process.env.E2E_GZIP_URL;
    if (!gzipUrl) throw new Error("E2E_GZIP_URL is not set: the e2e global setup serves public/ compressed too");
    for (const query of ["vpc", "terraform upgrade", "rotate rds password", "how do i deploy a new service"]) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`${gzipUrl}${DOC}`, { waitUntil: "networkidle" });
      await page.evaluate(() => {
        const marks: { firstKey?: number; firstHit?: number } = {};
        Object.assign(window, { __searchMarks: marks });
        document.addEventListener("keydown", () => (marks.firstKey ??= performance.now()), { capture: true });
        new MutationObserver((_, observer) => {
          if (!document.querySelector(".DocSearch-Hit")) return;
          marks.firstHit = performance.now();
          observer.disconnect();
        }).observe(document.body, { childList: true, subtree: true });
      });
      await page.keyboard.press("Control+k");
      await page.locator(".DocSearch-Input").fill(query);
      await page.locator(".DocSearch-Hit").first().waitFor();
      const files = await page.evaluate(() => {
        const { firstKey = 0, firstHit = 0 } = (window as unknown as { __searchMarks: { firstKey?: number; firstHit?: number } }).__searchMarks;
        return (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
          .filter((e) => e.startTime >= firstKey && e.responseEnd <= firstHit)
          .map((e) => ({ url: e.name, bytes: e.encodedBodySize, status: e.responseStatus }));
      });
      const total = files.reduce((sum, f) => sum + f.bytes, 0);
      // It measured a search: the modal's code, the manifest and index files, all found.
      expect(files.some((f) => /search-modal-[0-9a-f]+\.js$/.test(f.url))).toBe(true);
      expect(files.some((f) => f.url.endsWith("/search-index.json"))).toBe(true);
      expect(files.some((f) => /\/search-index\/t-/.test(f.url)) && files.some((f) => /\/search-index\/r-/.test(f.url))).toBe(true);
      // The index's blobs come by byte range (206), everything else whole.
      expect(files.filter((f) => f.status !== (/\/search-index\/.+\.bin$/.test(f.url) ? 206 : 200))).toEqual([]);
      process.stdout.write(`first search "${query}": ${files.length} files, ${(total / 1024).toFixed(1)} KB gzip\n`);
      expect(total).toBeLessThanOrEqual(60 * 1024);
      await context.close();
    }
  });
});
