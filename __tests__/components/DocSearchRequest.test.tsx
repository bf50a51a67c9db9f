/** The request DocSearch sends to the hosted index: index name and contextual facet filters. */
import React from "react";
import { render, waitFor } from "@testing-library/react";
import { DocSearchModal } from "@docsearch/react/modal";
import { docSearchIndices } from "../../src/lib/search/config";

describe("the hosted search request", () => {
  it("queries docs_site_dev with the language and docs-version facet filters", async () => {
    const requests: unknown[] = [];
    const record = jest.fn(async (params: { requests: unknown[] }) => {
      requests.push(...params.requests);
      return { results: params.requests.map(() => ({ hits: [], nbHits: 0, page: 0, nbPages: 0, hitsPerPage: 20, processingTimeMS: 1, exhaustiveNbHits: true, query: "vpc", params: "" })) };
    });
    render(
      <DocSearchModal
        appId="APP123"
        apiKey="public-search-key"
        indices={docSearchIndices({ appId: "APP123", apiKey: "public-search-key", indexName: "docs_site_dev", facetFilters: ["language:en", "docusaurus_tag:docs-default-current"] })}
        transformSearchClient={(client) => ({ ...client, search: record as never })}
        initialQuery="vpc"
        initialScrollY={0}
        onClose={() => undefined}
        insights={false}
      />,
    );
    await waitFor(() => expect(record).toHaveBeenCalled());
    expect(requests[0]).toMatchObject({
      indexName: "docs_site_dev",
      query: "vpc",
      facetFilters: ["language:en", "docusaurus_tag:docs-default-current"],
      highlightPreTag: "<mark>",
      highlightPostTag: "</mark>",
    });
  });
});
