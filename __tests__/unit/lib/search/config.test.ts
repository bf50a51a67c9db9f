import { docSearchIndices, isHostedSearch, searchHost, searchPageUrl } from "../../../../src/lib/search/config";

describe("search configuration", () => {
  const hosted = { appId: "APP123", apiKey: "public-key", indexName: "docs_site_dev", facetFilters: ["language:en", ["docusaurus_tag:docs-default-current"]] };
  it("uses the hosted index only with both keys, with contextual facet filters, and preconnects to it", () => {
    expect(isHostedSearch(hosted)).toBe(true);
    expect(isHostedSearch({ ...hosted, apiKey: "" })).toBe(false);
    expect(docSearchIndices(hosted)).toEqual([{ name: "docs_site_dev", searchParameters: { facetFilters: ["language:en", ["docusaurus_tag:docs-default-current"]] } }]);
    expect(searchHost(hosted)).toBe("https://APP123-dsn.algolia.net");
    expect(searchHost({ ...hosted, appId: "" })).toBeUndefined();
    expect(searchPageUrl("terraform upgrade")).toBe("/search/?q=terraform%20upgrade");
  });

  it("links the results page at the search page's path in the site's trailing-slash form", () => {
    expect(searchPageUrl("vpc", "/search")).toBe("/search?q=vpc");
  });
});
