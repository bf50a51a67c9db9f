/* global Crawler */
/**
 * The Algolia Crawler configuration that fills the hosted DocSearch index `docs_site_dev`, which
 * the site queries when GATSBY_ALGOLIA_APP_ID and GATSBY_ALGOLIA_API_KEY are set at build time
 * (docs/search.md, "The hosted index"). Paste it into the crawler's editor as it is, or send it with the Crawler
 * API: it is one `new Crawler({...})` statement, as the editor expects.
 *
 * - Credentials are placeholders unless the environment that evaluates this file has
 *   GATSBY_ALGOLIA_APP_ID (the application the site queries) and ALGOLIA_CRAWLER_API_KEY (a key
 *   that may write the index; never the search-only GATSBY_ALGOLIA_API_KEY, which every page
 *   carries). The crawler's editor has no `process`, so it shows the placeholders.
 * - The index name must match GATSBY_ALGOLIA_INDEX_NAME (default `docs_site_dev`).
 * - The record extractor is serialised by the crawler: it must not use anything declared outside
 *   its own body. Its selectors follow the built pages' markup (CSS module class names are
 *   hashed, so only elements, roles, ARIA labels and the global `.markdown` and
 *   `.reference-panel` classes are used); `__tests__/e2e/crawler-config.test.ts` applies them to
 *   every page of `public/`.
 * - Contextual search: the site filters on `language:en` and `docusaurus_tag:docs-default-current`.
 *   Both are read from `<meta name="docsearch:language">` / `<meta name="docsearch:docusaurus_tag">`
 *   when a page has them, and default to those values when it does not.
 */
new Crawler({
  appId: (typeof process !== "undefined" && process.env.GATSBY_ALGOLIA_APP_ID) || "YOUR_APP_ID",
  apiKey: (typeof process !== "undefined" && process.env.ALGOLIA_CRAWLER_API_KEY) || "YOUR_CRAWLER_API_KEY",
  rateLimit: 8,
  maxDepth: 10,
  renderJavaScript: false,
  startUrls: ["https://docs.cairn.example/"],
  sitemaps: ["https://docs.cairn.example/sitemap.xml"],
  discoveryPatterns: ["https://docs.cairn.example/**"],
  // Not crawled at all: the search page (no content of its own, and robots.txt disallows it),
  // the tag pages (lists of links to pages that are indexed themselves), the 404 page, and the
  // Markdown and llms.txt copies of the pages (the same text again, under other URLs).
  exclusionPatterns: [
    "https://docs.cairn.example/search{,/**}",
    "https://docs.cairn.example/tags{,/**}",
    "https://docs.cairn.example/404{,/**,.html}",
    "https://docs.cairn.example/**/*.md",
    "https://docs.cairn.example/llms*.txt",
  ],
  ignoreQueryParams: ["q"],
  actions: [
    {
      indexName: "docs_site_dev",
      pathsToMatch: ["https://docs.cairn.example/**"],
      recordExtractor: ({ $, helpers }) => {
        // Only doc pages (an article with its title as h1) are indexed; the home page is crawled
        // for its links only.
        if ($("article > h1").length === 0) return [];
        const meta = (name) => ($(`meta[name="docsearch:${name}"]`).attr("content") || "").trim();
        // lvl0 is the site section, as in the embedded index: the navbar's current item
        // (Intro, Guides, Service Catalog API, ...).
        const lvl0 = $('header nav[aria-label="Main"] a[aria-current="page"]').first().text().trim() || "Documentation";
        return helpers.docsearch({
          recordProps: {
            lvl0: { selectors: "", defaultValue: lvl0 },
            lvl1: "article > h1",
            // The doc body is `.markdown`; a service reference page adds its usage and its
            // inputs and outputs in sections after it. An input's or output's name (a link to its
            // own anchor) is the level below "Inputs"/"Outputs"; the "Required"/"Optional" group
            // labels are not headings of their own here.
            lvl2: "article .markdown h2, article > section h2",
            lvl3: "article .markdown h3, article > section h3",
            lvl4: 'article .markdown h4, article .reference-panel a[href^="#"] > code',
            lvl5: "article .markdown h5",
            lvl6: "article .markdown h6",
            // Paragraphs (those of a loose list item are in the item's text already), list items
            // and table cells of the body; a reference section's text, not its live filter status.
            content: 'article .markdown p:not(li p), article .markdown li, article .markdown td, article > section p:not([role="status"]), article > section li',
            language: { defaultValue: meta("language") || "en" },
            docusaurus_tag: { defaultValue: meta("docusaurus_tag") || "docs-default-current" },
          },
          indexHeadings: true,
          aggregateContent: true,
          recordVersion: "v3",
        });
      },
    },
  ],
  initialIndexSettings: {
    docs_site_dev: {
      attributesForFaceting: ["type", "lang", "language", "version", "docusaurus_tag"],
      // The full results page groups hits by url_without_anchor.
      attributesToRetrieve: ["hierarchy", "content", "anchor", "url", "url_without_anchor", "type"],
      attributesToHighlight: ["hierarchy", "content"],
      attributesToSnippet: ["content:10"],
      camelCaseAttributes: ["hierarchy", "content"],
      searchableAttributes: [
        "unordered(hierarchy.lvl0)",
        "unordered(hierarchy.lvl1)",
        "unordered(hierarchy.lvl2)",
        "unordered(hierarchy.lvl3)",
        "unordered(hierarchy.lvl4)",
        "unordered(hierarchy.lvl5)",
        "unordered(hierarchy.lvl6)",
        "content",
      ],
      distinct: true,
      attributeForDistinct: "url",
      customRanking: ["desc(weight.pageRank)", "desc(weight.level)", "asc(weight.position)"],
      ranking: ["words", "filters", "typo", "attribute", "proximity", "exact", "custom"],
      // Both clients ask for <mark> anyway; the site renders highlights as <mark> elements.
      highlightPreTag: "<mark>",
      highlightPostTag: "</mark>",
      minWordSizefor1Typo: 3,
      minWordSizefor2Typos: 7,
      allowTyposOnNumericTokens: false,
      minProximity: 1,
      ignorePlurals: true,
      advancedSyntax: true,
      attributeCriteriaComputedByMinProximity: true,
      removeWordsIfNoResults: "allOptional",
      // Module inputs and outputs are snake_case (vpc_id): index the underscore.
      separatorsToIndex: "_",
    },
  },
});
