/**
 * Keyboard only: Tab reaches the skip link first, then the navbar; every navbar
 * dropdown and the mobile drawer open and close by keyboard, focus returning to their toggles;
 * focus is visible on every stop, and a Tab walk through whole pages never lands on hidden content.
 */
import type { Browser, Page } from "playwright-core";
import { baseUrl, shareBrowser } from "./support/browser";

jest.setTimeout(120_000);

let browser: Browser;
shareBrowser((launched) => (browser = launched));

/** Most stops a walk takes before it stops counting (a focus loop then ends the walk, not the run). */
const MAX_STOPS = 200;

/** What the test needs to know about the focused element. */
interface FocusStop {
  /** `tag "accessible text" [href]`, to name the stop in a failure. */
  label: string;
  /** Why the element counts as hidden, or "" when it is not. */
  hidden: string;
  /** True when the focus indicator (outline or box-shadow) is drawn. */
  visibleFocus: boolean;
  inMainNav: boolean;
  inAnnouncement: boolean;
  inDialog: boolean;
  isBody: boolean;
}

/** Describes document.activeElement (runs in the page). */
function readFocus(page: Page): Promise<FocusStop> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { label: "body", hidden: "", visibleFocus: false, inMainNav: false, inAnnouncement: false, inDialog: false, isBody: true };
    // The accessible text, roughly: aria-label, else the text outside aria-hidden parts.
    const copy = el.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('[aria-hidden="true"]').forEach((part) => part.remove());
    const name = (el.getAttribute("aria-label") ?? copy.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 60);
    const href = el.getAttribute("href");
    const label = `${el.tagName.toLowerCase()} "${name}"${href ? ` ${href}` : ""}`;
    const style = getComputedStyle(el);
    const rect = el.getBoundingClientRect();
    const reasons: string[] = [];
    if (rect.width === 0 || rect.height === 0) reasons.push("zero size");
    // The browser scrolls a focused element into view; one it cannot bring there (a header moved
    // off screen, say) is hidden from the reader however visible its styles are.
    else if (rect.bottom <= 0 || rect.right <= 0 || rect.top >= window.innerHeight || rect.left >= window.innerWidth) reasons.push("outside the viewport");
    if (style.visibility !== "visible") reasons.push(`visibility:${style.visibility}`);
    if (!el.checkVisibility()) reasons.push("not rendered (display:none on it or an ancestor)");
    if (el.closest("[inert]")) reasons.push("inside [inert]");
    if (el.closest('[aria-hidden="true"]')) reasons.push('inside [aria-hidden="true"]');
    if (el.closest("[hidden]")) reasons.push("inside [hidden]");
    const outline = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0;
    const shadow = style.boxShadow !== "none" && style.boxShadow !== "";
    return {
      label,
      hidden: reasons.join(", "),
      visibleFocus: outline || shadow,
      inMainNav: Boolean(el.closest('nav[aria-label="Main"]')),
      inAnnouncement: Boolean(el.closest(".announcement-bar")),
      inDialog: Boolean(el.closest('[role="dialog"]')),
      isBody: false,
    };
  });
}

async function tab(page: Page, shift = false): Promise<FocusStop> {
  await page.keyboard.press(shift ? "Shift+Tab" : "Tab");
  return readFocus(page);
}

async function open(path: string, width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${baseUrl()}${path}`, { waitUntil: "networkidle" });
  return page;
}

/**
 * Tabs from the top of the page until focus returns to the first stop or leaves the page, at
 * most MAX_STOPS times; returns every stop.
 */
async function walk(page: Page): Promise<FocusStop[]> {
  const stops: FocusStop[] = [];
  for (let i = 0; i < MAX_STOPS; i += 1) {
    const stop = await tab(page);
    if (stop.isBody || (stops.length > 0 && stop.label === stops[0].label)) break;
    stops.push(stop);
  }
  return stops;
}

const problemsOf = (stops: FocusStop[]) => [
  ...stops.filter((s) => s.hidden).map((s) => `${s.label}: focused while hidden (${s.hidden})`),
  ...stops.filter((s) => !s.visibleFocus).map((s) => `${s.label}: no visible focus indicator`),
];

describe("the skip link and the navbar", () => {
  it("puts the skip link first and moves focus to the main content with it", async () => {
    const page = await open("/intro/tool-fundamentals/terraform/", 1280);
    const first = await tab(page);
    expect(first.label).toBe('a "Skip to main content" #main');
    expect(first.visibleFocus).toBe(true);
    expect(first.hidden).toBe("");
    await page.keyboard.press("Enter");
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("main");
    await page.context().close();
  });

  it("reaches the navbar next, in reading order, with every stop visible", async () => {
    const page = await open("/intro/tool-fundamentals/terraform/", 1280);
    const stops: FocusStop[] = [];
    for (let i = 0; i < 20; i += 1) stops.push(await tab(page));
    const nav = stops.filter((s) => s.inMainNav).map((s) => s.label.replace(/ \/.*$/, ""));
    expect(nav).toEqual([
      'a "Cairn Docs"',
      'a "Intro"',
      'a "Guides"',
      'a "Service Catalog API"',
      'a "Courses"',
      'a "Knowledge Base (opens in a new tab)" https://github.com/cairn-io/knowledge-base/discussions',
      'a "Support"',
      'a "Sign In (opens in a new tab)" https://app.cairn.example/',
      'button "More"',
      'button "Docs version: Next"',
      'button "Language: English"',
      'button "Search"',
      expect.stringMatching(/^button "Switch to dark mode/),
    ]);
    // Only the skip link and the announcement bar come before the navbar.
    const firstNav = stops.findIndex((s) => s.inMainNav);
    expect(stops.slice(1, firstNav).filter((s) => !s.inAnnouncement).map((s) => s.label)).toEqual([]);
    expect(problemsOf(stops)).toEqual([]);
    await page.context().close();
  });
});

describe("navbar dropdowns by keyboard", () => {
  it.each([
    ["More", "Enter"],
    ["More", "Space"],
    ["Docs version: Next", "Enter"],
    ["Language: English", "Space"],
  ])("%s opens with %s, Tab enters it, Escape closes it and focus returns to the toggle", async (name, key) => {
    const page = await open("/intro/tool-fundamentals/terraform/", 1280);
    const toggle = page.getByRole("button", { name, exact: true });
    // Reach the toggle by Tab, as a keyboard user would.
    let stop: FocusStop | undefined;
    for (let i = 0; i < 30 && !(await toggle.evaluate((el) => el === document.activeElement)); i += 1) stop = await tab(page);
    expect(await toggle.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(stop?.visibleFocus).toBe(true);
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
    const menu = page.locator(`[id="${await toggle.getAttribute("aria-controls")}"]`);
    expect(await menu.isVisible()).toBe(false);

    await page.keyboard.press(key);
    expect(await toggle.getAttribute("aria-expanded")).toBe("true");
    expect(await menu.isVisible()).toBe(true);
    const item = await tab(page);
    expect(item.hidden).toBe("");
    expect(item.visibleFocus).toBe(true);
    expect(await menu.evaluate((ul) => ul.contains(document.activeElement))).toBe(true);

    await page.keyboard.press("Escape");
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
    expect(await menu.isVisible()).toBe(false);
    expect(await toggle.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.context().close();
  });

  it("closes when focus tabs out of it, so Tab never lands in a closed menu", async () => {
    const page = await open("/intro/tool-fundamentals/terraform/", 1280);
    const toggle = page.getByRole("button", { name: "More", exact: true });
    await toggle.focus();
    await page.keyboard.press("Enter");
    const items = await page.locator(`[id="${await toggle.getAttribute("aria-controls")}"] a`).count();
    for (let i = 0; i <= items; i += 1) await tab(page);
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
    await page.context().close();
  });
});

describe("Shift+Tab back up a long page", () => {
  it.each([1280, 375])("at %d px brings the navbar back into view for each of its stops", async (width) => {
    const page = await open("/intro/tool-fundamentals/terraform/", width);
    // Far enough down for the navbar to hide itself.
    for (let i = 0; i < 60; i += 1) await page.keyboard.press("Tab");
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    const stops: FocusStop[] = [];
    for (let i = 0; i < MAX_STOPS; i += 1) {
      const stop = await tab(page, true);
      if (stop.isBody) break;
      stops.push(stop);
      if (stop.label.startsWith('a "Skip to main content"')) break;
    }
    expect(stops.some((s) => s.inMainNav)).toBe(true);
    expect(stops.at(-1)?.label).toBe('a "Skip to main content" #main');
    expect(problemsOf(stops)).toEqual([]);
    await page.context().close();
  });
});

describe("the navbar after it hid itself", () => {
  it("shows again when focus moves into it from the sticky sidebar", async () => {
    const page = await open("/intro/tool-fundamentals/terraform/", 1280);
    let stop = await tab(page);
    for (let i = 0; i < 40 && !stop.label.startsWith('a "Introduction"'); i += 1) stop = await tab(page);
    expect(stop.label).toMatch(/^a "Introduction"/);
    // The reader scrolls on with the mouse: the navbar hides, the sticky sidebar keeps focus in view.
    await page.mouse.move(640, 600);
    await page.mouse.wheel(0, 1500);
    await page.waitForFunction(() => document.querySelector("header")?.getAttribute("data-navbar-visible") === "false");
    const back = await tab(page, true);
    expect(back.inMainNav).toBe(true);
    await page.waitForTimeout(300); // the navbar's slide-in transition
    expect(problemsOf([await readFocus(page)])).toEqual([]);
    await page.context().close();
  });
});

describe("the mobile drawer by keyboard", () => {
  it("opens from the menu button, holds focus inside, and closes with Escape back to the button", async () => {
    const page = await open("/intro/tool-fundamentals/terraform/", 375);
    const button = page.getByRole("button", { name: "Open navigation menu" });
    let reached = false;
    for (let i = 0; i < 10 && !reached; i += 1) {
      const stop = await tab(page);
      reached = stop.label === 'button "Open navigation menu"';
      if (reached) expect(stop.visibleFocus).toBe(true);
    }
    expect(reached).toBe(true);

    await page.keyboard.press("Enter");
    const drawer = page.getByRole("dialog", { name: "Site navigation" });
    await drawer.waitFor();
    expect(await drawer.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    expect(await button.getAttribute("aria-expanded")).toBe("true");
    // Walk the drawer both ways: focus stays inside, visible, never on hidden items.
    const stops: FocusStop[] = [];
    for (let i = 0; i < 60; i += 1) stops.push(await tab(page));
    for (let i = 0; i < 5; i += 1) stops.push(await tab(page, true));
    expect(stops.filter((s) => !s.inDialog).map((s) => s.label)).toEqual([]);
    expect(problemsOf(stops)).toEqual([]);

    await page.keyboard.press("Escape");
    await drawer.waitFor({ state: "detached" });
    expect(await button.getAttribute("aria-expanded")).toBe("false");
    expect(await button.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.context().close();
  });
});

describe("a Tab walk through whole pages", () => {
  it.each([
    ["/", 1280],
    ["/intro/tool-fundamentals/terraform/", 1280],
    ["/intro/tool-fundamentals/terraform/", 375],
    ["/guides/working-with-code/forking/", 1280],
    ["/reference/services/networking/vpc/", 1280],
    ["/search/?q=vpc", 1280],
    ["/tags/", 375],
    ["/no-such-page/", 1280],
  ] as const)("%s at %d px: focus is always visible and never on hidden content", async (path, width) => {
    const page = await open(path, width);
    const stops = await walk(page);
    expect(stops.length).toBeGreaterThan(5);
    expect(problemsOf(stops)).toEqual([]);
    await page.context().close();
  });
});
