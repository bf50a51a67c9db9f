import { compileDoc } from "../../src/gatsby/node/compile";
import { buildDocRecords, codeTerms, sectionOf } from "../../src/lib/search/records";
import { escapeHtml, highlight, markedRuns, queryTerms, snippet } from "../../src/lib/search/highlight";
import { answerRequests, createLocalIndex, MAX_QUERY_LENGTH, normaliseQuery } from "../../src/lib/search/engine";
import { groupHitsByPage } from "../../src/lib/search/group";
import { docSearchIndices, isHostedSearch, searchHost, searchPageUrl } from "../../src/lib/search/config";
import { loadLocalIndex, resetLocalIndex } from "../../src/lib/search/load";
import { PACKED_INDEX_VERSION, packRecords, unpackRecords } from "../../src/lib/search/pack";

const compile = (source: string) =>
  compileDoc(source, { file: "doc.mdx", lineOffset: 0, resolveMarkdownLink: () => undefined, normaliseInternalPath: (p) => p });

async function records() {
  const vpc = await compile('Build a network.\n\n## Subnets\n\nPrivate app subnets hold services.\n\n```hcl\nresource "aws_subnet" "private" {\n  vpc_id = aws_vpc.main.id\n}\n```\n\n### NAT gateways\n\nOne NAT gateway per zone.\n');
  const terraform = await compile("Terraform basics.\n\n## Remote state\n\nState lives in S3 with a DynamoDB lock table.\n");
  return [
    ...buildDocRecords({ path: "/guides/vpc/", title: "Build a VPC", description: "A production VPC.", body: vpc.tree }, "Guides"),
    ...buildDocRecords({ path: "/intro/terraform/", title: "Terraform Fundamentals", description: "Terraform for Cairn users.", body: terraform.tree }, "Intro"),
  ];
}

describe("search records", () => {
  it("makes one record per page and per h2/h3 section, with hierarchy, anchor and code apart", async () => {
    const list = await records();
    expect(list.map((r) => [r.type, r.url])).toEqual([
      ["lvl1", "/guides/vpc/"],
      ["lvl2", "/guides/vpc/#subnets"],
      ["lvl3", "/guides/vpc/#nat-gateways"],
      ["lvl1", "/intro/terraform/"],
      ["lvl2", "/intro/terraform/#remote-state"],
    ]);
    expect(list[1]).toMatchObject({ lvl0: "Guides", lvl1: "Build a VPC", lvl2: "Subnets", content: "Private app subnets hold services." });
    expect(list[1].code).toContain("vpc_id");
    expect(list[2]).toMatchObject({ lvl2: "Subnets", lvl3: "NAT gateways" });
    expect(list[0].content).toContain("A production VPC.");
  });

  it("reduces code to its distinct identifiers", () => {
    expect(codeTerms('resource "aws_vpc" "main" {\n  cidr_block = var.cidr_block\n}')).toBe("resource aws_vpc main cidr_block var.cidr_block");
  });

  it("names the site section of a path by its longest prefix", () => {
    const sections = [{ prefix: "/reference/", label: "Reference" }, { prefix: "/reference/services/", label: "Service Catalog API" }];
    expect(sectionOf("/reference/services/networking/vpc/", sections)).toBe("Service Catalog API");
    expect(sectionOf("/reference/intro/", sections)).toBe("Reference");
    expect(sectionOf("/tags/", sections)).toBe("Docs");
  });
});

describe("highlighting", () => {
  it("escapes everything, then marks word starts matching the terms", () => {
    expect(escapeHtml(`<img src=x onerror="alert(1)">`)).toBe("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
    expect(highlight("Deploy a VPC <b>now</b>", ["vpc"])).toEqual({ value: "Deploy a <mark>VPC</mark> &lt;b&gt;now&lt;/b&gt;", matchLevel: "full", matchedWords: ["vpc"] });
    expect(highlight("Terragrunt and Terraform", ["terra", "state"]).matchLevel).toBe("partial");
    expect(highlight("subvpc", ["vpc"]).matchLevel).toBe("none");
  });

  it("turns a query into lowercase terms without markup", () => {
    expect(queryTerms("<script>alert(1)</script> VPC")).toEqual(["script", "alert", "1", "vpc"]);
  });

  it("snips around the first match with ellipses", () => {
    const text = Array.from({ length: 60 }, (_, i) => (i === 40 ? "dynamodb" : `word${i}`)).join(" ");
    const result = snippet(text, ["dynamodb"], 10);
    expect(result.value.startsWith("… ")).toBe(true);
    expect(result.value.endsWith(" …")).toBe(true);
    expect(result.value).toContain("<mark>dynamodb</mark>");
  });
});

describe("reading highlight markup back as text", () => {
  it("splits marked runs and decodes entities, leaving any other tag as literal text", () => {
    expect(markedRuns(highlight("Use <vpc> & VPCs", ["vpc"]).value)).toEqual([
      { text: "Use <", marked: false },
      { text: "vpc", marked: true },
      { text: "> & ", marked: false },
      { text: "VPC", marked: true },
      { text: "s", marked: false },
    ]);
    expect(markedRuns('<img src=x onerror="alert(1)"><mark>a</mark>')).toEqual([
      { text: '<img src=x onerror="alert(1)">', marked: false },
      { text: "a", marked: true },
    ]);
  });
});

describe("the embedded engine", () => {
  it("ranks a title match first and answers in DocSearch's hit shape", async () => {
    const index = createLocalIndex(await records());
    const { hits, nbHits } = index.search("vpc");
    expect(nbHits).toBeGreaterThan(0);
    expect(hits[0]).toMatchObject({ url: "/guides/vpc/", type: "lvl1", hierarchy: { lvl0: "Guides", lvl1: "Build a VPC" } });
    expect(hits[0]._highlightResult.hierarchy.lvl1?.value).toBe("Build a <mark>VPC</mark>");
  });

  it("leads with the page whose title is exactly the query, over sections that repeat the word", async () => {
    const walkthrough = await compile("Deploy a VPC, then a second VPC.\n\n## Deploy the application VPC\n\nThe application VPC peers with the management VPC. Every VPC gets three tiers of VPC subnets.\n");
    const service = await compile("The module deploys a network.\n\n## Features\n\nThree tiers of subnets.\n");
    const index = createLocalIndex([
      ...buildDocRecords({ path: "/guides/vpc/walkthrough/", title: "VPC Deployment Walkthrough", description: "Deploy VPCs.", body: walkthrough.tree }, "Guides"),
      ...buildDocRecords({ path: "/reference/services/networking/vpc/", title: "VPC", description: "The network.", body: service.tree }, "Service Catalog API"),
    ]);
    expect(index.search("vpc").hits.map((h) => h.url)[0]).toBe("/reference/services/networking/vpc/");
    expect(index.search("VPC").nbHits).toBe(index.search("vpc").nbHits);
    // An exact section heading leads too; a query that is no heading keeps the scored order.
    expect(index.search("deploy the application vpc").hits[0].url).toBe("/guides/vpc/walkthrough/#deploy-the-application-vpc");
    expect(index.search("application vpc").hits[0].url).toBe("/guides/vpc/walkthrough/#deploy-the-application-vpc");
  });

  it("matches prefixes and small typos, and shows a content match as content", async () => {
    const index = createLocalIndex(await records());
    expect(index.search("dynamo").hits[0].url).toBe("/intro/terraform/#remote-state");
    expect(index.search("dynamdb").hits[0]?.url).toBe("/intro/terraform/#remote-state");
    expect(index.search("dynamodb").hits[0]).toMatchObject({ type: "content", anchor: "remote-state" });
    expect(index.search("vpc_id").hits[0].url).toBe("/guides/vpc/#subnets");
  });

  it("counts only pages with every word, and falls back to any word only when none has them all", async () => {
    const index = createLocalIndex(await records());
    const strict = index.search("nat subnets");
    expect(strict.hits.every((h) => h.url.startsWith("/guides/vpc/"))).toBe(true);
    expect(strict.nbHits).toBe(strict.hits.length);
    expect(index.search("dynamodb kubernetes").hits[0]?.url).toBe("/intro/terraform/#remote-state");
  });

  it("caps very long queries and ignores empty ones", async () => {
    const index = createLocalIndex(await records());
    expect(normaliseQuery(`${"terraform ".repeat(40)}`).length).toBeLessThanOrEqual(MAX_QUERY_LENGTH);
    expect(index.search("   ")).toEqual({ hits: [], nbHits: 0 });
    expect(() => index.search("x".repeat(10_000))).not.toThrow();
  });

  it("answers DocSearch's search({ requests }) like Algolia", async () => {
    const index = createLocalIndex(await records());
    const response = answerRequests(index, [{ indexName: "docs_site_dev", query: "remote state", hitsPerPage: 5 }]);
    expect(response.results[0]).toMatchObject({ index: "docs_site_dev", query: "remote state", hitsPerPage: 5, page: 0 });
    expect(response.results[0].hits[0].url).toBe("/intro/terraform/#remote-state");
  });

  it("ignores stop words in the index and the query, and matches one-letter words whole", async () => {
    const index = createLocalIndex(await records());
    expect(index.search("the remote state").hits[0]?.url).toBe(index.search("remote state").hits[0]?.url);
    expect(index.search("the").nbHits).toBe(0);
    expect(queryTerms("the VPC of a team")).toEqual(["vpc", "team"]);
    expect(queryTerms("the")).toEqual(["the"]);
    // One letter matches whole words only ("d" is no word here), two letters are a prefix.
    expect(index.search("d").nbHits).toBe(0);
    expect(index.search("dy").hits[0]?.url).toBe("/intro/terraform/#remote-state");
  });

  it("groups hits by page for the results page", async () => {
    const index = createLocalIndex(await records());
    const groups = groupHitsByPage(index.search("nat subnets").hits);
    expect(groups[0].url).toBe("/guides/vpc/");
    expect(new Set(groups.map((g) => g.url)).size).toBe(groups.length);
  });
});

describe("the packed index file", () => {
  it("lists each page once and unpacks to the same records", async () => {
    const all = await records();
    const packed = packRecords(all);
    expect(packed.pages.map((p) => p[0])).toEqual([...new Set(all.map((r) => r.url.split("#")[0]))]);
    expect(packed.records).toHaveLength(all.length);
    expect(unpackRecords(JSON.parse(JSON.stringify(packed)))).toEqual(all);
    expect(JSON.stringify(packed).length).toBeLessThan(JSON.stringify(all).length * 0.8);
  });

  it("rejects a file of another version, and records that disagree on their page", async () => {
    const packed = packRecords(await records());
    expect(() => unpackRecords({ ...packed, version: PACKED_INDEX_VERSION + 1 })).toThrow("unexpected format");
    const [first] = await records();
    expect(() => packRecords([first, { ...first, id: `${first.url}#x`, url: `${first.url}#x`, lvl1: "Another title" }])).toThrow("disagree");
  });
});

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
});

describe("loading the embedded index", () => {
  beforeEach(() => resetLocalIndex());
  it("fetches once per session and retries after a failure", async () => {
    const good = { ok: true, status: 200, json: async () => ({ version: PACKED_INDEX_VERSION, sections: [], pages: [], records: [] }) } as unknown as Response;
    const fetchImpl = jest.fn().mockRejectedValueOnce(new Error("offline")).mockResolvedValue(good);
    await expect(loadLocalIndex("/search-index.json", fetchImpl)).rejects.toThrow("offline");
    await loadLocalIndex("/search-index.json", fetchImpl);
    await loadLocalIndex("/search-index.json", fetchImpl);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });
});
