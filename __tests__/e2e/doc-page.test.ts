import type { Browser, Page } from "playwright-core";
import { baseUrl, openPage, shareBrowser } from "./support/browser";

jest.setTimeout(60_000);

let browser: Browser;
shareBrowser((launched) => (browser = launched));

const TERRAFORM = "/intro/tool-fundamentals/terraform/";

async function open(path: string, options = {}): Promise<{ page: Page; errors: string[] }> {
  const opened = await openPage(browser, options);
  await opened.page.goto(`${baseUrl()}${path}`, { waitUntil: "networkidle" });
  return opened;
}

describe("the doc page", () => {
  it("shows the title, the sidebar with the current page marked, and the table of contents", async () => {
    const { page, errors } = await open(TERRAFORM);
    await expect(page.title()).resolves.toBe("Terraform Fundamentals | Cairn Docs");
    expect(await page.locator("h1").count()).toBe(1);
    expect(await page.locator("h1").textContent()).toBe("Terraform Fundamentals");
    const sidebar = page.getByRole("navigation", { name: "Docs" });
    expect(await sidebar.getByRole("link", { name: "Terraform", exact: true }).getAttribute("aria-current")).toBe("page");
    expect(await sidebar.getByRole("button", { name: /Tool fundamentals/ }).getAttribute("aria-expanded")).toBe("true");
    const toc = page.getByRole("navigation", { name: "On this page" });
    expect(await toc.getByRole("link").count()).toBeGreaterThanOrEqual(5);
    expect(await toc.getByRole("link", { name: "Remote state" }).getAttribute("href")).toBe("#remote-state");
    const crumbs = page.getByRole("navigation", { name: "Breadcrumbs" });
    expect(await crumbs.textContent()).toBe("HomeTool fundamentalsTerraform");
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("navigates from a sidebar link without a full page reload", async () => {
    const { page } = await open(TERRAFORM);
    await page.evaluate(() => {
      (window as unknown as { __noReload: boolean }).__noReload = true;
    });
    await page.getByRole("navigation", { name: "Docs" }).getByRole("link", { name: "Packer", exact: true }).click();
    await page.waitForURL(`${baseUrl()}/intro/tool-fundamentals/packer/`);
    await page.locator("h1", { hasText: /Packer/ }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
    expect(await page.getByRole("navigation", { name: "Docs" }).getByRole("link", { name: "Packer", exact: true }).getAttribute("aria-current")).toBe("page");
    await page.context().close();
  });

  it("highlights the table-of-contents entry of the section scrolled into view", async () => {
    const { page } = await open(TERRAFORM);
    await page.evaluate(() => document.getElementById("remote-state")!.scrollIntoView());
    const entry = page.getByRole("navigation", { name: "On this page" }).getByRole("link", { name: "Remote state" });
    await page.waitForFunction(() =>
      document.querySelector('nav[aria-labelledby="toc-title"] a[href="#remote-state"]')?.getAttribute("aria-current") === "location",
    );
    expect(await entry.getAttribute("aria-current")).toBe("location");
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForFunction(() => document.querySelector('nav[aria-labelledby="toc-title"] a[aria-current="location"]')?.getAttribute("href") !== "#remote-state");
    await page.context().close();
  });

  it("opens and closes a collapsed sidebar category", async () => {
    const { page } = await open(TERRAFORM);
    const sidebar = page.getByRole("navigation", { name: "Docs" });
    const toggle = sidebar.getByRole("button", { name: /Developer portal/ });
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
    expect(await sidebar.getByRole("link", { name: "Create your account" }).isVisible()).toBe(false);
    await toggle.click();
    expect(await toggle.getAttribute("aria-expanded")).toBe("true");
    expect(await sidebar.getByRole("link", { name: "Create your account" }).isVisible()).toBe(true);
    await toggle.click();
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
    await page.context().close();
  });

  it("links previous and next pages in sidebar order", async () => {
    const { page } = await open(TERRAFORM);
    const pager = page.getByRole("navigation", { name: "Docs pages" });
    expect(await pager.locator("a[rel=prev]").getAttribute("href")).toBe("/intro/environment-setup/recommended_tools/");
    expect(await pager.locator("a[rel=next]").getAttribute("href")).toBe("/intro/tool-fundamentals/terragrunt/");
    await page.context().close();
  });

  it("renders code blocks with a title, highlighted tokens, and a working copy button", async () => {
    const { page } = await open(TERRAFORM, { permissions: ["clipboard-read", "clipboard-write"] });
    const block = page.locator("[data-language=hcl]").first();
    expect(await block.locator(".token.keyword").count()).toBeGreaterThan(0);
    await block.hover();
    await block.getByRole("button", { name: "Copy code to clipboard" }).click();
    await block.getByRole("button", { name: "Copied" }).waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    // The copied text is the source: one line per rendered line, blank lines kept, no markup.
    expect(copied.split("\n")).toHaveLength(await block.locator("code > span").count());
    expect(copied).toContain('required_version = ">= 1.5.0"');
    expect(copied).toMatch(/\n\n/);
    expect(copied).not.toMatch(/\n\n\n/);
    // Selecting the block by hand copies the same text.
    const selected = await block.locator("code").evaluate((code) => {
      const range = document.createRange();
      range.selectNodeContents(code);
      const selection = window.getSelection()!;
      selection.removeAllRanges();
      selection.addRange(range);
      return selection.toString();
    });
    expect(selected.replace(/\n$/, "")).toBe(copied);
    await page.context().close();
  });

  it("gives every section heading a permalink and shows the doc's tags and edit link", async () => {
    const { page } = await open(TERRAFORM);
    expect(await page.locator('[id="remote-state"] > a[href="#remote-state"]').count()).toBe(1);
    expect(await page.locator(".markdown h2[id] > a[aria-label='Permalink to this section']").count()).toBe(await page.locator(".markdown h2").count());
    expect(await page.getByRole("link", { name: "Terraform", exact: true }).last().getAttribute("href")).toBe("/tags/terraform/");
    expect(await page.getByRole("link", { name: /Edit this page/ }).getAttribute("href")).toBe(
      "https://github.com/cairn-io/docs/edit/master/docs/intro/tool-fundamentals/terraform.mdx",
    );
    await page.context().close();
  });

  it("stays readable with JavaScript disabled: content, sidebar and table of contents are in the HTML", async () => {
    const { page } = await open(TERRAFORM, { javaScriptEnabled: false });
    expect(await page.locator("h1").textContent()).toBe("Terraform Fundamentals");
    expect(await page.locator(".markdown h2").count()).toBeGreaterThan(3);
    const sidebar = page.getByRole("navigation", { name: "Docs" });
    expect(await sidebar.getByRole("link", { name: "Packer", exact: true }).isVisible()).toBe(true);
    // Without scripts the category toggles cannot work, so every category is shown open.
    expect(await sidebar.getByRole("link", { name: "Infrastructure as code" }).isVisible()).toBe(true);
    expect(await page.getByRole("navigation", { name: "On this page" }).isVisible()).toBe(true);
    await page.context().close();
  });
});

describe("privacy", () => {
  it("makes no request to any other origin while loading and navigating three pages (analytics and hosted search off)", async () => {
    const { page } = await openPage(browser);
    const foreign: string[] = [];
    page.on("request", (request) => {
      if (!request.url().startsWith(baseUrl()) && !request.url().startsWith("data:")) foreign.push(request.url());
    });
    await page.goto(`${baseUrl()}${TERRAFORM}`, { waitUntil: "networkidle" });
    await page.getByRole("navigation", { name: "Docs" }).getByRole("link", { name: "Packer", exact: true }).click();
    await page.locator("h1", { hasText: /Packer/ }).waitFor();
    await page.getByRole("navigation", { name: "Docs" }).getByRole("link", { name: "Docker", exact: true }).click();
    await page.locator("h1", { hasText: /Docker/ }).waitFor();
    await page.waitForLoadState("networkidle");
    expect(foreign).toEqual([]);
    // The web font is declared and loads (check() alone is also true for a family no rule declares).
    expect(await page.evaluate(async () => (await document.fonts.load('16px "Inter Variable"')).map((face) => face.status))).toEqual(["loaded"]);
    await page.context().close();
  });
});

describe("copy page", () => {
  it("copies the page as its published Markdown", async () => {
    const { page } = await openPage(browser, { permissions: ["clipboard-read", "clipboard-write"] });
    await page.goto(`${baseUrl()}${TERRAFORM}`, { waitUntil: "networkidle" });
    await page.getByRole("button", { name: "Copy page" }).click();
    await page.getByRole("button", { name: "Copied as Markdown" }).waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    const published = await (await fetch(`${baseUrl()}${TERRAFORM}index.md`)).text();
    expect(copied).toBe(published);
    expect(copied.startsWith("# Terraform Fundamentals")).toBe(true);
    expect(await page.getByRole("link", { name: "View as Markdown" }).getAttribute("href")).toBe(`${TERRAFORM}index.md`);
    await page.context().close();
  });
});
