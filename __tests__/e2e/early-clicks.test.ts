/**
 * Every click answers from the first paint. The app's scripts load after the first
 * paint, so on a phone the page's controls show a second or two before the app drives them. Under
 * Lighthouse's mobile throttling (CPU 4x, slow 4G), each control is clicked at the `load` event
 * and, on a fresh load, at the first contentful paint, before the app has started (checked
 * against Gatsby's `onInitialClientRender` mark): each click has its effect once the app has
 * started, and it is neither lost nor doubled.
 */
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { baseUrl, emulateSlowPhone, shareBrowser, waitInPage } from "./support/browser";

jest.setTimeout(120_000);

let browser: Browser;
shareBrowser((launched) => (browser = launched));

const DOC = "/intro/tool-fundamentals/terraform/";
const REPO = "https://github.com/cairn-io/terraform-aws-service-catalog";

interface Control {
  name: string;
  path: string;
  width?: number;
  /** The control, as a reader finds it. */
  locate(page: Page): Locator;
  /** Waits until the click has had its effect, with the app running (checked twice: it must last). */
  effect(page: Page): Promise<void>;
  /** What the reader does next, when the effect asks for it. */
  then?(page: Page, context: BrowserContext): Promise<void>;
  /** Whether the page's own listeners (React's among them) get the click exactly once, replayed or not. */
  counted: boolean;
}

const navbarButton = (name: string) => (page: Page) => page.getByRole("navigation", { name: "Main" }).getByRole("button", { name, exact: true });
const opened = (name: string) => async (page: Page) => {
  await navbarButton(name)(page).and(page.locator('[aria-expanded="true"]')).waitFor();
  await page.locator(`[id="${await navbarButton(name)(page).getAttribute("aria-controls")}"]`).waitFor({ state: "visible" });
};

const CONTROLS: Control[] = [
  {
    name: "the color-mode switch",
    path: DOC,
    locate: (page) => page.getByRole("button", { name: /^Switch to dark mode/ }),
    async effect(page) {
      await page.getByRole("button", { name: "Switch to light mode (currently dark mode)" }).waitFor();
      expect(await page.evaluate(() => [document.documentElement.dataset.theme, localStorage.getItem("theme")])).toEqual(["dark", "dark"]);
    },
    counted: false,
  },
  {
    name: "the announcement bar's close button",
    path: DOC,
    locate: (page) => page.getByRole("button", { name: "Close announcement" }),
    async effect(page) {
      await page.getByRole("region", { name: "Announcement" }).waitFor({ state: "detached" });
      expect(await page.evaluate(() => [localStorage.getItem("announcement.dismiss"), localStorage.getItem("announcement.id")])).toEqual(["true", "build-it-yourself-guides-2026-11"]);
    },
    counted: false,
  },
  { name: "the More dropdown", path: DOC, locate: navbarButton("More"), effect: opened("More"), counted: true },
  { name: "the versions dropdown", path: DOC, locate: navbarButton("Docs version: Next"), effect: opened("Docs version: Next"), counted: true },
  { name: "the language dropdown", path: DOC, locate: navbarButton("Language: English"), effect: opened("Language: English"), counted: true },
  {
    name: "a tab button",
    path: "/intro/environment-setup/recommended_tools/",
    locate: (page) => page.getByRole("tab", { name: "Linux" }).first(),
    async effect(page) {
      await page.getByRole("tab", { name: "Linux" }).first().and(page.locator('[aria-selected="true"]')).waitFor();
      expect(await page.evaluate(() => localStorage.getItem("docs.tab.os"))).toBe("linux");
    },
    counted: true,
  },
  {
    name: "a code block's copy button",
    path: DOC,
    locate: (page) => page.locator(".markdown").getByRole("button", { name: "Copy code to clipboard" }).first(),
    async effect(page) {
      await page.locator(".markdown").getByRole("button", { name: "Copied" }).waitFor();
      // The first code block of the page, as its published Markdown has it.
      const markdown = await (await fetch(`${baseUrl()}${DOC}index.md`)).text();
      const code = /```[^\n]*\n([\s\S]*?)\n```/.exec(markdown)![1];
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
    },
    counted: true,
  },
  {
    name: "a sidebar category toggle",
    path: DOC,
    locate: (page) => page.locator('aside button[aria-controls="sidebar-core-concepts-group"]'),
    async effect(page) {
      await page.locator('aside button[aria-controls="sidebar-core-concepts-group"][aria-expanded="true"]').waitFor();
      await page.locator("aside #sidebar-core-concepts-group").waitFor({ state: "visible" });
    },
    counted: true,
  },
  {
    // The browser's own element: it opens at once, and the app starts from what the reader left.
    name: "a details panel's summary",
    path: "/intro/environment-setup/recommended_tools/",
    locate: (page) => page.locator(".markdown details > summary").first(),
    effect: (page) => page.locator(".markdown details[open]").first().waitFor(),
    async then(page) {
      await page.locator(".markdown details > summary").first().click();
      await waitInPage(page, () => !document.querySelector(".markdown details")!.hasAttribute("open"));
    },
    counted: true,
  },
  {
    name: "the mobile menu button",
    path: DOC,
    width: 375,
    locate: (page) => page.getByRole("button", { name: "Open navigation menu" }),
    effect: (page) => page.getByRole("dialog", { name: "Site navigation" }).waitFor(),
    counted: true,
  },
  {
    name: "a link into the private GitHub organization",
    path: "/intro/dev-portal/link-github-id/",
    locate: (page) => page.locator(`.markdown a[href^="${REPO}"]`).first(),
    async effect(page) {
      await page.getByRole("dialog", { name: "This repository is private" }).waitFor();
      // Held until the warning showed: nothing navigated, no tab opened.
      expect(page.url()).toBe(`${baseUrl()}/intro/dev-portal/link-github-id/`);
      expect(page.context().pages()).toHaveLength(1);
    },
    async then(page, context) {
      const dialog = page.getByRole("dialog", { name: "This repository is private" });
      const [tab] = await Promise.all([context.waitForEvent("page"), dialog.getByRole("button", { name: /Continue/ }).click()]);
      await tab.waitForLoadState();
      expect(tab.url()).toContain(REPO);
    },
    counted: false,
  },
];

/** What the page recorded: when the reader's click was made, when the app started, clicks its listeners got. */
interface PageRecord {
  clickedAt: number[];
  startedAt: number | null;
  reached: number;
}

/** A throttled page that records the click, the app's start, and every click its own listeners get. */
async function throttledPage(control: Control): Promise<{ page: Page; context: BrowserContext; errors: string[]; painted: Promise<void> }> {
  const context = await browser.newContext({ viewport: { width: control.width ?? 1280, height: 900 }, permissions: ["clipboard-read", "clipboard-write"] });
  await context.route("https://github.com/**", (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<title>stub</title>" }));
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("console", (message) => (message.type() === "error" ? errors.push(message.text()) : undefined));
  page.on("pageerror", (error) => errors.push(error.message));
  let resolvePaint!: () => void;
  const painted = new Promise<void>((resolve) => (resolvePaint = resolve));
  await page.exposeFunction("__testPainted", () => resolvePaint());
  await page.addInitScript(() => {
    const record = { clickedAt: [] as number[], reached: 0 };
    (window as unknown as { __record: typeof record }).__record = record;
    // Registered before any of the page's own scripts: the first to hear the reader's click.
    const heard = (event: MouseEvent) => {
      if (event.isTrusted) record.clickedAt.push(event.timeStamp);
    };
    window.addEventListener("click", heard, true);
    window.addEventListener("auxclick", heard, true);
    document.addEventListener("click", () => (record.reached += 1));
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName("first-contentful-paint").length === 0) return;
      observer.disconnect();
      void (window as unknown as { __testPainted(): Promise<void> }).__testPainted();
    }).observe({ type: "paint", buffered: true });
  });
  await emulateSlowPhone(page);
  return { page, context, errors, painted };
}

async function recorded(page: Page): Promise<PageRecord> {
  return page.evaluate(() => {
    const record = (window as unknown as { __record: { clickedAt: number[]; reached: number } }).__record;
    const started = performance.getEntriesByName("onInitialClientRender")[0];
    return { clickedAt: record.clickedAt, reached: record.reached, startedAt: started ? started.startTime : null };
  });
}

const checked: string[] = [];
afterAll(() => console.log(`early clicks: ${checked.length} clicks made before the app started, each with its effect once`));

describe.each([
  ["at the load event", "load"],
  ["at the first contentful paint", "paint"],
] as const)("under mobile throttling, a click %s", (_moment, moment) => {
  it.each(CONTROLS)("on $name has its effect once the app starts, once", async (control) => {
    const { page, context, errors, painted } = await throttledPage(control);
    const loaded = page.goto(`${baseUrl()}${control.path}`, { waitUntil: "load" });
    await (moment === "load" ? loaded : painted);
    await control.locate(page).click();
    await loaded;
    await waitInPage(page, () => performance.getEntriesByName("onInitialClientRender").length > 0, 30_000);
    const before = await recorded(page);
    // The click was the reader's one and only, made while the app had not started yet.
    expect(before.clickedAt).toHaveLength(1);
    expect(before.clickedAt[0]).toBeLessThan(before.startedAt!);
    await control.effect(page);
    // Nothing else arrives later: the effect lasts, and one click reached the page's listeners.
    await page.waitForTimeout(300);
    await control.effect(page);
    if (control.counted) expect((await recorded(page)).reached).toBe(1);
    await control.then?.(page, context);
    expect(errors).toEqual([]);
    checked.push(`${control.name} ${moment}`);
    await context.close();
  });
});
