/**
 * `gatsby develop`'s search index and module data, written once the dev bundle is built; Gatsby's
 * graphql, node store and reporter faked in the shape createPages hands them on, the build session
 * started on a temporary site folder. __tests__/develop/ runs a real `gatsby develop`, whose search
 * reads this index.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { OutputDoc, OutputModule } from "../../../../../src/gatsby/node/outputs/data";
import type { IndexManifest } from "../../../../../src/lib/search/shards";
import { readManifest, recordPacks } from "../../../../support/built-search-index";

type DevelopOutputs = typeof import("../../../../../src/gatsby/node/develop/outputs");

let siteDir: string;
let publicDir: string;
let lines: string[];

/**
 * The module fresh, as a new dev server process has it (its queue is one per process), with the
 * session of an `npm start` in the temporary site folder, `env` switching fast paths off.
 */
async function load(env: NodeJS.ProcessEnv = {}): Promise<DevelopOutputs> {
  let loaded: DevelopOutputs | undefined;
  lines = [];
  await jest.isolateModulesAsync(async () => {
    // The thread's job runs here: a thread would load the compiled gatsby-node of a real start (the
    // develop tests' dev server has one); with none, the path is turned off and the slow way taken.
    jest.doMock("../../../../../src/gatsby/node/worker-pool", () => ({ ...jest.requireActual("../../../../../src/gatsby/node/worker-pool"), threadsBundle: () => undefined }));
    const { startBuildSession } = await import("../../../../../src/gatsby/node/session");
    const log = { info: (m: string) => void lines.push(m), warn: (m: string) => void lines.push(m) };
    startBuildSession({ siteDir, env: { gatsby_executing_command: "develop", ...env }, log, gatsby: { version: "5.16.1", missing: new Map() } });
    loaded = await import("../../../../../src/gatsby/node/develop/outputs");
  });
  return loaded!;
}
/** npm start's outputs the slow way: every body read through GraphQL, on the main thread. */
const SLOW = { CAIRN_FAST_PATHS_OFF: "develop-outputs-when-changed" };

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

beforeEach(() => {
  siteDir = fs.mkdtempSync(path.join(os.tmpdir(), "cairn-develop-outputs-"));
  publicDir = path.join(siteDir, "public");
  fs.mkdirSync(publicDir);
});
afterEach(() => fs.rmSync(siteDir, { recursive: true, force: true }));

/** The Doc nodes of the node store: the doc above, its body stored under `bodyHash` (or not). */
const BODY_HASH = "a".repeat(32);
const docNodes = () => [{ id: "doc", path: doc.path, title: doc.title, description: doc.description, bodyHash: BODY_HASH, factReferences: [], internal: { type: "Doc", contentDigest: "1" } }];

/** createPages' graphql, node store and reporter, as the queue is handed them. */
function pagesArgs(answer: (query: string) => Promise<{ data?: unknown; errors?: Error[] }>, nodes = docNodes()) {
  const reporter = { error: jest.fn(), warn: jest.fn(), panicOnBuild: jest.fn() };
  const graphql = jest.fn(answer);
  const getNodesByType = (type: string) => (type === "Doc" ? nodes : []);
  // The queue's write reads only these of createPages' arguments, and public/.
  const args = { graphql, reporter, getNodesByType, publicDir } as unknown as Parameters<DevelopOutputs["queueDevelopOutputs"]>[0];
  return { args, reporter, graphql };
}
const siteData = async (query: string) => ({ data: query.includes("allServiceModule") ? { allServiceModule: { nodes: [vpc] } } : { allDoc: { totalCount: 1, nodes: [doc] } } });
const manifest = () => path.join(publicDir, "search-index.json");
const until = async (done: () => boolean) => {
  for (let waited = 0; !done() && waited < 10_000; waited += 25) await new Promise((resolve) => setTimeout(resolve, 25));
};
const storeBody = async () => {
  const { storeDocBody, docBodiesDir } = await import("../../../../../src/gatsby/node/nodes/doc-bodies");
  storeDocBody(BODY_HASH, { tree: doc.body, headings: [] }, docBodiesDir(siteDir));
};
/** The index's manifest and every record pack, as text (each pack is stored compressed: __tests__/support/built-search-index.ts). */
const searchableText = async () => JSON.stringify([readManifest(publicDir), await recordPacks(publicDir)]);

// A save's outputs wait for two quiet seconds after the first write (src/gatsby/node/develop/outputs.ts).
jest.setTimeout(20_000);

describe("develop's search index and module data, made from the stored bodies (develop-outputs-when-changed)", () => {
  it("are written once the bundle is built, from each doc's stored body, without reading the bodies through GraphQL", async () => {
    await storeBody();
    const outputs = await load();
    const { args, graphql } = pagesArgs(siteData);
    outputs.queueDevelopOutputs(args);
    outputs.developBundleDone();
    await until(() => fs.existsSync(manifest()));
    expect((JSON.parse(fs.readFileSync(manifest(), "utf8")) as IndexManifest).records).toBeGreaterThan(0);
    expect(await searchableText()).toContain("Start here.");
    expect(graphql.mock.calls.map(([query]) => query)).toEqual([expect.stringContaining("allServiceModule")]);
    await until(() => lines.some((l) => l.startsWith("fast path develop-outputs-when-changed: ran (search index")));
    expect(lines).toContainEqual(expect.stringMatching(/^fast path develop-outputs-when-changed: ran \(search index \(\d+ records\) and module data written/));
  });

  it("are not written again by the next start when nothing they are made from changed, and are when a doc did", async () => {
    await storeBody();
    const first = await load();
    first.queueDevelopOutputs(pagesArgs(siteData).args);
    first.developBundleDone();
    await until(() => lines.some((l) => l.includes("develop-outputs-when-changed: ran")));
    const written = fs.statSync(manifest()).mtimeMs;
    const second = await load();
    second.queueDevelopOutputs(pagesArgs(siteData).args);
    second.developBundleDone();
    await until(() => lines.some((l) => l.includes("develop-outputs-when-changed: ran")));
    expect(lines).toContain("fast path develop-outputs-when-changed: ran (search index and module data as the last start wrote them: nothing they are made from changed)");
    expect(fs.statSync(manifest()).mtimeMs).toBe(written);
    const third = await load();
    third.queueDevelopOutputs(pagesArgs(siteData, [{ ...docNodes()[0], title: "Introduction, retitled" }]).args);
    third.developBundleDone();
    await until(() => lines.some((l) => l.includes("develop-outputs-when-changed: ran")));
    expect(lines).toContainEqual(expect.stringMatching(/written in a thread from the stored bodies/));
    expect(await searchableText()).toContain("Introduction, retitled");
  });

  it("leave out a doc whose body is not stored, and say which", async () => {
    const outputs = await load();
    const { args, reporter } = pagesArgs(siteData);
    outputs.queueDevelopOutputs(args);
    outputs.developBundleDone();
    await until(() => reporter.warn.mock.calls.length > 0);
    expect(reporter.warn).toHaveBeenCalledWith("The search index of npm start leaves out 1 doc(s) whose compiled body is missing: /intro/");
  });
});

describe("develop's search index and module data, the slow way", () => {
  it("is taken when no compiled gatsby-node is there for a thread to load", async () => {
    jest.dontMock("../../../../../src/gatsby/node/worker-pool");
    let outputs: DevelopOutputs | undefined;
    await jest.isolateModulesAsync(async () => {
      const { startBuildSession } = await import("../../../../../src/gatsby/node/session");
      lines = [];
      startBuildSession({ siteDir, env: { gatsby_executing_command: "develop" }, log: { info: (m: string) => void lines.push(m), warn: (m: string) => void lines.push(m) }, gatsby: { version: "5.16.1", missing: new Map() } });
      outputs = await import("../../../../../src/gatsby/node/develop/outputs");
    });
    const { args, graphql } = pagesArgs(siteData);
    outputs!.queueDevelopOutputs(args);
    outputs!.developBundleDone();
    await until(() => fs.existsSync(manifest()));
    expect(lines).toContainEqual(expect.stringMatching(/^fast path develop-outputs-when-changed: off \(Gatsby's compiled gatsby-node is not in \.cache\/compiled\//));
    expect(graphql.mock.calls.map(([query]) => query)).toContainEqual(expect.stringContaining("allDoc"));
  });

  it("wait for the dev bundle, then are written from the docs and modules", async () => {
    const outputs = await load(SLOW);
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

  it("are written again, with no bundle to wait for, once the data has stayed unchanged after a save", async () => {
    const outputs = await load(SLOW);
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
    const outputs = await load(SLOW);
    const { args, reporter } = pagesArgs(async () => ({ errors: [new Error("Cannot query field")] }));
    outputs.queueDevelopOutputs(args);
    outputs.developBundleDone();
    await until(() => reporter.panicOnBuild.mock.calls.length > 0);
    expect(reporter.panicOnBuild).toHaveBeenCalledWith("Could not query the modules to write the site's outputs", [expect.any(Error)]);
    expect(fs.readdirSync(publicDir)).toEqual([]);
  });

  it("report a failure to write them as an error of gatsby develop, which goes on serving", async () => {
    const outputs = await load(SLOW);
    const { args, reporter } = pagesArgs(async () => {
      throw new Error("the node store is closed");
    });
    outputs.queueDevelopOutputs(args);
    outputs.developBundleDone();
    await until(() => reporter.error.mock.calls.length > 0);
    expect(reporter.error).toHaveBeenCalledWith("Could not write the search index and module data for gatsby develop", new Error("the node store is closed"));
  });
});
