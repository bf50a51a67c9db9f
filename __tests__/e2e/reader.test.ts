/**
 * The reader never loses a keystroke, and the last details of navigation: search
 * opens from first paint and keeps what is typed while its code loads (CPU throttled 4x, the
 * search chunk delayed 1 s, or the whole app not yet loaded); a failed hover preload is a console
 * warning; sidebar categories animate unless reduced motion is asked for; the versions dropdown
 * stores the choice and navigates, staying on the current doc; index.html paths land on their folder.
 */
import type { Browser, Page, Route } from "playwright-core";
import { baseUrl, gotoPage, openPage, shareBrowser, waitInPage } from "./support/browser";

jest.setTimeout(90_000);

let browser: Browser;
shareBrowser((launched) => (browser = launched));

const DOC = "/intro/tool-fundamentals/terraform/";
const input = (page: Page) => page.locator(".DocSearch-Input");

/** Slows the page as a mid-range phone would: CPU 4x slower. */
async function throttleCpu(page: Page) {
  const session = await page.context().newCDPSession(page);
  await session.send("Emulation.setCPUThrottlingRate", { rate: 4 });
}

/** Holds every script matching `pattern` until `release()` is called. */
async function holdScripts(page: Page, pattern: RegExp): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => pattern.test(url.pathname),
    async (route: Route) => {
      await released;
      await route.continue();
    },
  );
  return release;
}

/** Resolves once `check` returns true, or fails after `timeout` ms. */
async function eventually(check: () => Promise<boolean> | boolean, timeout = 5000): Promise<void> {
  const end = Date.now() + timeout;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`still not true after ${timeout} ms: ${check.toString()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Delays the search modal's chunk by `ms`. */
async function delaySearchChunk(page: Page, ms: number) {
  await page.route(/\/search-modal-[^/]*\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

describe("search from the first keystroke", () => {
  it.each([["Control+k"], ["/"]])("keeps every character typed right after %s while the search code loads (CPU 4x, chunk +1 s)", async (shortcut) => {
    const { page, errors } = await openPage(browser);
    await throttleCpu(page);
    await delaySearchChunk(page, 1000);
    await page.goto(`${baseUrl()}${DOC}`, { waitUntil: "networkidle" });
    await page.keyboard.press(shortcut);
    await page.keyboard.type("vpc");
    await input(page).waitFor();
    await page.waitForFunction(() => (document.querySelector(".DocSearch-Input") as HTMLInputElement | null)?.value === "vpc", undefined, { timeout: 10_000 });
    await page.keyboard.type(" flow");
    expect(await input(page).inputValue()).toBe("vpc flow");
    await page.locator(".DocSearch-Hit").first().waitFor({ timeout: 10_000 });
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it.each([
    ["Control+k", (page: Page) => page.keyboard.press("Control+k")],
    ["/", (page: Page) => page.keyboard.press("/")],
    ["a click on the navbar's search box", (page: Page) => page.locator("[data-search-button]").first().click()],
  ])("opens on %s before the app has loaded, and keeps what is typed", async (_how, ask) => {
    const { page, errors } = await openPage(browser);
    await throttleCpu(page);
    const release = await holdScripts(page, /\.js$/);
    await page.goto(`${baseUrl()}${DOC}`, { waitUntil: "domcontentloaded" });
    await page.locator("h1").waitFor();
    // Nothing has hydrated: no script of the app has arrived.
    expect(await page.evaluate(() => typeof (window as unknown as { ___loader?: unknown }).___loader)).toBe("undefined");
    await ask(page);
    await page.keyboard.type("rds");
    release();
    await page.waitForFunction(() => (document.querySelector(".DocSearch-Input") as HTMLInputElement | null)?.value === "rds", undefined, { timeout: 20_000 });
    expect(await page.evaluate(() => document.activeElement?.classList.contains("DocSearch-Input"))).toBe(true);
    await page.keyboard.press("Escape");
    await page.locator(".DocSearch-Modal").waitFor({ state: "detached" });
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe("navigation details: preload warnings, animated categories, index.html addresses", () => {
  it("warns in the console, and only there, when a hover preload fails", async () => {
    const { page, errors } = await gotoPage(browser, DOC);
    const warnings: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "warning") warnings.push(message.text());
    });
    const link = page.locator('nav[aria-label="Docs"] a[href="/intro/tool-fundamentals/packer/"]').first();
    await page.route("**/page-data/intro/tool-fundamentals/packer/page-data.json", (route) => route.abort());
    await link.hover();
    await eventually(() => warnings.some((w) => w.includes("Could not preload /intro/tool-fundamentals/packer/")));
    expect(await page.locator("[role=alert]").count()).toBe(0);
    // Chromium itself reports the aborted request; the site adds no error of its own.
    expect(errors.filter((e) => !e.startsWith("Failed to load resource"))).toEqual([]);
    await page.context().close();
  });

  it("animates a sidebar category's height, and not at all for readers who ask for reduced motion", async () => {
    for (const reducedMotion of ["no-preference", "reduce"] as const) {
      const { page } = await gotoPage(browser, DOC, { reducedMotion });
      const listId = await page.locator('nav[aria-label="Docs"] button[aria-expanded="false"]').first().getAttribute("aria-controls");
      const toggle = page.locator(`button[aria-controls="${listId}"]`);
      const list = page.locator(`[id="${listId}"]`);
      // Record every transition the list is given while it opens.
      await list.evaluate((el) => {
        const seen: string[] = [];
        (window as unknown as { __transitions: string[] }).__transitions = seen;
        new MutationObserver(() => seen.push((el as HTMLElement).style.transition)).observe(el, { attributes: true, attributeFilter: ["style"] });
      });
      const transitions = async () => (await page.evaluate(() => (window as unknown as { __transitions: string[] }).__transitions)).filter(Boolean);
      await toggle.click();
      if (reducedMotion === "reduce") {
        await page.waitForTimeout(500);
        expect(await transitions()).toEqual([]);
      } else {
        await eventually(async () => (await transitions()).length > 0);
        expect((await transitions())[0]).toMatch(/^height \d+ms/);
      }
      await eventually(() => list.evaluate((el) => !(el as HTMLElement).hidden && (el as HTMLElement).style.height === ""));
      await toggle.click();
      await eventually(() => list.evaluate((el) => (el as HTMLElement).hidden));
      await page.context().close();
    }
  });

  it.each([
    ["/reference/services/networking/vpc/", "/reference/services/networking/vpc/"],
    ["/courses/", "/courses/"],
    ["/support/", "/support/"],
    ["/tags/", "/intro/overview/intro-to-cairn/"],
  ])("the versions dropdown on %s stores the choice and navigates in-app to %s", async (from, to) => {
    const { page } = await gotoPage(browser, from);
    // Every in-app navigation goes through Gatsby's ___navigate: record where each one leads, so a
    // choice that keeps the reader on the same page still has to navigate (and a dead click fails).
    await page.evaluate(() => {
      const app = window as unknown as { ___navigate(to: string, options?: unknown): void; __navigatedTo: string[] };
      const navigate = app.___navigate;
      app.__navigatedTo = [];
      app.___navigate = (target, options) => {
        app.__navigatedTo.push(target);
        navigate(target, options);
      };
    });
    await page.getByRole("button", { name: /Docs version/ }).click();
    await page.getByRole("link", { name: "Next", exact: true }).click();
    await page.waitForURL(`${baseUrl()}${to}`);
    await waitInPage(page, () => (window as unknown as { __navigatedTo: string[] }).__navigatedTo.length > 0);
    expect(await page.evaluate(() => (window as unknown as { __navigatedTo: string[] }).__navigatedTo)).toEqual([to]);
    expect(await page.evaluate(() => localStorage.getItem("docs-preferred-version-default"))).toBe("current");
    await page.context().close();
  });

  it("lands a direct visit to /intro/index.html, and an in-app link to it, on /intro/", async () => {
    const { page, errors } = await gotoPage(browser, "/intro/index.html");
    expect(new URL(page.url()).pathname).toBe("/intro/");
    await page.goto(`${baseUrl()}${DOC}`, { waitUntil: "networkidle" });
    await page.evaluate(() => (window as unknown as { ___navigate(to: string): void }).___navigate("/guides/index.html"));
    await page.waitForURL(`${baseUrl()}/guides/`);
    expect(await page.locator("h1").textContent()).toBeTruthy();
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
