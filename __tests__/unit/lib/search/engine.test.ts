import { answerRequests, MAX_QUERY_LENGTH, normaliseQuery, withoutLoneLastLetter } from "../../../../src/lib/search/engine";
import { createLocalIndex } from "../../../../scripts/search-quality/memory-index";
import { queryTerms } from "../../../../src/lib/search/highlight";
import { buildDocRecords } from "../../../../src/lib/search/records";
import { compile, records } from "./sample-records";

describe("the embedded engine", () => {
  it("ranks a title match first and answers in DocSearch's hit shape", async () => {
    const index = createLocalIndex(await records());
    const { hits, nbHits } = await index.search("vpc");
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
    expect((await index.search("vpc")).hits.map((h) => h.url)[0]).toBe("/reference/services/networking/vpc/");
    expect((await index.search("VPC")).nbHits).toBe((await index.search("vpc")).nbHits);
    // An exact section heading leads too; a query that is no heading keeps the scored order.
    expect((await index.search("deploy the application vpc")).hits[0].url).toBe("/guides/vpc/walkthrough/#deploy-the-application-vpc");
    expect((await index.search("application vpc")).hits[0].url).toBe("/guides/vpc/walkthrough/#deploy-the-application-vpc");
  });

  it("matches prefixes and small typos, and shows a content match as content", async () => {
    const index = createLocalIndex(await records());
    expect((await index.search("dynamo")).hits[0].url).toBe("/intro/terraform/#remote-state");
    expect((await index.search("dynamdb")).hits[0]?.url).toBe("/intro/terraform/#remote-state");
    expect((await index.search("dynamodb")).hits[0]).toMatchObject({ type: "content", anchor: "remote-state" });
    expect((await index.search("vpc_id")).hits[0].url).toBe("/guides/vpc/#subnets");
  });

  it("counts only pages with every word, and falls back to any word only when none has them all", async () => {
    const index = createLocalIndex(await records());
    const strict = await index.search("nat subnets");
    expect(strict.hits.every((h) => h.url.startsWith("/guides/vpc/"))).toBe(true);
    expect(strict.nbHits).toBe(strict.hits.length);
    expect((await index.search("dynamodb kubernetes")).hits[0]?.url).toBe("/intro/terraform/#remote-state");
  });

  it("caps very long queries and ignores empty ones", async () => {
    const index = createLocalIndex(await records());
    expect(normaliseQuery(`${"terraform ".repeat(40)}`).length).toBeLessThanOrEqual(MAX_QUERY_LENGTH);
    expect((await index.search("   "))).toEqual({ hits: [], nbHits: 0 });
    await expect(index.search("x".repeat(10_000))).resolves.toBeDefined();
  });

  it("answers DocSearch's search({ requests }) like Algolia", async () => {
    const index = createLocalIndex(await records());
    const response = await answerRequests(index, [{ indexName: "docs_site_dev", query: "remote state", hitsPerPage: 5 }]);
    expect(response.results[0]).toMatchObject({ index: "docs_site_dev", query: "remote state", hitsPerPage: 5, page: 0 });
    expect(response.results[0].hits[0].url).toBe("/intro/terraform/#remote-state");
  });

  it("ignores stop words in the index and the query, lists pages for one character and expands from two", async () => {
    const index = createLocalIndex(await records());
    expect((await index.search("the remote state")).hits[0]?.url).toBe((await index.search("remote state")).hits[0]?.url);
    expect((await index.search("the")).nbHits).toBe(0);
    expect(queryTerms("the VPC of a team")).toEqual(["vpc", "team"]);
    expect(queryTerms("the")).toEqual(["the"]);
    // One character lists the pages with a word that begins with it (lib/search/starter), as pages;
    // from two letters, a word is a prefix and every record can be a hit.
    const one = await index.search("d");
    expect(one.hits.map((h) => [h.url, h.type])).toEqual([["/intro/terraform/", "lvl1"]]);
    expect(one.hits[0].hierarchy).toMatchObject({ lvl0: "Intro", lvl1: "Terraform Fundamentals" });
    expect((await index.search("D")).hits).toEqual(one.hits);
    expect((await index.search("q")).nbHits).toBe(0);
    expect((await index.search("dy")).hits[0]?.url).toBe("/intro/terraform/#remote-state");
  });
});

describe("a query's last word of one letter", () => {
  it("is left out after other words until a second letter comes, and kept once the reader has gone past it", () => {
    expect(withoutLoneLastLetter("rds p")).toBe("rds ");
    expect(withoutLoneLastLetter("vpc-p")).toBe("vpc-");
    expect(withoutLoneLastLetter("rds 𝐀")).toBe("rds ");
    expect(withoutLoneLastLetter("rds pg")).toBe("rds pg");
    expect(withoutLoneLastLetter("rds p ")).toBe("rds p ");
    expect(withoutLoneLastLetter("p rds")).toBe("p rds");
    // A single letter alone is the first keystroke, answered from the manifest.
    expect(withoutLoneLastLetter("p")).toBe("p");
    expect(withoutLoneLastLetter(" p")).toBe(" p");
  });
});
