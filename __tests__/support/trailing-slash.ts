/**
 * The trailing-slash setting, checked on a built site: what it writes (every link, canonical URL,
 * sitemap entry, search result and Markdown link in the setting's form, each served by a host
 * matching the setting without a redirect) and a short reader's pass in Chromium (navigation,
 * search, tags). Shared by the e2e tests (the `always` build) and the build tests, which build the
 * site under `never` and `ignore` (docs/decisions/trailing-slash.md).
 */
import fs from "node:fs";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { isInternalPageHref, sitePagePath, type TrailingSlashPolicy } from "../../src/lib/navigation/paths";
import { readManifest, recordPacks } from "./built-search-index";

/** The path of one of the site's own pages in the setting's form. */
export const inForm = (pagePath: string, policy: TrailingSlashPolicy) => sitePagePath(pagePath, policy);

/** Whether a page's path has the setting's form (under `ignore`, the site's own pages keep the slash). */
export const hasForm = (pagePath: string, policy: TrailingSlashPolicy) => inForm(pagePath, policy) === pagePath;

function htmlFiles(dir: string, base = ""): string[] {
  return fs.readdirSync(path.join(dir, base), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(base, entry.name);
    if (entry.isDirectory()) return entry.name === "page-data" || entry.name === "static" ? [] : htmlFiles(dir, relative);
    return entry.name.endsWith(".html") ? [relative] : [];
  });
}

const decode = (attribute: string) => attribute.replace(/&amp;/g, "&").replace(/&quot;/g, '"');
const pathOf = (url: string) => new URL(url, "http://site.invalid").pathname;

/** The URLs a built site writes, by where they are written. */
export interface WrittenUrls {
  /** Internal page links (`<a href>`, `<form action>`) of every page, each once, with a page it is on. */
  pageLinks: Map<string, string>;
  /** Each page's canonical path. */
  canonical: string[];
  sitemap: string[];
  /** Page paths in the search index (its manifest's first-keystroke pages and every record pack). */
  search: string[];
  /** The Markdown links of llms.txt, as paths. */
  markdown: string[];
  robotsDisallow: string[];
}

/** Reads every URL a built site in `publicDir` writes, whose origin is `siteUrl`. */
export async function writtenUrls(publicDir: string, siteUrl: string): Promise<WrittenUrls> {
  const pageLinks = new Map<string, string>();
  const canonical: string[] = [];
  for (const file of htmlFiles(publicDir)) {
    const html = fs.readFileSync(path.join(publicDir, file), "utf8");
    for (const match of html.matchAll(/<(?:a\s[^>]*?\bhref|form\s[^>]*?\baction)="([^"]*)"/g)) {
      const href = decode(match[1]);
      if (isInternalPageHref(href) && !pageLinks.has(href)) pageLinks.set(href, `/${file}`);
    }
    const found = /<link [^>]*?rel="canonical" href="([^"]*)"/.exec(html);
    if (found) canonical.push(pathOf(decode(found[1])));
  }
  const read = (file: string) => fs.readFileSync(path.join(publicDir, file), "utf8");
  const sitemap = [...read("sitemap.xml").matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => pathOf(m[1]));
  const search = (readManifest(publicDir).starter?.pages ?? []).map(([page]) => page);
  for (const { pages } of await recordPacks(publicDir)) search.push(...pages.map(([page]) => page));
  const origin = siteUrl.replace(/\/+$/, "");
  const markdown = [...read("llms.txt").matchAll(/\]\(([^)]*\.md)\)/g)].map((m) => m[1]).filter((u) => u.startsWith(origin)).map(pathOf);
  const robotsDisallow = [...read("robots.txt").matchAll(/^Disallow: (.*)$/gm)].map((m) => m[1]);
  return { pageLinks, canonical, sitemap, search: [...new Set(search)], markdown, robotsDisallow };
}

/** Requests each path once from the served site without following redirects; returns those not answered 200, with their status. */
export async function notServedAsIs(baseUrl: string, paths: Iterable<string>): Promise<string[]> {
  const unique = [...new Set(paths)];
  const failures: string[] = [];
  for (let i = 0; i < unique.length; i += 16) {
    const answers = await Promise.all(
      unique.slice(i, i + 16).map(async (p) => {
        const response = await fetch(`${baseUrl}${p}`, { redirect: "manual", method: "HEAD" });
        return response.status === 200 ? undefined : `${p} (${response.status}${response.headers.get("location") ? ` to ${response.headers.get("location")}` : ""})`;
      }),
    );
    failures.push(...answers.filter((a): a is string => a !== undefined));
  }
  return failures;
}

/** A page of a fresh context, recording console errors and every redirect or 404 the site answers it. */
export async function watchedPage(browser: Browser, baseUrl: string): Promise<{ page: Page; errors: string[]; badAnswers: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const errors: string[] = [];
  const badAnswers: string[] = [];
  page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("response", (response) => {
    const status = response.status();
    if (response.url().startsWith(baseUrl) && (status === 404 || (status >= 300 && status < 400))) badAnswers.push(`${status} ${response.url().slice(baseUrl.length)}`);
  });
  return { page, errors, badAnswers };
}

/** Loads a path in full and expects the host to answer it as it is, 200 with no redirect. */
export async function loadAsIs(page: Page, baseUrl: string, pagePath: string): Promise<void> {
  const response = await page.goto(`${baseUrl}${pagePath}`, { waitUntil: "networkidle" });
  expect(response?.status()).toBe(200);
  expect(response?.request().redirectedFrom()).toBeNull();
}

/** Marks the window, so that a later check can tell an in-app navigation (mark kept) from a full load. */
export const markWindow = (page: Page) => page.evaluate(() => Object.assign(window, { cairnSamePage: true }));
export const windowKept = (page: Page) => page.evaluate(() => (window as unknown as { cairnSamePage?: boolean }).cairnSamePage === true);

/** Waits for the address bar to show `pagePath` (and `search`), in the app's own navigation. */
export async function expectAt(page: Page, baseUrl: string, pagePath: string, search = ""): Promise<void> {
  await page.waitForURL(`${baseUrl}${pagePath}${search}`);
  expect(await windowKept(page)).toBe(true);
}

/** What a journey saw go wrong: console errors, and answers the site should never give a reader. */
export interface JourneyFaults {
  errors: string[];
  badAnswers: string[];
}

const TERRAFORM = "/intro/tool-fundamentals/terraform/";

/**
 * Navigation: from the home page to Guides by the navbar, a doc loaded in full and the next by its
 * sidebar, in the app, each address in the setting's form and served as is when reloaded. Under
 * `ignore` the other form of a doc's address loads the doc too.
 */
export async function navigationJourney(browser: Browser, baseUrl: string, policy: TrailingSlashPolicy): Promise<JourneyFaults> {
  const { page, errors, badAnswers } = await watchedPage(browser, baseUrl);
  await loadAsIs(page, baseUrl, "/");
  await markWindow(page);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Guides", exact: true }).click();
  await expectAt(page, baseUrl, inForm("/guides/", policy));
  // In the app, the address changes before the next page has rendered: wait for its heading.
  await page.getByRole("heading", { level: 1, name: "Guides", exact: true }).waitFor();

  await loadAsIs(page, baseUrl, inForm(TERRAFORM, policy));
  await markWindow(page);
  await page.getByRole("navigation", { name: "Docs" }).getByRole("link", { name: "Packer", exact: true }).click();
  await expectAt(page, baseUrl, inForm("/intro/tool-fundamentals/packer/", policy));
  await page.getByRole("heading", { level: 1, name: "Packer Fundamentals", exact: true }).waitFor();
  await page.reload({ waitUntil: "networkidle" });
  await expect(page.locator("h1").textContent()).resolves.toBe("Packer Fundamentals");

  if (policy === "ignore") {
    await loadAsIs(page, baseUrl, TERRAFORM.replace(/\/$/, ""));
    await expect(page.locator("h1").textContent()).resolves.toBe("Terraform Fundamentals");
  }
  await page.context().close();
  return { errors, badAnswers };
}

/**
 * Search: a hit chosen in the modal opens its page in the app, and "See all results" the search
 * page, at addresses in the setting's form that a reload serves as they are.
 */
export async function searchJourney(browser: Browser, baseUrl: string, policy: TrailingSlashPolicy): Promise<JourneyFaults> {
  const { page, errors, badAnswers } = await watchedPage(browser, baseUrl);
  await loadAsIs(page, baseUrl, inForm(TERRAFORM, policy));
  await markWindow(page);
  const openSearch = async (query: string) => {
    await page.keyboard.press("Control+k");
    await page.locator(".DocSearch-Input").fill(query);
    await page.locator(".DocSearch-Hit").first().waitFor();
  };
  await openSearch("vpc");
  await page.locator(".DocSearch-Hit").first().click();
  await page.waitForURL((url) => !url.pathname.startsWith("/intro/tool-fundamentals/terraform"));
  const hitPath = new URL(page.url()).pathname;
  expect(hitPath).toBe(inForm(hitPath, policy));
  expect(await windowKept(page)).toBe(true);
  await page.reload({ waitUntil: "networkidle" });

  await markWindow(page);
  await openSearch("terraform");
  await page.locator(".DocSearch-Modal").getByRole("link", { name: /^See all (\d+ )?results$/ }).click();
  await expectAt(page, baseUrl, inForm("/search/", policy), "?q=terraform");
  await page.getByRole("main").getByRole("link", { name: "Terraform Fundamentals" }).first().waitFor();
  await page.reload({ waitUntil: "networkidle" });
  await page.getByRole("main").getByRole("link", { name: "Terraform Fundamentals" }).first().waitFor();
  await page.context().close();
  return { errors, badAnswers };
}

/** Tags: a doc's tag, then all tags, another tag and one of its docs, in the app, each address in the setting's form. */
export async function tagsJourney(browser: Browser, baseUrl: string, policy: TrailingSlashPolicy): Promise<JourneyFaults> {
  const { page, errors, badAnswers } = await watchedPage(browser, baseUrl);
  await loadAsIs(page, baseUrl, inForm(TERRAFORM, policy));
  await markWindow(page);
  await page.locator("main footer").getByRole("link", { name: "Terraform", exact: true }).click();
  await expectAt(page, baseUrl, inForm("/tags/terraform/", policy));
  // The address changes before the tag page has rendered: wait for its heading.
  await page.getByRole("heading", { level: 1, name: /tagged with “Terraform”$/ }).waitFor();
  await page.getByRole("link", { name: "View all tags" }).click();
  await expectAt(page, baseUrl, inForm("/tags/", policy));
  await page.getByRole("main").getByRole("link", { name: /^Docker \d+$/ }).click();
  await expectAt(page, baseUrl, inForm("/tags/docker/", policy));
  await page.getByRole("main").getByRole("link", { name: "Docker Fundamentals" }).click();
  await expectAt(page, baseUrl, inForm("/intro/tool-fundamentals/docker/", policy));
  await page.reload({ waitUntil: "networkidle" });
  await expect(page.locator("h1").textContent()).resolves.toBe("Docker Fundamentals");
  await page.context().close();
  return { errors, badAnswers };
}

/** A built site to check: its output folder, where it is served, and the origin it was built for. */
export interface BuiltSite {
  publicDir: string;
  baseUrl: string;
  siteUrl: string;
}

/**
 * The checks every trailing-slash setting gets, as tests of the enclosing describe block: `site`
 * and `browser` are read when the tests run (after the caller's beforeAll has built and served it).
 */
export function describeTrailingSlashChecks(policy: TrailingSlashPolicy, site: () => BuiltSite, browser: () => Browser): void {
  let written: Promise<WrittenUrls> | undefined;
  const urls = () => (written ??= writtenUrls(site().publicDir, site().siteUrl));

  it(policy === "ignore" ? "serves every internal link of every page as it is written" : "writes every internal link of every page in the setting's form, served as it is", async () => {
    const paths = [...(await urls()).pageLinks.keys()].map((href) => new URL(href, "http://site.invalid").pathname);
    if (policy !== "ignore") expect(paths.filter((p) => !hasForm(p, policy))).toEqual([]);
    expect(paths.length).toBeGreaterThan(100);
    expect(await notServedAsIs(site().baseUrl, paths)).toEqual([]);
  });

  it("gives every canonical URL, sitemap entry and search result the setting's form, each served as it is", async () => {
    const { canonical, sitemap, search } = await urls();
    for (const list of [canonical, sitemap, search]) {
      expect(list.length).toBeGreaterThan(50);
      expect(list.filter((p) => !hasForm(p, policy))).toEqual([]);
    }
    expect(await notServedAsIs(site().baseUrl, [...sitemap, ...search])).toEqual([]);
  });

  it("links each page's Markdown from llms.txt where it is published, and keeps crawlers off the search page", async () => {
    const { markdown, robotsDisallow } = await urls();
    expect(markdown.length).toBeGreaterThan(50);
    expect(await notServedAsIs(site().baseUrl, markdown)).toEqual([]);
    expect(robotsDisallow).toEqual([inForm("/search/", policy)]);
  });

  it.each([
    ["navigates by the navbar and the sidebar", navigationJourney],
    ["opens a search hit and all results", searchJourney],
    ["follows a doc's tag, all tags, another tag and its doc", tagsJourney],
  ])("%s, at addresses in the setting's form, with no redirect, 404 or console error", async (_name, journey) => {
    const { errors, badAnswers } = await journey(browser(), site().baseUrl, policy);
    expect(badAnswers).toEqual([]);
    expect(errors).toEqual([]);
  });
}
