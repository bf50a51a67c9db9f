/**
 * `gatsby develop`'s search index and module data, written once the dev bundle is built; Gatsby's
 * graphql and reporter faked in the shape createPages hands them on. __tests__/develop/ runs a real
 * `gatsby develop`, whose search reads this index.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { OutputDoc, OutputModule } from "../../../../../src/gatsby/node/outputs/data";
import type { IndexManifest } from "../../../../../src/lib/search/shards";

type DevelopOutputs = typeof import("../../../../../src/gatsby/node/develop/outputs");

/** The module fresh: its queue is one per dev server process. */
async function load(): Promise<DevelopOutputs> {
  let loaded: DevelopOutputs | undefined;
  await jest.isolateModulesAsync(async () => {
    loaded = await import("../../../../../src/gatsby/node/develop/outputs");
  });
  return loaded!;
}

const doc: OutputDoc = {
  path: "/intro/",
  title: "Introduction",
  description: "Where to start.",
  body: { type: "root", children: [{ type: "element", tagName: "p", properties: {}, children: [{ type: "text", value: "Start here." }] }] },
  serviceModule: null,
};
const vpc: OutputModule = {
  slug: "networking/vpc",
  path: "/reference/services/networking/vpc/",
  name: "VPC",
  description: "A VPC.",
  version: "v0.110.2",
  lastChanged: "v0.104.0",
  source: "modules/networking/vpc",
  tagSlugs: [],
  inputs: [],
  outputs: [],
};

let publicDir: string;
beforeEach(() => {
  publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "cairn-develop-outputs-"));
});
afterEach(() => fs.rmSync(publicDir, { recursive: true, force: true }));

/** createPages' graphql and reporter, as the queue is handed them. */
function pagesArgs(answer: (query: string) => Promise<{ data?: unknown; errors?: Error[] }>) {
  const reporter = { error: jest.fn(), panicOnBuild: jest.fn() };
  const graphql = jest.fn(answer);
  // The queue's write reads only these of createPages' arguments, and public/.
  const args = { graphql, reporter, publicDir } as unknown as Parameters<DevelopOutputs["queueDevelopOutputs"]>[0];
  return { args, reporter, graphql };
}
const siteData = async (query: string) => ({ data: query.includes("allServiceModule") ? { allServiceModule: { nodes: [vpc] } } : { allDoc: { totalCount: 1, nodes: [doc] } } });
const manifest = () => path.join(publicDir, "search-index.json");
const until = async (done: () => boolean) => {
  for (let waited = 0; !done() && waited < 5000; waited += 25) await new Promise((resolve) => setTimeout(resolve, 25));
};

describe("develop's search index and module data", () => {
  it("wait for the dev bundle, then are written from the docs and modules", async () => {
    const outputs = await load();
    const { args, graphql } = pagesArgs(siteData);
    outputs.queueDevelopOutputs(args);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(graphql).not.toHaveBeenCalled();
    outputs.developBundleDone();
    await until(() => fs.existsSync(manifest()));
    const index = JSON.parse(fs.readFileSync(manifest(), "utf8")) as IndexManifest;
    expect(index.records).toBeGreaterThan(0);
    expect(JSON.parse(fs.readFileSync(path.join(publicDir, "reference", "services", "networking", "vpc.json"), "utf8"))).toMatchObject({ slug: "networking/vpc" });
  });

  it("are written again, with no bundle to wait for, when the data changes after the first bundle", async () => {
    const outputs = await load();
    const first = pagesArgs(siteData);
    outputs.queueDevelopOutputs(first.args);
    outputs.developBundleDone();
    await until(() => fs.existsSync(manifest()));
    fs.rmSync(manifest());
    const second = pagesArgs(siteData);
    outputs.queueDevelopOutputs(second.args);
    await until(() => fs.existsSync(manifest()));
    expect(fs.existsSync(manifest())).toBe(true);
    expect(second.graphql).toHaveBeenCalledTimes(2);
  });

  it("are not written when the data cannot be queried, the query's errors reported", async () => {
    const outputs = await load();
    const { args, reporter } = pagesArgs(async () => ({ errors: [new Error("Cannot query field")] }));
    outputs.queueDevelopOutputs(args);
    outputs.developBundleDone();
    await until(() => reporter.panicOnBuild.mock.calls.length > 0);
    expect(reporter.panicOnBuild).toHaveBeenCalledWith("Could not query the modules to write the site's outputs", [expect.any(Error)]);
    expect(fs.readdirSync(publicDir)).toEqual([]);
  });

  it("report a failure to write them as an error of gatsby develop, which goes on serving", async () => {
    const outputs = await load();
    const { args, reporter } = pagesArgs(async () => {
      throw new Error("the node store is closed");
    });
    outputs.queueDevelopOutputs(args);
    outputs.developBundleDone();
    await until(() => reporter.error.mock.calls.length > 0);
    expect(reporter.error).toHaveBeenCalledWith("Could not write the search index and module data for gatsby develop", new Error("the node store is closed"));
  });
});
