/**
 * Compiling doc bodies as sourcing does, on the calling thread. The worker threads that compile them
 * in `gatsby build` run the compiled gatsby-node, which only a real build has:
 * __tests__/build/fast-paths.test.ts requires their "ran" line and counts each body compiled once.
 */
import fs from "node:fs";
import path from "node:path";
import type { Node, Reporter } from "gatsby";
import type { SourceContext } from "../../../../../src/gatsby/node/nodes/source";
import { testSession } from "../session-for-tests";
import { tempSite, type TempSite } from "../site-for-tests";

let site: TempSite;
let compiles: typeof import("../../../../../src/gatsby/node/nodes/doc-compiles");
let bodies: typeof import("../../../../../src/gatsby/node/nodes/doc-bodies");
beforeAll(async () => {
  site = tempSite("cairn-doc-compiles-");
  site.write("content/docs/intro/index.mdx", "---\ntitle: Intro\n---\nStart.\n");
  site.write("content/docs/guides/vpc.mdx", "---\ntitle: VPC\nslug: /guides/networking\n---\nNetworks.\n");
  [compiles, bodies] = await site.load(() => Promise.all([import("../../../../../src/gatsby/node/nodes/doc-compiles"), import("../../../../../src/gatsby/node/nodes/doc-bodies")]));
});
afterAll(() => site.remove());

const withFrontmatter = (fields: string, body: string) => `---\n${fields}\n---\n${body}`;

describe("a doc file's frontmatter and body", () => {
  it("counts the lines the frontmatter block takes, delimiters included", () => {
    expect(compiles.frontmatterLineCount(withFrontmatter("title: A\ndescription: B", "Body.\n"))).toBe(4);
    expect(compiles.frontmatterLineCount("---\r\ntitle: A\r\n---\r\nBody.\r\n")).toBe(3);
    expect(compiles.frontmatterLineCount("Body with no frontmatter.\n")).toBe(0);
  });

  it("takes the body as what follows the frontmatter block, or the whole file without one", () => {
    expect(compiles.bodyOfDocFile(withFrontmatter("title: A", "## Plan\n\nRun it.\n"))).toBe("## Plan\n\nRun it.\n");
    expect(compiles.bodyOfDocFile("## Plan\n")).toBe("## Plan\n");
    // A horizontal rule in the body is not the end of the frontmatter.
    expect(compiles.bodyOfDocFile(withFrontmatter("title: A", "Above.\n\n---\n\nBelow.\n"))).toBe("Above.\n\n---\n\nBelow.\n");
  });

  it("reads the slug from the frontmatter, quoted or not, and nothing from the body", () => {
    const quoted = site.write("content/docs/slugs/quoted.mdx", withFrontmatter('title: A\nslug: "/start-here"', "Text.\n"));
    const bare = site.write("content/docs/slugs/bare.mdx", withFrontmatter("slug: /b-elsewhere\ntitle: B", "Text.\n"));
    const none = site.write("content/docs/slugs/none.mdx", withFrontmatter("title: C", "slug: /not-frontmatter\n"));
    expect(compiles.slugOfFile(quoted)).toBe("/start-here");
    expect(compiles.slugOfFile(bare)).toBe("/b-elsewhere");
    expect(compiles.slugOfFile(none)).toBeUndefined();
  });
});

describe("compiling a doc's source", () => {
  const compile = (file: string, raw: string) => compiles.compileDocSource({ absolutePath: path.join(site.dir, file), shown: file, body: compiles.bodyOfDocFile(raw), raw });
  const hrefs = (tree: unknown) => [...JSON.stringify(tree).matchAll(/"href":"([^"]*)"/g)].map((m) => m[1]);

  it("links a relative .mdx file to its doc's page, slug and anchor kept, and internal paths to the site's form", async () => {
    const raw = withFrontmatter("title: Guides", "[intro](../intro/index.mdx) [vpc](./vpc.mdx#subnets) [page](/intro/index.html) [anchor](/intro#start)\n");
    const doc = await compile("content/docs/guides/index.mdx", raw);
    expect(hrefs(doc.tree)).toEqual(["/intro/", "/guides/networking/#subnets", "/intro/", "/intro/#start"]);
    expect(doc.brokenMarkdownLinks).toEqual([]);
  });

  it("lists a link to a file that does not exist, or lies outside content/docs/, with its line in the file", async () => {
    site.write("content/outside.mdx", "Not a doc.\n");
    const raw = withFrontmatter("title: Guides", "Intro text.\n\n[gone](./gone.mdx) and [out](../../outside.mdx)\n");
    const doc = await compile("content/docs/guides/index.mdx", raw);
    expect(doc.brokenMarkdownLinks).toEqual([
      { url: "./gone.mdx", line: 6 },
      { url: "../../outside.mdx", line: 6 },
    ]);
  });

  it("names the file and the line in the file, frontmatter counted, of a writer's mistake", async () => {
    const raw = withFrontmatter("title: Guides\ndescription: Broken.", "Fine.\n\n<Unknown />\n");
    await expect(compile("content/docs/guides/index.mdx", raw)).rejects.toMatchObject({ file: "content/docs/guides/index.mdx", line: 7, message: expect.stringMatching(/^content\/docs\/guides\/index\.mdx:7:1: unknown component <Unknown>/) });
  });

  it("appends each compile's file to CAIRN_COMPILE_LOG when it is set", async () => {
    const log = path.join(site.dir, "compiles.log");
    process.env.CAIRN_COMPILE_LOG = log;
    try {
      await compile("content/docs/intro/index.mdx", withFrontmatter("title: Intro", "Start.\n"));
    } finally {
      delete process.env.CAIRN_COMPILE_LOG;
    }
    await compile("content/docs/intro/index.mdx", withFrontmatter("title: Intro", "Start.\n"));
    expect(fs.readFileSync(log, "utf8")).toBe(`content/docs/intro/index.mdx ${process.pid}\n`);
  });
});

describe("compiling a body while sourcing", () => {
  /** The context sourcing gives a doc's compile, its reports kept. */
  function sourced(file: string, raw: string) {
    const absolutePath = site.write(file, raw);
    const reported = { errors: [] as string[], warnings: [] as string[] };
    // Compiling a body reports through reporter.error (a writer's mistake) and reporter.warn (a broken Markdown link).
    const reporter = { error: (m: string) => reported.errors.push(m), warn: (m: string) => reported.warnings.push(m) } as unknown as Reporter;
    const node: Node = { id: "mdx", parent: "file", children: [], internal: { type: "Mdx", contentDigest: "d", owner: "gatsby-plugin-mdx" } };
    const context: SourceContext = { node, file: { relativePath: file.slice("content/".length), absolutePath }, shown: file, reporter, loadContent: async () => raw, createChild: () => undefined };
    return { context, reported, body: compiles.bodyOfDocFile(raw) };
  }

  it("stores the tree and headings under the body's key and gives the rest", async () => {
    const session = testSession(site.dir, { command: "develop" });
    const { context, reported, body } = sourced("content/docs/a.mdx", withFrontmatter("title: A", "# Title from the body\n\nFirst words.\n\n## Plan\n"));
    const key = bodies.docBodyKey({ shown: "content/docs/a.mdx", body, buildCode: compiles.docCompilesOf(session).buildCode });
    const doc = await compiles.compileBody(context, session, body, key);
    expect(doc).toEqual({ bodyHash: key, leadingTitle: "Title from the body", firstParagraph: "First words.", brokenMarkdownLinks: [] });
    expect(bodies.readDocBody(key)?.headings).toEqual([{ depth: 2, id: "plan", text: "Plan" }]);
    expect(reported).toEqual({ errors: [], warnings: [] });
  });

  it("reports a writer's mistake with its file and line, and gives undefined", async () => {
    const session = testSession(site.dir, { command: "develop" });
    const { context, reported, body } = sourced("content/docs/a.mdx", withFrontmatter("title: A", "Text {1 + 1}\n"));
    const key = bodies.docBodyKey({ shown: "content/docs/a.mdx", body, buildCode: "test" });
    await expect(compiles.compileBody(context, session, body, key)).resolves.toBeUndefined();
    expect(reported.errors).toEqual([expect.stringMatching(/^content\/docs\/a\.mdx:4:\d+: JavaScript expressions are not supported in docs: \{1 \+ 1\}/)]);
    expect(bodies.readDocBody(key)).toBeUndefined();
  });

  it("warns of each broken Markdown link with its file and line, and compiles the doc", async () => {
    const session = testSession(site.dir, { command: "develop" });
    const { context, reported, body } = sourced("content/docs/a.mdx", withFrontmatter("title: A", "See [b](./b.mdx).\n"));
    const key = bodies.docBodyKey({ shown: "content/docs/a.mdx", body, buildCode: "test" });
    await expect(compiles.compileBody(context, session, body, key)).resolves.toMatchObject({ bodyHash: key });
    expect(reported.warnings).toEqual(['content/docs/a.mdx:4: Markdown link to "./b.mdx" points to a file that does not exist']);
  });

  it("compiles on the build's own thread in `gatsby build` when Gatsby's compiled gatsby-node is missing, saying why once", async () => {
    const session = testSession(site.dir, { command: "build" });
    const { context, body } = sourced("content/docs/a.mdx", withFrontmatter("title: A", "Text.\n"));
    const key = bodies.docBodyKey({ shown: "content/docs/a.mdx", body, buildCode: compiles.docCompilesOf(session).buildCode });
    await expect(compiles.compileBody(context, session, body, key)).resolves.toMatchObject({ bodyHash: key });
    await compiles.compileBody(context, session, body, key);
    expect(session.lines).toEqual([{ level: "warn", message: expect.stringMatching(/^fast path compile-threads: off \(Gatsby's compiled gatsby-node is not in \.cache\/compiled\/, so no thread can load the build's code; the build goes the slow way\)$/) }]);
    expect(compiles.docCompilesOf(session)).toMatchObject({ compiled: 2, inThreads: false, buildCode: "sources" });
  });
});

describe("the doc compiles' lines in the build log", () => {
  it("say that neither path was needed when no body was compiled", () => {
    const session = testSession(site.dir);
    compiles.reportDocCompiles(session);
    expect(session.lines).toEqual([
      { level: "info", message: "fast path compile-threads: off (not needed: no doc body to compile (every doc as the last build sourced it))" },
      { level: "info", message: "fast path bodies-while-bundling: off (not needed: no doc body to compile)" },
    ]);
  });

  it("say how many bodies compiled in threads and while Gatsby went on, and over how long", () => {
    const session = testSession(site.dir);
    Object.assign(compiles.docCompilesOf(session), { compiled: 3, first: 1000, last: 3500, inThreads: true });
    compiles.docCompilesOf(session).compiling.set("k1", Promise.resolve(true)).set("k2", Promise.resolve(true));
    compiles.reportDocCompiles(session);
    expect(session.lines.map((l) => l.message)).toEqual([
      expect.stringMatching(/^fast path compile-threads: ran \(3 doc bodies compiled in \d+ thread\(s\) beside the build process's main thread, over 2\.5 s\)$/),
      "fast path bodies-while-bundling: ran (2 doc bodies compiled while Gatsby built the schema, the pages and the bundles, over 2.5 s)",
    ]);
  });

  it("say nothing of a path that did not run: bodies compiled here, each waited for", () => {
    const session = testSession(site.dir);
    Object.assign(compiles.docCompilesOf(session), { compiled: 1, first: 0, last: 200, inThreads: false });
    compiles.reportDocCompiles(session);
    expect(session.lines).toEqual([]);
  });
});
