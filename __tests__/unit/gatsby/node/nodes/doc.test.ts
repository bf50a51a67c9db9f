import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { onCreateNode, stopOnDocCompileErrors } from "../../../../../src/gatsby/node/nodes";
import { docBodyCompiled, settleDocCompiles } from "../../../../../src/gatsby/node/nodes/doc-compiles";
import { readDocBody } from "../../../../../src/gatsby/node/nodes/doc-bodies";
import { clearContentErrors, pendingContentErrors } from "../../../../../src/gatsby/node/content-errors";
import { startBuildSession, type BuildSession } from "../../../../../src/gatsby/node/session";

const quiet = { info: () => undefined, warn: () => undefined };
/** A new build session for the (temporary) site folder, as onPreInit starts one, run by `command`. */
const startSession = (site: string, command: string): BuildSession =>
  startBuildSession({ siteDir: site, env: { gatsby_executing_command: command, BUILD_VERSION: "test" }, log: quiet, gatsby: { version: "5.16.1", missing: new Map() } });

/** An Mdx node of content/docs/<name>.mdx in the current (temporary) site folder, with its File parent, as gatsby-plugin-mdx makes them. */
function mdxDoc(name: string, frontmatter: Record<string, unknown>, body: string) {
  const absolutePath = path.join(process.cwd(), "content", "docs", `${name}.mdx`);
  const file = { id: `file-${name}`, parent: null, children: [], internal: { type: "File", contentDigest: "f", owner: "gatsby-source-filesystem" }, sourceInstanceName: "content", relativePath: `docs/${name}.mdx`, absolutePath };
  const mdx = { id: `mdx-${name}`, parent: file.id, children: [], internal: { type: "Mdx", contentDigest: "m", owner: "gatsby-plugin-mdx" }, frontmatter, body };
  return { file, mdx, raw: `---\n${Object.entries(frontmatter).map(([k, v]) => `${k}: ${String(v)}`).join("\n")}\n---\n${body}` };
}

/** Runs sourcing on one doc, recording the nodes it creates and what it reports. */
async function source(doc: ReturnType<typeof mdxDoc>) {
  const created: Record<string, unknown>[] = [];
  const reported = { errors: [] as string[], warnings: [] as string[], panics: [] as string[] };
  const reporter = {
    error: (m: string) => reported.errors.push(m),
    warn: (m: string) => reported.warnings.push(m),
    panic: (m: string) => reported.panics.push(m),
    panicOnBuild: (m: string) => reported.panics.push(m),
  };
  const deleted: string[] = [];
  const args = {
    node: doc.mdx,
    getNode: (id: string) => (id === doc.file.id ? doc.file : created.find((n) => n.id === id)),
    actions: {
      createNode: (n: Record<string, unknown>) => created.push(n),
      createParentChildLink: () => undefined,
      deleteNode: (n: Record<string, unknown>) => deleted.push(String(n.id)),
    },
    createNodeId: (key: string) => `id-${key}`,
    createContentDigest: (value: unknown) => JSON.stringify(value).length.toString(16),
    reporter,
    loadNodeContent: async () => doc.raw,
  };
  // The hook reads only these of Gatsby's arguments.
  await (onCreateNode as unknown as (a: typeof args) => Promise<void>)(args);
  return { created, deleted, reported, reporter };
}


/** The doc's file, written where its File node says (the compile reads it for line numbers). */
function write(doc: ReturnType<typeof mdxDoc>) {
  fs.mkdirSync(path.dirname(doc.file.absolutePath), { recursive: true });
  fs.writeFileSync(doc.file.absolutePath, doc.raw);
  clearContentErrors(`content/docs/${path.basename(doc.file.absolutePath)}`);
  return doc;
}
describe("sourcing a doc in `gatsby build`", () => {
  const cwd = process.cwd();
  let site: string;
  let session: BuildSession;

  beforeEach(() => {
    site = fs.mkdtempSync(path.join(os.tmpdir(), "cairn-source-"));
    process.chdir(site);
    session = startSession(site, "build");
  });
  afterEach(async () => {
    await settleDocCompiles();
    process.chdir(cwd);
    fs.rmSync(site, { recursive: true, force: true });
  });

  it("makes the Doc node before its body is compiled when the frontmatter gives the title and description, and stores the body under the node's key", async () => {
    const doc = write(mdxDoc("unit-deferred", { title: "Deferred", description: "Compiled while webpack bundles." }, "\n## Plan\n\nRun `terraform plan`.\n"));
    const { created } = await source(doc);
    expect(created).toHaveLength(1);
    const node = created[0] as { title: string; description: string; bodyHash: string; toc?: unknown };
    expect(node).toMatchObject({ title: "Deferred", description: "Compiled while webpack bundles." });
    expect(node.toc).toBeUndefined();
    expect(readDocBody(node.bodyHash)).toBeUndefined();
    await expect(docBodyCompiled(node.bodyHash)).resolves.toBe(true);
    expect(readDocBody(node.bodyHash)?.headings).toEqual([{ depth: 2, id: "plan", text: "Plan" }]);
    expect(JSON.stringify(readDocBody(node.bodyHash)?.tree)).toContain("terraform plan");
  });

  it("reports a writer's error in a body compiled later with its file and line, and stops the build once every body has compiled", async () => {
    const doc = write(mdxDoc("unit-broken", { title: "Broken", description: "Has an unclosed tag." }, "\nSome text.\n\n<Details>\n\nNo closing tag.\n"));
    const { created, reported, reporter } = await source(doc);
    expect(created).toHaveLength(1);
    stopOnDocCompileErrors(session, reporter as unknown as Parameters<typeof stopOnDocCompileErrors>[1]);
    await expect(docBodyCompiled(String(created[0].bodyHash))).resolves.toBe(false);
    await settleDocCompiles();
    await new Promise((resolve) => setImmediate(resolve));
    expect(reported.errors.join("\n")).toMatch(/content\/docs\/unit-broken\.mdx:\d+:\d+: /);
    expect(pendingContentErrors().join("\n")).toMatch(/unit-broken\.mdx/);
    expect(reported.panics).toHaveLength(1);
    expect(reported.panics[0]).toMatch(/^1 content error\(s\); fix them and build again:\ncontent\/docs\/unit-broken\.mdx:/);
  });

  it("waits for the body when the title or description comes from it", async () => {
    const doc = write(mdxDoc("unit-first-paragraph", { title: "From the body" }, "\nThe first paragraph describes the doc.\n\n## Next\n"));
    const { created } = await source(doc);
    expect(created).toHaveLength(1);
    const node = created[0] as { description: string; bodyHash: string };
    expect(node.description).toBe("The first paragraph describes the doc.");
    expect(readDocBody(node.bodyHash)?.headings).toEqual([{ depth: 2, id: "next", text: "Next" }]);
  });

  it("waits for the body of a doc saved while the dev server runs, so a writer's error leaves no node", async () => {
    startSession(site, "develop").handovers.developServing = true;
    const doc = write(mdxDoc("unit-develop-broken", { title: "Broken", description: "Has an unclosed tag." }, "\n<Details>\n\nNo closing tag.\n"));
    const { created, reported } = await source(doc);
    expect(created).toHaveLength(0);
    expect(reported.errors.join("\n")).toMatch(/content\/docs\/unit-develop-broken\.mdx:\d+:\d+: /);
  });
});

describe("sourcing a doc when `npm start` starts", () => {
  const cwd = process.cwd();
  let site: string;
  let session: BuildSession;

  beforeEach(() => {
    site = fs.mkdtempSync(path.join(os.tmpdir(), "cairn-source-develop-"));
    process.chdir(site);
    session = startSession(site, "develop");
  });
  afterEach(async () => {
    await session.handovers.developBodies?.queue.settled();
    process.chdir(cwd);
    fs.rmSync(site, { recursive: true, force: true });
  });

  it("makes the Doc node at once and compiles the body when a page asks for it, ahead of the bodies queued before it", async () => {
    const docs = ["unit-a", "unit-b", "unit-c"].map((name) => write(mdxDoc(name, { title: name, description: `About ${name}.` }, `\n## In ${name}\n\nText.\n`)));
    const nodes: { bodyHash: string }[] = [];
    for (const doc of docs) nodes.push(...((await source(doc)).created as { bodyHash: string }[]));
    expect(nodes).toHaveLength(3);
    await expect(docBodyCompiled(nodes[2].bodyHash, session)).resolves.toBe(true);
    expect(readDocBody(nodes[2].bodyHash)?.headings).toEqual([{ depth: 2, id: "in-unit-c", text: "In unit-c" }]);
    await session.handovers.developBodies?.queue.settled();
    expect(nodes.every((node) => readDocBody(node.bodyHash) !== undefined)).toBe(true);
    expect(session.handovers.developBodies?.queue.counts.now).toBe(1);
  });

  it("reports a writer's error found after the node was made with its file and line, and deletes the node so the page gets its stand-in", async () => {
    const doc = write(mdxDoc("unit-late-broken", { title: "Broken", description: "Has an unclosed tag." }, "\nSome text.\n\n<Details>\n\nNo closing tag.\n"));
    const { created, deleted, reported } = await source(doc);
    expect(created).toHaveLength(1);
    await expect(docBodyCompiled(String(created[0].bodyHash), session)).resolves.toBe(false);
    expect(reported.errors.join("\n")).toMatch(/content\/docs\/unit-late-broken\.mdx:\d+:\d+: /);
    expect(pendingContentErrors().join("\n")).toMatch(/unit-late-broken\.mdx/);
    expect(deleted).toEqual([created[0].id]);
  });

  it("queues no compile for a body an earlier start stored under the same key", async () => {
    const doc = write(mdxDoc("unit-stored", { title: "Stored", description: "Compiled by an earlier start." }, "\n## Kept\n"));
    const first = (await source(doc)).created[0] as { bodyHash: string };
    await docBodyCompiled(first.bodyHash, session);
    const again = startSession(site, "develop");
    const second = (await source(doc)).created[0] as { bodyHash: string };
    expect(second.bodyHash).toBe(first.bodyHash);
    expect(again.handovers.developBodies).toBeUndefined();
  });
});
