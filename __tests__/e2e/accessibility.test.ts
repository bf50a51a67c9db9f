/**
 * axe-core over the shell's pages and states (issue 3): a doc page, the home page and the tags
 * page, in light and dark mode, with the mobile drawer, a dropdown and the modal open.
 */
import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "playwright-core";
import { baseUrl, shareBrowser } from "./support/browser";

jest.setTimeout(120_000);

let browser: Browser;
shareBrowser((launched) => (browser = launched));

async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page: page as never }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(", ")})`);
}

async function open(path: string, theme: "light" | "dark", width = 1280): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  await context.addInitScript((mode) => window.localStorage.setItem("theme", mode), theme);
  const page = await context.newPage();
  await page.goto(`${baseUrl()}${path}`, { waitUntil: "networkidle" });
  return page;
}

const PAGES = ["/intro/tool-fundamentals/terraform/", "/", "/tags/"];

describe.each(["light", "dark"] as const)("in %s mode", (theme) => {
  it.each(PAGES)("%s has no axe violations", async (path) => {
    const page = await open(path, theme);
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
    expect(await violations(page)).toEqual([]);
    await page.context().close();
  });

  it("has none with a navbar dropdown open", async () => {
    const page = await open(PAGES[0], theme);
    await page.getByRole("button", { name: "More" }).click();
    expect(await violations(page)).toEqual([]);
    await page.context().close();
  });

  it("has none with the mobile drawer open", async () => {
    const page = await open(PAGES[0], theme, 375);
    await page.getByRole("button", { name: "Open navigation menu" }).click();
    expect(await violations(page)).toEqual([]);
    await page.context().close();
  });

  it("has none with the private-repository modal open", async () => {
    const page = await open("/intro/dev-portal/link-github-id/", theme);
    await page.locator('.markdown a[href^="https://github.com/cairn-io/terraform-aws-service-catalog"]').first().click();
    await page.getByRole("dialog").waitFor();
    expect(await violations(page)).toEqual([]);
    await page.context().close();
  });
});
