/**
 * Analytics (docs/decisions/analytics.md): built with a test GATSBY_GTAG_ID, the site configures
 * gtag with IP anonymization and sends one page_view per route change, the first included. The tag script's
 * request is stubbed; nothing reaches the network. The same build has hosted-search keys, so the
 * Content-Security-Policy is checked to allow exactly the configured hosts, and the search modal
 * and the /search/ page are driven against a stand-in for the hosted index: every request to the
 * search hosts is answered in the browser with a response of the hosted API's shape.
 *
 * Then the same site folder is built again as a writer would after editing one doc: the
 * incremental rebuild renders only what changed, a failed rebuild leaves public/ marked unfinished,
 * and the next good one finishes the site again; a change to the CSS alone renders every page.
 */
import type { ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { chromium, type Browser, type Page } from "playwright-core";
import { buildFixture, rebuildFixture, removeFixture, serve, type FixtureBuild } from "./support";

jest.setTimeout(300_000);

const GTAG_ID = "G-CAIRNTEST1";
let build: FixtureBuild;
let server: { url: string; process: ChildProcess };

let browser: Browser;

beforeAll(async () => {
  build = buildFixture("project", { GATSBY_GTAG_ID: GTAG_ID, GATSBY_ALGOLIA_APP_ID: "APPTEST1", GATSBY_ALGOLIA_API_KEY: "search-only-test-key" });
  if (build.status !== 0) throw new Error(`the analytics build failed:\n${build.output.slice(-3000)}`);
  server = await serve(`${build.siteDir}/public`);
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
  });
});

afterAll(async () => {
  await browser?.close();
  server?.process.kill();
  if (build) removeFixture(build);
});

type Entry = unknown[];

describe("analytics when GATSBY_GTAG_ID is set", () => {
  it("configures gtag with anonymize_ip and sends one page_view per navigation with its path", async () => {
    const page = await browser.newPage();
    const tagRequests: string[] = [];
    await page.route(/googletagmanager\.com/, (route) => {
      tagRequests.push(route.request().url());
      return route.fulfill({ status: 200, contentType: "text/javascript", body: "/* gtag stub */" });
    });
    await page.goto(`${server.url}/intro/tool-fundamentals/terraform/`, { waitUntil: "networkidle" });
    const entries = () => page.evaluate(() => ((window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? []).map((e) => Array.from(e)));
    const pageViews = async () => (await entries()).filter((e: Entry) => e[0] === "event" && e[1] === "page_view").map((e: Entry) => (e[2] as { page_path: string }).page_path);
    await page.waitForFunction(() => ((window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? []).some((e) => e[1] === "page_view"));
    expect(tagRequests.some((u) => u.includes(`id=${GTAG_ID}`))).toBe(true);
    const config = (await entries()).find((e: Entry) => e[0] === "config");
    expect(config).toEqual(["config", GTAG_ID, expect.objectContaining({ anonymize_ip: true, send_page_view: false })]);
    expect(await pageViews()).toEqual(["/intro/tool-fundamentals/terraform/"]);
    await page.getByRole("navigation", { name: "Docs" }).getByRole("link", { name: "Packer", exact: true }).click();
    await page.waitForFunction(() => ((window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? []).filter((e) => e[1] === "page_view").length === 2);
    await page.getByRole("navigation", { name: "Docs" }).getByRole("link", { name: "Docker", exact: true }).click();
    await page.waitForFunction(() => ((window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? []).filter((e) => e[1] === "page_view").length === 3);
    expect(await pageViews()).toEqual(["/intro/tool-fundamentals/terraform/", "/intro/tool-fundamentals/packer/", "/intro/tool-fundamentals/docker/"]);
    await page.close();
  });

  it("allows the analytics and hosted search hosts in the policy, and the tag loads with no violation", async () => {
    const html = fs.readFileSync(path.join(build.siteDir, "public", "intro", "index.html"), "utf8");
    const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1] ?? "";
    expect(policy).toMatch(/script-src 'self' [^;]*https:\/\/www\.googletagmanager\.com/);
    expect(policy).toMatch(/connect-src 'self' https:\/\/APPTEST1-dsn\.algolia\.net[^;]*https:\/\/\*\.google-analytics\.com/);
    expect(policy).not.toContain("'unsafe-inline' 'self'");
    const page = await browser.newPage();
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (event) => {
        const w = window as unknown as { cspViolations?: string[] };
        (w.cspViolations ??= []).push(`${event.violatedDirective} ${event.blockedURI}`);
      });
    });
    await page.route(/googletagmanager\.com/, (route) => route.fulfill({ status: 200, contentType: "text/javascript", body: "/* gtag stub */" }));
    await page.goto(`${server.url}/intro/`, { waitUntil: "networkidle" });
    expect(await page.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? [])).toEqual([]);
    await page.close();
  });
});

/**
 * Hosted search's hosts as algoliasearch's lite client tries them: the DSN host, then three
 * fallbacks. Host names reach the browser in lower case.
 */
const SEARCH_HOST = /^apptest1(?:-dsn\.algolia\.net|-[1-3]\.algolianet\.com)$/;
const isAlgoliaHost = (url: URL) => /(?:^|\.)(?:algolia\.net|algolianet\.com|algolia\.io)$/i.test(url.hostname);
const CORS = { "access-control-allow-origin": "*", "access-control-allow-methods": "GET, POST, OPTIONS", "access-control-allow-headers": "*" };

/** A record of the hosted index, as search/docsearch-crawler.config.js extracts it from a page of the fixture. */
interface HostedRecord {
  path: string;
  type: "lvl1" | "lvl2" | "lvl3" | "content";
  lvl0: string;
  lvl1: string;
  lvl2?: string;
  content?: string;
}

const HOSTED_RECORDS: HostedRecord[] = [
  { path: "/reference/services/networking/vpc/", type: "lvl1", lvl0: "Service Catalog API", lvl1: "VPC" },
  {
    path: "/reference/services/networking/vpc/#features",
    type: "content",
    lvl0: "Service Catalog API",
    lvl1: "VPC",
    lvl2: "Features",
    content: "VPC flow logs on by default, to CloudWatch Logs or to an S3 bucket in another account.",
  },
  { path: "/guides/build-it-yourself/vpc/", type: "lvl1", lvl0: "Guides", lvl1: "Build a Production-Grade VPC" },
  {
    path: "/guides/build-it-yourself/vpc/core-concepts/#subnet-tiers",
    type: "lvl2",
    lvl0: "Guides",
    lvl1: "VPC Core Concepts",
    lvl2: "Subnet tiers",
    content: "Each VPC has public, private-app and private-persistence subnets in every availability zone.",
  },
];

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The hosted API's highlight of `text` for `query`: escaped, each matched word in <mark>. */
function hostedHighlight(text: string, query: string) {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const matchedWords = words.filter((word) => text.toLowerCase().includes(word));
  let value = escapeHtml(text);
  for (const word of matchedWords) value = value.replace(new RegExp(`(${word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")})`, "gi"), "<mark>$1</mark>");
  const matchLevel = matchedWords.length === 0 ? "none" : matchedWords.length === words.length ? "full" : "partial";
  return { value, matchLevel, fullyHighlighted: matchLevel === "full" && value === `<mark>${escapeHtml(text)}</mark>`, matchedWords };
}

/** A hit as the hosted index returns it for a DocSearch v3 record; `origin` prefixes its URL as the crawler's records are. */
function hostedHit(record: HostedRecord, query: string, origin: string) {
  const url = `${origin}${record.path}`;
  const [withoutAnchor, anchor] = url.split("#");
  const hierarchy: Record<string, string | null> = { lvl0: record.lvl0, lvl1: record.lvl1, lvl2: record.lvl2 ?? null, lvl3: null, lvl4: null, lvl5: null, lvl6: null };
  const highlighted = Object.fromEntries(Object.entries(hierarchy).flatMap(([level, text]) => (text ? [[level, hostedHighlight(text, query)]] : [])));
  const snippet = ({ value, matchLevel }: { value: string; matchLevel: string }) => ({ value, matchLevel });
  const content = record.content ? hostedHighlight(record.content, query) : undefined;
  return {
    url,
    url_without_anchor: withoutAnchor,
    anchor: anchor ?? null,
    type: record.type,
    content: record.content ?? null,
    hierarchy,
    objectID: `${record.path}-${record.type}`,
    _highlightResult: { hierarchy: highlighted, ...(content ? { content } : {}) },
    _snippetResult: { hierarchy: Object.fromEntries(Object.entries(highlighted).map(([level, h]) => [level, snippet(h)])), ...(content ? { content: snippet(content) } : {}) },
  };
}

type HostedSearchRequest = { indexName?: string; query?: string; hitsPerPage?: number; facetFilters?: unknown; highlightPreTag?: string; params?: string };

/** The hosted API's answer to a multi-query (`POST /1/indexes/*\/queries`). */
function hostedResponse(requests: HostedSearchRequest[], origin: string) {
  return {
    results: requests.map((request) => {
      const query = request.query ?? "";
      const hitsPerPage = request.hitsPerPage ?? 20;
      const words = query.toLowerCase().split(/\s+/).filter(Boolean);
      const hits = HOSTED_RECORDS.filter((record) => {
        const text = [record.lvl0, record.lvl1, record.lvl2, record.content].join(" ").toLowerCase();
        return words.length > 0 && words.every((word) => text.includes(word));
      })
        .slice(0, hitsPerPage)
        .map((record) => hostedHit(record, query, origin));
      return {
        hits,
        nbHits: hits.length,
        page: 0,
        nbPages: hits.length > 0 ? 1 : 0,
        hitsPerPage,
        exhaustiveNbHits: true,
        exhaustiveTypo: true,
        exhaustive: { nbHits: true, typo: true },
        query,
        params: new URLSearchParams({ query, hitsPerPage: String(hitsPerPage) }).toString(),
        index: request.indexName,
        processingTimeMS: 1,
        renderingContent: {},
      };
    }),
  };
}

interface SeenSearch {
  url: URL;
  headers: Record<string, string>;
  requests: HostedSearchRequest[];
}

/**
 * Opens `path` of the hosted-search build in a fresh context whose search requests are answered
 * with `hostedResponse` (hits under `origin`), the gtag script stubbed and the production origin
 * (where an absolute hit URL leads) a stub page: nothing reaches the network. Collects console
 * errors, every URL requested and every search request.
 */
async function openHostedSearchPage(path: string, origin = "") {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const errors: string[] = [];
  const requested: string[] = [];
  const searches: SeenSearch[] = [];
  const unexpected: string[] = [];
  context.on("request", (request) => requested.push(request.url()));
  await context.route(/googletagmanager\.com/, (route) => route.fulfill({ status: 200, contentType: "text/javascript", body: "/* gtag stub */" }));
  await context.route((url) => url.hostname === "docs.cairn.example", (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>production</title><h1>production</h1>" }));
  await context.route(isAlgoliaHost, async (route) => {
    const request = route.request();
    if (request.method() === "OPTIONS") return route.fulfill({ status: 204, headers: CORS });
    const url = new URL(request.url());
    if (!SEARCH_HOST.test(url.hostname) || url.pathname !== "/1/indexes/*/queries" || request.method() !== "POST") {
      unexpected.push(`${request.method()} ${request.url()}`);
      return route.fulfill({ status: 404, headers: CORS, contentType: "application/json", body: '{"message":"not found","status":404}' });
    }
    const { requests } = request.postDataJSON() as { requests: HostedSearchRequest[] };
    searches.push({ url, headers: await request.allHeaders(), requests });
    return route.fulfill({ status: 200, headers: { ...CORS, "content-type": "application/json; charset=UTF-8" }, body: JSON.stringify(hostedResponse(requests, origin)) });
  });
  const page = await context.newPage();
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto(`${server.url}${path}`, { waitUntil: "networkidle" });
  return { page, context, errors, requested, searches, unexpected };
}

/** Checks one search request: the configured index, the query, contextual search's filters, the search-only key. */
function expectHostedSearch(search: SeenSearch, query: string) {
  expect(search.url.origin).toMatch(/^https:\/\//);
  const credential = (name: string) => search.url.searchParams.get(name) ?? search.headers[name];
  expect(credential("x-algolia-application-id")).toBe("APPTEST1");
  expect(credential("x-algolia-api-key")).toBe("search-only-test-key");
  expect(search.requests).toHaveLength(1);
  const [request] = search.requests;
  expect(request.indexName).toBe("docs_site_dev");
  expect(request.query).toBe(query);
  expect([request.facetFilters].flat(2)).toEqual(expect.arrayContaining(["language:en", "docusaurus_tag:docs-default-current"]));
  expect(request.highlightPreTag).toBe("<mark>");
}

const texts = (page: Page, selector: string) => page.locator(selector).evaluateAll((nodes) => nodes.map((n) => (n.textContent ?? "").replace(/\s+/g, " ").trim()));

describe("hosted search when the keys are set", () => {
  it("sends the modal's query to docs_site_dev with the contextual filters and the search-only key, lists the hits and opens one", async () => {
    const { page, context, errors, requested, searches, unexpected } = await openHostedSearchPage("/intro/tool-fundamentals/terraform/");
    await page.keyboard.press("Control+k");
    await page.locator(".DocSearch-Modal").waitFor();
    await page.locator(".DocSearch-Input").fill("vpc");
    await page.waitForFunction(() => document.querySelectorAll(".DocSearch-Hit").length === 4);

    expect(searches.length).toBeGreaterThan(0);
    expect(SEARCH_HOST.test(searches.at(-1)!.url.hostname)).toBe(true);
    expectHostedSearch(searches.at(-1)!, "vpc");
    for (const search of searches) expect(search.requests[0]).toMatchObject({ indexName: "docs_site_dev", query: expect.stringMatching(/^v(?:p(?:c)?)?$/) });

    // DocSearch groups the hits by lvl0, and titles each with its own level (or its text).
    expect(await texts(page, ".DocSearch-Hit-source")).toEqual(["Service Catalog API", "Guides"]);
    expect(await page.locator(".DocSearch-Hit a").evaluateAll((links) => links.map((a) => a.getAttribute("data-url")))).toEqual(HOSTED_RECORDS.map((r) => r.path));
    const titles = await texts(page, ".DocSearch-Hit-title");
    expect(titles).toEqual(["VPC", HOSTED_RECORDS[1].content, "Build a Production-Grade VPC", "Subnet tiers"]);
    expect(await page.locator(".DocSearch-Hit-title mark").first().textContent()).toBe("VPC");
    expect(await page.locator(".DocSearch-Hit-title mark").count()).toBe(3);
    expect(await page.getByRole("link", { name: /^See all \d+ results$/ }).getAttribute("href")).toBe("/search/?q=vpc");

    // The first hit is active: Enter opens its page on this site.
    await page.keyboard.press("Enter");
    await page.waitForURL(`${server.url}/reference/services/networking/vpc/`);
    await page.locator(".DocSearch-Modal").waitFor({ state: "detached" });
    // Gatsby changes the URL before it renders the new page.
    await page.getByRole("heading", { level: 1, name: "VPC", exact: true }).waitFor();

    expect(unexpected).toEqual([]);
    expect(requested.filter((url) => url.includes("search-index.json"))).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows the hosted results on /search/?q=, grouped by page with highlighted titles, headings and snippets", async () => {
    const { page, context, errors, requested, searches, unexpected } = await openHostedSearchPage("/search/?q=vpc");
    await page.getByText("4 results").waitFor();

    expect(searches.length).toBeGreaterThan(0);
    for (const search of searches) {
      expectHostedSearch(search, "vpc");
      expect(search.requests[0].hitsPerPage).toBe(50);
    }

    expect(await page.locator("h1").textContent()).toBe("Search results for “vpc”");
    const groups = page.locator("main ol > li");
    expect(await texts(page, "main ol > li > p:first-child")).toEqual(["Service Catalog API", "Guides", "Guides"]);
    expect(await texts(page, "main ol > li > h2")).toEqual(["VPC", "Build a Production-Grade VPC", "VPC Core Concepts"]);
    expect(await groups.locator("h2 a").evaluateAll((links) => links.map((a) => a.getAttribute("href")))).toEqual([
      "/reference/services/networking/vpc/",
      "/guides/build-it-yourself/vpc/",
      "/guides/build-it-yourself/vpc/core-concepts/",
    ]);
    expect(await texts(page, "main ol > li > h2 mark")).toEqual(["VPC", "VPC", "VPC"]);
    // A section hit links to its heading's anchor; its snippet keeps the highlight as <mark>.
    expect(await page.locator('main ol a[href="/reference/services/networking/vpc/#features"]').textContent()).toBe("Features");
    expect(await page.locator('main ol a[href="/guides/build-it-yourself/vpc/core-concepts/#subnet-tiers"]').textContent()).toBe("Subnet tiers");
    expect(await texts(page, "main ol ul p mark")).toEqual(["VPC", "VPC"]);

    // Following a result is ordinary site navigation.
    await page.locator('main ol a[href="/guides/build-it-yourself/vpc/core-concepts/#subnet-tiers"]').click();
    await page.waitForURL(`${server.url}/guides/build-it-yourself/vpc/core-concepts/#subnet-tiers`);
    await page.getByRole("heading", { level: 1, name: "VPC Core Concepts", exact: true }).waitFor();

    expect(unexpected).toEqual([]);
    expect(requested.filter((url) => url.includes("search-index.json"))).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  // The crawler's records carry absolute URLs on the production origin; the modal makes them
  // site-relative (lib/search/hit-url), so a hit keeps the reader on the site being read.
  it("opens a hit whose record has the crawler's absolute URL on the site being read, not on the production origin", async () => {
    const { page, context } = await openHostedSearchPage("/intro/tool-fundamentals/terraform/", "https://docs.cairn.example");
    try {
      await page.keyboard.press("Control+k");
      await page.locator(".DocSearch-Input").fill("vpc");
      await page.waitForFunction(() => document.querySelectorAll(".DocSearch-Hit").length === 4);
      await page.keyboard.press("Enter");
      await page.waitForURL(`${server.url}/reference/services/networking/vpc/`, { timeout: 3_000 });
    } finally {
      await context.close();
    }
  });
});

describe("rebuilding the same site folder after an edit", () => {
  const env = { GATSBY_GTAG_ID: GTAG_ID, GATSBY_ALGOLIA_APP_ID: "APPTEST1", GATSBY_ALGOLIA_API_KEY: "search-only-test-key" };
  const doc = () => path.join(build.siteDir, "content", "docs", "intro", "tool-fundamentals", "terraform.mdx");
  const built = (file: string) => path.join(build.siteDir, "public", file);
  const edited = "An edit made between two builds of the same site folder.";
  let original: string;

  beforeAll(() => {
    server?.process.kill();
    original = fs.readFileSync(doc(), "utf8");
  });

  it("renders only the pages that changed, and finishes the site", () => {
    fs.writeFileSync(doc(), `${original}\n${edited}\n`);
    const rebuild = rebuildFixture(build, env);
    expect(rebuild.status).toBe(0);
    // The renderer is the same from build to build, so Gatsby renders the edited page and those
    // whose data it feeds (its neighbours' previous/next links), not every page.
    const rendered = Number(/Building static HTML for pages[^\n]*?(\d+)\/\d+/.exec(rebuild.output)?.[1] ?? NaN);
    expect(rendered).toBeGreaterThanOrEqual(1);
    expect(rendered).toBeLessThan(10);
    expect(fs.readFileSync(built("intro/tool-fundamentals/terraform/index.html"), "utf8")).toContain(edited);
    expect(fs.existsSync(built("index.html"))).toBe(true);
    expect(fs.existsSync(built("BUILD-UNFINISHED.txt"))).toBe(false);
  });

  it("leaves public/ marked unfinished, without its entry page, when a rebuild fails", () => {
    fs.writeFileSync(doc(), `${original}\n<Callout>\n`);
    const rebuild = rebuildFixture(build, env);
    expect(rebuild.status).not.toBe(0);
    expect(rebuild.output).toContain("content/docs/intro/tool-fundamentals/terraform.mdx");
    expect(fs.existsSync(built("index.html"))).toBe(false);
    expect(fs.existsSync(built("BUILD-UNFINISHED.txt"))).toBe(true);
  });

  it("finishes the site again, entry page included, once the error is fixed", () => {
    fs.writeFileSync(doc(), original);
    const rebuild = rebuildFixture(build, env);
    expect(rebuild.status).toBe(0);
    expect(fs.readFileSync(built("index.html"), "utf8")).toMatch(/<h1[^>]*>/);
    expect(fs.readFileSync(built("intro/tool-fundamentals/terraform/index.html"), "utf8")).not.toContain(edited);
    expect(fs.existsSync(built("BUILD-UNFINISHED.txt"))).toBe(false);
  });

  it("renders every page again when only the site's CSS changes, so no page keeps the old styles inlined", () => {
    const stylesheet = path.join(build.siteDir, "cairn-rebuild-probe.css");
    // First a stylesheet joins the site (editing gatsby-browser makes Gatsby start afresh)...
    fs.writeFileSync(stylesheet, ".cairn-rebuild-probe-before{outline:1px solid}\n");
    fs.appendFileSync(path.join(build.siteDir, "gatsby-browser.tsx"), '\nimport "./cairn-rebuild-probe.css";\n');
    expect(rebuildFixture(build, env).status).toBe(0);
    // ...then only its rules change: no page's data, template or renderer code changes.
    fs.writeFileSync(stylesheet, ".cairn-rebuild-probe{outline:1px solid}\n");
    const rebuild = rebuildFixture(build, env);
    expect(rebuild.status).toBe(0);
    const rendered = /Building static HTML for pages[^\n]*?(\d+)\/(\d+)/.exec(rebuild.output);
    expect(Number(rendered?.[1])).toBe(Number(rendered?.[2]));
    expect(Number(rendered?.[2])).toBeGreaterThan(100);
    for (const page of ["index.html", "intro/tool-fundamentals/terraform/index.html", "tags/index.html"]) {
      expect(fs.readFileSync(built(page), "utf8")).toContain(".cairn-rebuild-probe{");
    }
  });
});
