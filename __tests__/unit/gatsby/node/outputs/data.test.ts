import { DOC_BATCH, forEachOutputDoc, listOutputDocs } from "../../../../../src/gatsby/node/outputs/data";

const docs = Array.from({ length: DOC_BATCH * 2 + 17 }, (_, i) => ({ path: `/d${String(i).padStart(4, "0")}/`, title: `Doc ${i}`, description: "", body: { type: "root", children: [] }, serviceModule: null }));

describe("reading the docs for the outputs", () => {
  it("visits every doc once, in order, a batch per query", async () => {
    const queries: { skip: number; limit: number }[] = [];
    const graphql = jest.fn(async (_query: string, variables: { skip: number; limit: number }) => {
      queries.push(variables);
      return { data: { allDoc: { totalCount: docs.length, nodes: docs.slice(variables.skip, variables.skip + variables.limit) } } };
    });
    const seen: string[] = [];
    const reporter = { panicOnBuild: jest.fn() };
    const ok = await forEachOutputDoc({ graphql, reporter } as never, (doc) => seen.push(doc.path));
    expect(ok).toBe(true);
    expect(seen).toEqual(docs.map((d) => d.path));
    expect(queries).toEqual([0, 1, 2].map((i) => ({ skip: i * DOC_BATCH, limit: DOC_BATCH })));
    expect(reporter.panicOnBuild).not.toHaveBeenCalled();
  });

  it("reads only the docs named, when named, and nothing for none", async () => {
    const graphql = jest.fn(async (query: string, variables: { skip: number; limit: number; paths?: string[] }) => {
      expect(query).toContain("filter: { path: { in: $paths } }");
      const named = docs.filter((doc) => variables.paths?.includes(doc.path));
      return { data: { allDoc: { totalCount: named.length, nodes: named.slice(variables.skip, variables.skip + variables.limit) } } };
    });
    const seen: string[] = [];
    const reporter = { panicOnBuild: jest.fn() };
    expect(await forEachOutputDoc({ graphql, reporter } as never, (doc) => seen.push(doc.path), [docs[3].path, docs[300].path])).toBe(true);
    expect(seen).toEqual([docs[3].path, docs[300].path]);
    expect(graphql).toHaveBeenCalledTimes(1);
    expect(await forEachOutputDoc({ graphql, reporter } as never, (doc) => seen.push(doc.path), [])).toBe(true);
    expect(graphql).toHaveBeenCalledTimes(1);
  });

  it("stops the build when a batch cannot be read", async () => {
    const graphql = jest.fn(async () => ({ errors: [new Error("boom")] }));
    const reporter = { panicOnBuild: jest.fn() };
    expect(await forEachOutputDoc({ graphql, reporter } as never, () => undefined)).toBe(false);
    expect(reporter.panicOnBuild).toHaveBeenCalledWith("Could not query the docs to write the site's outputs", [expect.any(Error)]);
  });
});

describe("listing the docs for the outputs", () => {
  it("lists every doc by path from the node store, with its module's digest", () => {
    const nodes: Record<string, object[]> = {
      Doc: [
        { path: "/b/", title: "B", description: "b", bodyHash: "h2", serviceModuleSlug: "networking/vpc" },
        { path: "/a/", title: "A", description: "a", bodyHash: "h1", serviceModuleSlug: null },
        { path: "/c/", title: "C", description: "c", bodyHash: "h3", serviceModuleSlug: "gone/module" },
      ],
      ServiceModule: [{ slug: "networking/vpc", internal: { contentDigest: "d1" } }],
    };
    const getNodesByType = (type: string) => nodes[type] ?? [];
    expect(listOutputDocs({ getNodesByType } as never)).toEqual([
      { path: "/a/", title: "A", description: "a", bodyHash: "h1", serviceModuleDigest: null, facts: [] },
      { path: "/b/", title: "B", description: "b", bodyHash: "h2", serviceModuleDigest: "d1", facts: [] },
      { path: "/c/", title: "C", description: "c", bodyHash: "h3", serviceModuleDigest: null, facts: [] },
    ]);
  });

  it("lists what each doc's facts render, so that a changed default or version changes its key", () => {
    const vpc = (nat: number) => ({
      slug: "networking/vpc",
      path: "/reference/services/networking/vpc/",
      version: "v0.110.2",
      sourcePath: "content/catalog/networking/vpc.yaml",
      inputs: [{ name: "num_nat_gateways", type: "number", description: "NAT gateways.", required: false, default: nat, sensitive: false }],
      internal: { contentDigest: `d${nat}` },
    });
    const doc = {
      path: "/guide/",
      title: "Guide",
      description: "g",
      bodyHash: "h",
      serviceModuleSlug: null,
      factReferences: [
        { component: "ModuleDefault", props: { module: "vpc", input: "num_nat_gateways" }, line: 9, column: 1 },
        { component: "ToolVersion", props: { tool: "terragrunt" }, line: 10, column: 1 },
      ],
    };
    const listing = (nat: number) => {
      const nodes: Record<string, object[]> = { Doc: [doc], ServiceModule: [vpc(nat)], ToolVersion: [{ tool: "terragrunt", label: "Terragrunt", version: "0.68.14", constraint: null }] };
      return listOutputDocs({ getNodesByType: (type: string) => nodes[type] ?? [] } as never)[0].facts;
    };
    expect(listing(1)).toEqual(["1", "0.68.14"]);
    expect(listing(3)).toEqual(["3", "0.68.14"]);
  });
});
