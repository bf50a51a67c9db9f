/**
 * The hosted search's crawler configuration (docs/search.md, "The hosted index") against the built
 * site: the file is evaluated as the Algolia Crawler's editor evaluates it (one `new Crawler({...})`,
 * no Node globals), its record extractor is run on every built page with a stand-in for the crawler's
 * Cheerio `$` and for `helpers.docsearch`, and the selectors it hands to the helper are applied
 * with css-select (the engine Cheerio uses). Every doc page must give its h1 as lvl1, its
 * headings, anchors for them and some text; the records must carry the facet values the site
 * filters on; and the URL patterns must crawl the doc pages and nothing else.
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import vm from "node:vm";
import { parseDocument } from "htmlparser2";
import { textContent } from "domutils";
import type { AnyNode, Document, Element } from "domhandler";
import { siteConfig } from "../../src/site-config";
import { listBuiltPages, PUBLIC_DIR } from "./support/html-checks";

// Both come with the toolchain (css-select with Gatsby, micromatch with Jest) and ship no types
// that fit htmlparser2's current DOM, so they are loaded untyped and given the shapes used here.
const load = createRequire(__filename);
const cssSelect = load("css-select") as { selectAll(selector: string, root: AnyNode | AnyNode[]): Element[] };
const micromatch = load("micromatch") as { isMatch(text: string, patterns: string | string[]): boolean };

const CONFIG_FILE = path.join(__dirname, "..", "..", "search", "docsearch-crawler.config.js");

type Selectors = string | string[];
interface CustomVariable {
  selectors?: Selectors;
  defaultValue?: string | string[];
}
interface DocSearchOptions {
  recordProps: Record<string, Selectors | CustomVariable> & { lvl0: CustomVariable };
  indexHeadings?: boolean;
  aggregateContent?: boolean;
  recordVersion?: string;
}
interface CrawlerConfig {
  appId: string;
  apiKey: string;
  startUrls: string[];
  sitemaps: string[];
  discoveryPatterns: string[];
  exclusionPatterns: string[];
  actions: { indexName: string; pathsToMatch: string[]; recordExtractor(input: unknown): unknown }[];
  initialIndexSettings: Record<string, Record<string, unknown>>;
}

/** Evaluates the config file as the crawler's editor does: `Crawler` is a global, and `process` only if given. */
function evaluateConfig(globals: Record<string, unknown> = {}): CrawlerConfig {
  let config: CrawlerConfig | undefined;
  class Crawler {
    constructor(options: CrawlerConfig) {
      config = options;
    }
  }
  vm.runInNewContext(fs.readFileSync(CONFIG_FILE, "utf8"), { Crawler, ...globals }, { filename: CONFIG_FILE });
  if (!config) throw new Error(`${CONFIG_FILE} did not call new Crawler({...})`);
  return config;
}

/** The part of Cheerio's `$` the record extractor uses, over htmlparser2's DOM. */
function cheerioLike(root: Document) {
  const wrap = (nodes: Element[]) => ({
    length: nodes.length,
    first: () => wrap(nodes.slice(0, 1)),
    last: () => wrap(nodes.slice(-1)),
    text: () => nodes.map((node) => textContent(node)).join(""),
    attr: (name: string): string | undefined => nodes[0]?.attribs[name],
  });
  return (selector: string) => wrap(cssSelect.selectAll(selector, root));
}

/** What the helper would select: the first of the fallback selectors that matches anything. */
function select(root: Document, selectors: Selectors | CustomVariable | undefined): Element[] {
  const list = typeof selectors === "string" ? [selectors] : Array.isArray(selectors) ? selectors : [];
  for (const selector of list) {
    const found = selector ? cssSelect.selectAll(selector, root) : [];
    if (found.length > 0) return found;
  }
  return [];
}

const text = (node: AnyNode) => textContent(node).replace(/\s+/g, " ").trim();
const values = (variable: CustomVariable) => [variable.defaultValue ?? []].flat();

/** `/intro/index.html` is served as `/intro/`; other files as they are. */
const urlPath = (file: string) => file.replace(/(^|\/)index\.html$/, "$1");

function closestWithId(node: Element): Element | undefined {
  for (let current: Element | null = node; current; current = current.parent as Element | null) {
    if (current.attribs?.id) return current;
  }
  return undefined;
}

const contains = (outer: AnyNode, inner: AnyNode) => {
  for (let node = inner.parent; node; node = node.parent) if (node === outer) return true;
  return false;
};

const config = evaluateConfig();
const action = config.actions[0];
const origin = new URL(config.startUrls[0]).origin;

describe("the DocSearch crawler configuration", () => {
  it("is one new Crawler({...}) with credential placeholders, read from the environment when it has them", () => {
    expect(config.actions).toHaveLength(1);
    expect(config.appId).toBe("YOUR_APP_ID");
    expect(config.apiKey).toBe("YOUR_CRAWLER_API_KEY");
    const fromEnv = evaluateConfig({ process: { env: { GATSBY_ALGOLIA_APP_ID: "APPTEST1", ALGOLIA_CRAWLER_API_KEY: "crawler-write-key" } } });
    expect([fromEnv.appId, fromEnv.apiKey]).toEqual(["APPTEST1", "crawler-write-key"]);
  });

  it("fills the index the site queries, faceted on the attributes the site filters on", () => {
    expect(action.indexName).toBe(siteConfig.search.indexName);
    const settings = config.initialIndexSettings[action.indexName];
    const filtered = siteConfig.search.facetFilters.flat().map((filter) => filter.split(":")[0]);
    expect(filtered).toEqual(["language", "docusaurus_tag"]);
    expect(settings.attributesForFaceting).toEqual(expect.arrayContaining(filtered));
    expect(settings.searchableAttributes).toEqual([...[0, 1, 2, 3, 4, 5, 6].map((n) => `unordered(hierarchy.lvl${n})`), "content"]);
    // The full results page groups hits by url_without_anchor.
    expect(settings.attributesToRetrieve).toEqual(expect.arrayContaining(["hierarchy", "content", "url", "url_without_anchor", "anchor", "type"]));
  });

  it("starts from the site's URL and sitemap, as the built site names them", () => {
    const robots = fs.readFileSync(path.join(PUBLIC_DIR, "robots.txt"), "utf8");
    const sitemapUrl = /^Sitemap:\s*(\S+)/m.exec(robots)?.[1];
    expect(config.sitemaps).toEqual([sitemapUrl]);
    const locs = [...fs.readFileSync(path.join(PUBLIC_DIR, "sitemap.xml"), "utf8").matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs.length).toBeGreaterThan(0);
    expect(new Set(locs.map((loc) => new URL(loc).origin))).toEqual(new Set([origin]));
    expect(config.startUrls).toEqual([`${origin}/`]);
  });
});

describe("the crawler configuration on every built page", () => {
  const pages = listBuiltPages(PUBLIC_DIR);

  it("crawls and extracts every doc page, and neither the search page, the tag pages, the 404 page nor the Markdown copies", () => {
    const crawled = (url: string) => micromatch.isMatch(url, config.discoveryPatterns) && !micromatch.isMatch(url, config.exclusionPatterns);
    const extracted = (url: string) => crawled(url) && micromatch.isMatch(url, action.pathsToMatch);
    const problems: string[] = [];
    for (const file of pages) {
      const url = `${origin}${urlPath(file)}`;
      const html = fs.readFileSync(path.join(PUBLIC_DIR, file), "utf8");
      const isDoc = /<article[\s>]/.test(html);
      const shouldCrawl = !/^\/(?:search|tags|404)(?:[/.]|$)/.test(urlPath(file));
      if (crawled(url) !== shouldCrawl) problems.push(`${url}: ${shouldCrawl ? "not crawled" : "crawled"}`);
      if (isDoc && !extracted(url)) problems.push(`${url}: a doc page the action does not extract`);
    }
    for (const url of ["/search/?q=vpc", "/intro/index.md", "/llms.txt", "/llms-full.txt"].map((p) => `${origin}${p}`)) {
      if (crawled(url)) problems.push(`${url}: crawled`);
    }
    expect(problems).toEqual([]);
  });

  it("gives every doc page its h1 as lvl1, its headings with anchors, text content and the facet values the site filters on", () => {
    const problems: string[] = [];
    let docPages = 0;
    let headings = 0;
    let withMetas = 0;
    for (const file of pages) {
      const root = parseDocument(fs.readFileSync(path.join(PUBLIC_DIR, file), "utf8"));
      const hasArticle = cssSelect.selectAll("article", root).length > 0;
      const extracted = action.recordExtractor({
        url: new URL(`${origin}${urlPath(file)}`),
        $: cheerioLike(root),
        helpers: { docsearch: (options: DocSearchOptions) => ({ docsearch: options }) },
      });
      if (Array.isArray(extracted)) {
        // Skipped pages: the home page and the lists (tags, search, 404) have no article.
        if (hasArticle) problems.push(`${file}: a doc page the extractor skips`);
        continue;
      }
      if (!hasArticle) problems.push(`${file}: not a doc page, but the extractor indexes it`);
      docPages += 1;
      const options = (extracted as { docsearch: DocSearchOptions }).docsearch;
      expect(options).toMatchObject({ indexHeadings: true, aggregateContent: true, recordVersion: "v3" });
      const props = options.recordProps;
      const fail = (message: string) => problems.push(`${file}: ${message}`);

      const lvl0 = values(props.lvl0)[0];
      if (!lvl0 || lvl0 === "Documentation") fail(`lvl0 is "${lvl0}", not the site section`);
      const expectedSection = [["/intro/", "Intro"], ["/guides/", "Guides"], ["/reference/", "Service Catalog API"]].find(([prefix]) => file.startsWith(prefix))?.[1];
      if (expectedSection && lvl0 !== expectedSection) fail(`lvl0 is "${lvl0}", not "${expectedSection}"`);

      const h1s = cssSelect.selectAll("h1", root);
      const lvl1 = select(root, props.lvl1);
      if (h1s.length !== 1 || lvl1.length !== 1 || !text(lvl1[0]) || text(lvl1[0]) !== text(h1s[0])) fail(`lvl1 is ${JSON.stringify(lvl1.map(text))}, the h1 is ${JSON.stringify(h1s.map(text))}`);

      const levels = [2, 3, 4, 5, 6].map((n) => select(root, props[`lvl${n}`]));
      const selectedHeadings = levels.flat();
      headings += selectedHeadings.length;
      // Every h2 and h3 of the article is a record of its own level: none is missed.
      for (const n of [2, 3]) {
        const missed = cssSelect.selectAll(`article h${n}`, root).filter((h) => !levels[n - 2].includes(h));
        if (missed.length > 0) fail(`h${n} not selected as lvl${n}: ${missed.map(text).join(", ")}`);
      }
      if (cssSelect.selectAll("article h2", root).length > 0 && selectedHeadings.length === 0) fail("has h2s but no heading records");
      // A hit opens at its heading: a heading has its own id; a reference input's or output's
      // name links to the id of the item around it.
      for (const heading of selectedHeadings) {
        if (!text(heading)) fail(`an empty ${heading.name} heading record`);
        const anchor = closestWithId(heading);
        if (/^h[2-6]$/.test(heading.name) ? anchor !== heading : !anchor || (heading.parent as Element).attribs.href !== `#${anchor.attribs.id}`) {
          fail(`no anchor for the heading record "${text(heading)}"`);
        }
      }

      const content = select(root, props.content);
      if (content.map(text).join(" ").trim() === "") fail("no text content");
      const nested = content.filter((inner) => content.some((outer) => outer !== inner && contains(outer, inner)));
      if (nested.length > 0) fail(`content selected twice (inside other content): ${nested.map(text).slice(0, 3).join(" | ")}`);

      const hasMetas = ["language", "docusaurus_tag"].every((name) => cssSelect.selectAll(`meta[name="docsearch:${name}"]`, root).length > 0);
      if (hasMetas) withMetas += 1;
      for (const filter of siteConfig.search.facetFilters.flat()) {
        const [attribute, value] = filter.split(":");
        if (!values(props[attribute] as CustomVariable).includes(value)) fail(`its records would not match the site's filter ${filter}`);
      }
    }
    console.log(
      `crawler config: ${docPages} doc pages checked (${headings} heading records), ${pages.length - docPages} other pages skipped; ` +
        `${withMetas} carry docsearch:language and docsearch:docusaurus_tag metas (the others get the config's defaults)`,
    );
    expect(problems).toEqual([]);
    expect(docPages).toBeGreaterThan(100);
  });
});
