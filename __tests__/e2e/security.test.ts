/**
 * Security (ARCHITECTURE.md, "Security"): every built page carries a Content-Security-Policy that
 * allows only the site's own origin, with each inline script allowed by its hash; and the site's
 * own behavior (search, zoom, client-side navigation) runs without a single violation of it.
 */
import fs from "node:fs";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { inlineScripts, scriptHash } from "../../src/lib/build/csp";
import { baseUrl, openPage, shareBrowser } from "./support/browser";
import { listBuiltPages, PUBLIC_DIR } from "./support/html-checks";

jest.setTimeout(120_000);

const publicDir = PUBLIC_DIR;


describe("the Content-Security-Policy of every built page", () => {
  const pages = listBuiltPages(publicDir);

  it("covers every page", () => {
    expect(pages.length).toBeGreaterThan(150);
    console.log(`CSP: ${pages.length} pages checked`);
  });

  it.each(pages)("%s: one policy before any script, own origin only, inline scripts by hash", (file) => {
    const html = fs.readFileSync(path.join(publicDir, file), "utf8");
    const metas = [...html.matchAll(/<meta http-equiv="Content-Security-Policy" content="([^"]*)"\/>/g)];
    expect(metas).toHaveLength(1);
    expect(metas[0].index).toBeLessThan(html.indexOf("<script"));
    const policy = metas[0][1];
    const scriptSrc = policy.split("; ").find((d) => d.startsWith("script-src "))!.split(" ").slice(1);
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain("'unsafe-eval'");
    expect(policy).not.toMatch(/https?:\/\//);
    for (const script of inlineScripts(html)) expect(scriptSrc).toContain(scriptHash(script));
  });
});

describe("the site under its policy", () => {
  let browser: Browser;
  shareBrowser((launched) => (browser = launched));

  /** A page that records every CSP violation, from the first byte on. */
  async function watched(): Promise<{ page: Page; violations: string[] }> {
    const { page } = await openPage(browser);
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (event) => {
        (window as unknown as { cspViolations: string[] }).cspViolations ??= [];
        (window as unknown as { cspViolations: string[] }).cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`);
      });
    });
    const violations: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    return { page, violations };
  }

  async function recorded(page: Page): Promise<string[]> {
    return page.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? []);
  }

  it("loads pages, searches, zooms and navigates with no violation", async () => {
    const { page, violations } = await watched();
    await page.goto(`${baseUrl()}/`, { waitUntil: "networkidle" });
    // The search modal's lazy code and the embedded index.
    await page.keyboard.press("Control+k");
    await page.locator(".DocSearch-Input").fill("vpc");
    await page.locator(".DocSearch-Hit").first().waitFor();
    await page.keyboard.press("Escape");
    // Client-side navigation to a doc with images, then zoom.
    await page.evaluate(() => (window as unknown as { ___navigate: (to: string) => void }).___navigate("/intro/overview/how-it-works/"));
    await page.waitForURL(/\/how-it-works\/$/);
    await page.waitForFunction(() => document.querySelector(".markdown img")?.classList.contains("medium-zoom-image"));
    await page.locator(".markdown img").first().click();
    await page.locator(".medium-zoom-image--opened").waitFor();
    await page.goto(`${baseUrl()}/search/?q=terraform%20upgrade`, { waitUntil: "networkidle" });
    await page.locator("main ol li").first().waitFor();
    await page.goto(`${baseUrl()}/reference/services/networking/vpc/`, { waitUntil: "networkidle" });
    await page.getByRole("link", { name: "View Source" }).or(page.getByRole("button", { name: "View Source" })).first().click();
    await page.getByRole("dialog").waitFor();
    expect(await recorded(page)).toEqual([]);
    expect(violations).toEqual([]);
    await page.context().close();
  });

  it("blocks a script that is not the site's own (the policy is enforced, not decorative)", async () => {
    const { page, violations } = await watched();
    await page.goto(`${baseUrl()}/`, { waitUntil: "networkidle" });
    await page.evaluate(() => {
      const script = document.createElement("script");
      script.textContent = "window.injected = true";
      document.body.append(script);
    });
    expect(await page.evaluate(() => (window as unknown as { injected?: boolean }).injected)).toBeUndefined();
    expect((await recorded(page)).some((v) => v.startsWith("script-src"))).toBe(true);
    expect(violations.length).toBeGreaterThan(0);
    await page.context().close();
  });
});
