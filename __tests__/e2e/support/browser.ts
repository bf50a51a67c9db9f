import { chromium, type Browser, type BrowserContextOptions, type Page } from "playwright-core";

/** Debian's Chromium with the flags this machine needs (no downloads, no background traffic). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
  });
}

export function baseUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error("E2E_BASE_URL is not set: the e2e global setup serves public/");
  return url;
}

/** A page whose console errors and uncaught exceptions are collected for assertions. */
export async function openPage(browser: Browser, options: BrowserContextOptions = {}): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...options });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return { page, errors };
}

/** Opens a fresh page (its own context, so storage starts empty) at a path of the built site. */
export async function gotoPage(browser: Browser, path: string, options: BrowserContextOptions = {}): Promise<{ page: Page; errors: string[] }> {
  const opened = await openPage(browser, options);
  await opened.page.goto(`${baseUrl()}${path}`, { waitUntil: "networkidle" });
  return opened;
}

/** Waits until `predicate` (run in the page) is true. */
export async function waitInPage(page: Page, predicate: () => boolean, timeout = 5000): Promise<void> {
  await page.waitForFunction(predicate, undefined, { timeout });
}

/** Launches one browser for the test file (hands it to `use`) and closes it after the last test. */
export function shareBrowser(use: (browser: Browser) => void): void {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
    use(browser);
  });
  afterAll(async () => {
    await browser?.close();
  });
}

/**
 * Slows a page as Lighthouse's mobile run does: the CPU 4x slower and its slow 4G network
 * (150 ms round trips, 1.6 Mbit/s down, 750 kbit/s up).
 */
export async function emulateSlowPhone(page: Page): Promise<void> {
  const session = await page.context().newCDPSession(page);
  await session.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await session.send("Network.enable");
  await session.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
}
