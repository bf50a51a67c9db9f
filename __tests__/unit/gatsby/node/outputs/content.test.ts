/**
 * The outputs written from the docs and modules, with Gatsby's graphql, reporter and node store
 * faked in the shape the step reads. The real thing: __tests__/build/fixtures.test.ts builds sites
 * with them, __tests__/build/incremental.test.ts compares a rebuild's public/ with a cold build's,
 * and __tests__/build/fast-paths.test.ts requires the doc-output-cache path's line.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { writeContentOutputs } from "../../../../../src/gatsby/node/outputs/content";
import type { OutputDoc, OutputModule } from "../../../../../src/gatsby/node/outputs/data";
import type { IndexManifest } from "../../../../../src/lib/search/shards";
import { siteConfig } from "../../../../../src/site-config";
import { testSession } from "../session-for-tests";

const paragraph = (value: string): OutputDoc["body"] => ({ type: "root", children: [{ type: "element", tagName: "p", properties: {}, children: [{ type: "text", value }] }] });

const vpc: OutputModule = {
  slug: "networking/vpc",
  path: "/reference/services/networking/vpc/",
  name: "VPC",
  description: "A VPC with public and private subnets.",
  version: "v0.110.2",
  lastChanged: "v0.104.0",
  source: "modules/networking/vpc",
  tagSlugs: ["vpc"],
  inputs: [{ name: "cidr_block", type: "string", description: "The VPC's IPv4 CIDR block.", required: true, default: null, sensitive: false }],
  outputs: [{ name: "vpc_id", description: "The ID of the VPC." }],
};

interface SiteDoc extends OutputDoc {
  bodyHash: string;
}

/** A site folder with public/, and the parts of onPostBuild's arguments the step reads, over these docs. */
function site(docs: SiteDoc[]) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cairn-content-outputs-"));
  const publicDir = path.join(dir, "public");
  fs.mkdirSync(publicDir);
  const reporter = { info: jest.fn(), warn: jest.fn(), panicOnBuild: jest.fn(), activityTimer: () => ({ start: () => undefined, end: () => undefined }) };
  const docsRead: string[][] = [];
  const graphql = jest.fn(async (query: string, variables?: { skip: number; limit: number; paths?: string[] }): Promise<{ data?: unknown; errors?: Error[] }> => {
    if (query.includes("allServiceModule")) return { data: { allServiceModule: { nodes: [vpc] } } };
    const wanted = docs.filter((doc) => !variables?.paths || variables.paths.includes(doc.path));
    docsRead.push(wanted.map((doc) => doc.path));
    return { data: { allDoc: { totalCount: wanted.length, nodes: wanted.slice(variables?.skip ?? 0, (variables?.skip ?? 0) + (variables?.limit ?? wanted.length)) } } };
  });
  const getNodesByType = (type: string) =>
    ({
      Doc: docs.map(({ path: docPath, title, description, bodyHash }) => ({ path: docPath, title, description, bodyHash, serviceModuleSlug: null })),
      ServiceModule: [{ slug: vpc.slug, internal: { contentDigest: "vpc-1" } }],
      SitePage: [{ path: "/" }, { path: "/404/" }, { path: "/search/" }, ...docs.map((doc) => ({ path: doc.path }))],
    })[type] ?? [];
  // The step reads only these of onPostBuild's arguments.
  const args = { graphql, reporter, getNodesByType } as unknown as Parameters<typeof writeContentOutputs>[1];
  const read = (file: string) => fs.readFileSync(path.join(publicDir, file), "utf8");
  /** The build's compiled gatsby-node, which fingerprints the code the cache was made by. */
  const compiledBuildCode = (code: string) => {
    fs.mkdirSync(path.join(dir, ".cache", "compiled"), { recursive: true });
    fs.writeFileSync(path.join(dir, ".cache", "compiled", "gatsby-node.js"), code);
  };
  return { dir, publicDir, reporter, graphql, args, read, docsRead, compiledBuildCode, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

const intro: SiteDoc = { path: "/intro/", title: "Introduction", description: "Where to start.", body: paragraph("Start here."), serviceModule: null, bodyHash: "intro-1" };
const guide: SiteDoc = { path: "/guides/vpc/", title: "Deploy a VPC", description: "A VPC in every account.", body: paragraph("Plan the CIDR blocks."), serviceModule: null, bodyHash: "guide-1" };

describe("the outputs written from the docs and modules", () => {
  it("are the search index, each module's JSON, the sitemap, robots.txt, every doc's Markdown and the llms files", async () => {
    const { reporter, args, read, dir, remove } = site([intro, guide]);
    try {
      await expect(writeContentOutputs(testSession(dir, { command: "develop" }), args)).resolves.toBe(true);
      const manifest = JSON.parse(read("search-index.json")) as IndexManifest;
      expect(manifest.records).toBeGreaterThanOrEqual(3);
      expect(JSON.parse(read("reference/services/networking/vpc.json"))).toMatchObject({ slug: "networking/vpc", url: `${siteConfig.url}/reference/services/networking/vpc/` });
      expect(read("sitemap.xml")).toContain(`<loc>${siteConfig.url}/guides/vpc/</loc>`);
      expect(read("sitemap.xml")).not.toContain("/404/");
      expect(read("robots.txt")).toContain("Disallow: /search/");
      expect(read("intro/index.md")).toBe("# Introduction\n\n> Where to start.\n\nStart here.\n");
      expect(read("guides/vpc/index.md")).toBe("# Deploy a VPC\n\n> A VPC in every account.\n\nPlan the CIDR blocks.\n");
      // The docs by path: the guide before the introduction.
      expect(read("llms-full.txt").indexOf("/guides/vpc/")).toBeLessThan(read("llms-full.txt").indexOf("/intro/"));
      expect(read("llms.txt")).toContain(`- [Introduction](${siteConfig.url}/intro/index.md): Where to start.`);
      expect(reporter.info).toHaveBeenCalledWith(expect.stringMatching(/^Search index: \d+ records from 2 docs$/));
      expect(reporter.info).toHaveBeenCalledWith("Published sitemap.xml (3 pages), robots.txt, llms.txt, llms-full.txt and 2 Markdown pages");
      expect(reporter.panicOnBuild).not.toHaveBeenCalled();
    } finally {
      remove();
    }
  });

  it("stop the build when the modules or the docs cannot be queried", async () => {
    const { args, graphql, reporter, dir, publicDir, remove } = site([intro]);
    try {
      graphql.mockResolvedValueOnce({ errors: [new Error("Cannot query field")] });
      await expect(writeContentOutputs(testSession(dir, { command: "develop" }), args)).resolves.toBe(false);
      expect(reporter.panicOnBuild).toHaveBeenLastCalledWith("Could not query the modules to write the site's outputs", [expect.any(Error)]);
      graphql.mockResolvedValueOnce({ data: { allServiceModule: { nodes: [] } } }).mockResolvedValueOnce({ errors: [new Error("Cannot query field")] });
      await expect(writeContentOutputs(testSession(dir, { command: "develop" }), args)).resolves.toBe(false);
      expect(reporter.panicOnBuild).toHaveBeenLastCalledWith("Could not query the docs to write the site's outputs", [expect.any(Error)]);
      expect(fs.readdirSync(publicDir)).toEqual([]);
    } finally {
      remove();
    }
  });
});

describe("a rebuild's doc outputs (fast path doc-output-cache)", () => {
  it("are made for every doc the first time, then read again only for the docs that changed", async () => {
    const docs = [intro, guide];
    const { args, read, dir, docsRead, compiledBuildCode, remove } = site(docs);
    try {
      compiledBuildCode("exports.version = 1;\n");
      const first = testSession(dir, { command: "build" });
      await writeContentOutputs(first, args);
      expect(docsRead).toEqual([["/intro/", "/guides/vpc/"]]);
      expect(first.lines.map((l) => l.message)).toEqual(["fast path doc-output-cache: off (not needed: no doc as the last build made it (2 made now))"]);

      docs[1] = { ...guide, body: paragraph("Plan the CIDR blocks first."), bodyHash: "guide-2" };
      const second = testSession(dir, { command: "build" });
      await writeContentOutputs(second, args);
      expect(docsRead[1]).toEqual(["/guides/vpc/"]);
      expect(second.lines.map((l) => l.message)).toEqual(["fast path doc-output-cache: ran (1 of 2 docs' search records and Markdown as the last build made them, 1 made now)"]);
      expect(read("guides/vpc/index.md")).toContain("Plan the CIDR blocks first.");
      expect(read("llms-full.txt")).toContain("Start here.");
    } finally {
      remove();
    }
  });

  it("write again an unchanged doc's Markdown page that is gone since", async () => {
    const { args, read, dir, publicDir, compiledBuildCode, remove } = site([intro]);
    try {
      compiledBuildCode("exports.version = 1;\n");
      await writeContentOutputs(testSession(dir, { command: "build" }), args);
      fs.rmSync(path.join(publicDir, "intro", "index.md"));
      await writeContentOutputs(testSession(dir, { command: "build" }), args);
      expect(read("intro/index.md")).toBe("# Introduction\n\n> Where to start.\n\nStart here.\n");
    } finally {
      remove();
    }
  });

  it("are all made again when the build's code changed", async () => {
    const { args, dir, docsRead, compiledBuildCode, remove } = site([intro, guide]);
    try {
      compiledBuildCode("exports.version = 1;\n");
      await writeContentOutputs(testSession(dir, { command: "build" }), args);
      compiledBuildCode("exports.version = 2;\n");
      await writeContentOutputs(testSession(dir, { command: "build" }), args);
      expect(docsRead).toEqual([
        ["/intro/", "/guides/vpc/"],
        ["/intro/", "/guides/vpc/"],
      ]);
    } finally {
      remove();
    }
  });

  it("are all made, with a warning, when Gatsby's compiled gatsby-node is not there to fingerprint the code", async () => {
    const { args, dir, docsRead, remove } = site([intro]);
    try {
      const session = testSession(dir, { command: "build" });
      await expect(writeContentOutputs(session, args)).resolves.toBe(true);
      expect(docsRead).toEqual([["/intro/"]]);
      expect(session.lines).toEqual([{ level: "warn", message: "fast path doc-output-cache: off (Gatsby's compiled gatsby-node is not in .cache/compiled/ to fingerprint the build's code; the build goes the slow way)" }]);
      expect(fs.existsSync(path.join(dir, ".cache", "cairn-doc-outputs"))).toBe(false);
    } finally {
      remove();
    }
  });

  it("are all made when the path is switched off, which the log says once", async () => {
    const { args, dir, docsRead, compiledBuildCode, remove } = site([intro]);
    try {
      compiledBuildCode("exports.version = 1;\n");
      const session = testSession(dir, { command: "build", env: { CAIRN_FAST_PATHS_OFF: "doc-output-cache" } });
      await writeContentOutputs(session, args);
      await writeContentOutputs(session, args);
      expect(docsRead).toEqual([["/intro/"], ["/intro/"]]);
      expect(session.lines).toEqual([{ level: "info", message: "fast path doc-output-cache: off (CAIRN_FAST_PATHS_OFF names it)" }]);
    } finally {
      remove();
    }
  });
});
