import type { Browser } from "playwright-core";
import { baseUrl, openPage, shareBrowser } from "./support/browser";

jest.setTimeout(60_000);

let browser: Browser;
shareBrowser((launched) => (browser = launched));

describe("the tags index", () => {
  it("groups tags under their uppercased first letter, letters and tags sorted, each with its count", async () => {
    const { page, errors } = await openPage(browser);
    await page.goto(`${baseUrl()}/tags/`, { waitUntil: "networkidle" });
    expect(await page.locator("h1").textContent()).toBe("Tags");
    const letters = await page.locator("main section h2").allTextContents();
    expect(letters.length).toBeGreaterThan(3);
    expect(letters).toEqual([...letters].sort());
    expect(letters.every((l) => /^[A-Z#]$/.test(l))).toBe(true);
    const tSection = page.locator("section", { has: page.locator("h2", { hasText: /^T$/ }) });
    const labels = await tSection.locator("a").evaluateAll((links) => links.map((a) => a.firstChild?.textContent?.trim() ?? ""));
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b)));
    const terraform = tSection.getByRole("link", { name: /^Terraform \d+$/ });
    expect(await terraform.getAttribute("href")).toBe("/tags/terraform/");
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("lists a tag's docs with their titles and descriptions", async () => {
    const { page } = await openPage(browser);
    await page.goto(`${baseUrl()}/tags/docker/`, { waitUntil: "networkidle" });
    expect(await page.locator("h1").textContent()).toMatch(/^\d+ docs? tagged with “Docker”$/);
    const item = page.locator("main li", { has: page.getByRole("link", { name: "Docker Fundamentals" }) });
    expect((await item.locator("p").textContent())?.length).toBeGreaterThan(40);
    await page.context().close();
  });
});

describe("an unknown path", () => {
  it("shows the not-found page with a 404 status", async () => {
    const { page } = await openPage(browser);
    const response = await page.goto(`${baseUrl()}/intro/no-such-page/`, { waitUntil: "networkidle" });
    expect(response?.status()).toBe(404);
    expect(await page.locator("h1").textContent()).toBe("Page not found");
    expect(await page.title()).toBe("Page not found | Cairn Docs");
    await page.context().close();
  });

  it("offers to search for the words of the address, which finds the page that was meant", async () => {
    const { page, errors } = await openPage(browser);
    await page.goto(`${baseUrl()}/intro/tool-fundamentals/terrafrom/`, { waitUntil: "networkidle" });
    await page.getByRole("link", { name: "Search the docs for “terrafrom”" }).click();
    await page.waitForURL(`${baseUrl()}/search/?q=terrafrom`);
    await page.getByRole("link", { name: "Terraform Fundamentals" }).first().waitFor();
    // The missing page's document and data answer 404, as they must; nothing else goes wrong.
    expect(errors.filter((e) => !/status of 404/.test(e))).toEqual([]);
    await page.context().close();
  });

  it("shows the not-found page when reached by in-app navigation too", async () => {
    const { page } = await openPage(browser);
    await page.goto(`${baseUrl()}/`, { waitUntil: "networkidle" });
    await page.evaluate(() => {
      (window as unknown as { ___navigate: (to: string) => void }).___navigate("/missing/page/");
    });
    await page.locator("h1", { hasText: "Page not found" }).waitFor();
    await page.context().close();
  });
});
