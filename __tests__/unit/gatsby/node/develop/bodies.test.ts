/**
 * `npm start`'s doc bodies compiled after their Doc nodes are made, on the calling thread (the
 * compile thread runs the compiled gatsby-node, which only a real start has: the develop tests'
 * dev server runs it). __tests__/develop/content-errors.test.ts shows a body's error in the browser.
 */
import type { Node, Reporter } from "gatsby";
import { testSession, type TestSession } from "../session-for-tests";
import { tempSite, type TempSite } from "../site-for-tests";

let site: TempSite;
let developBodies: typeof import("../../../../../src/gatsby/node/develop/bodies");
let compiles: typeof import("../../../../../src/gatsby/node/nodes/doc-compiles");
let stored: typeof import("../../../../../src/gatsby/node/nodes/doc-bodies");
beforeAll(async () => {
  site = tempSite("cairn-develop-bodies-");
  [developBodies, compiles, stored] = await site.load(() =>
    Promise.all([import("../../../../../src/gatsby/node/develop/bodies"), import("../../../../../src/gatsby/node/nodes/doc-compiles"), import("../../../../../src/gatsby/node/nodes/doc-bodies")]),
  );
});
afterAll(() => site.remove());

/** A doc written under content/docs/, as sourcing hands its body over: the job, its key and what it reported. */
function doc(session: TestSession, name: string, body: string) {
  const shown = `content/docs/${name}.mdx`;
  const absolutePath = site.write(shown, `---\ntitle: ${name}\ndescription: About ${name}.\n---\n${body}`);
  const key = stored.docBodyKey({ shown, body, buildCode: compiles.docCompilesOf(session).buildCode });
  const errors: string[] = [];
  // A body's compile reports through reporter.error (a writer's mistake) and reporter.warn (a broken Markdown link).
  const reporter = { error: (m: string) => errors.push(m), warn: () => undefined } as unknown as Reporter;
  const deleteDoc = jest.fn();
  return { key, errors, deleteDoc, job: { request: { absolutePath, shown, body, key }, reporter, deleteDoc } };
}

const develop = (env: NodeJS.ProcessEnv = {}) => testSession(site.dir, { command: "develop", env });

describe("which docs get their node before their body", () => {
  it("those of npm start's first sourcing, with bodies-on-demand on; never a build's, nor a doc saved while the server runs", () => {
    expect(developBodies.compilesOnDemand(develop())).toBe(true);
    expect(developBodies.compilesOnDemand(testSession(site.dir, { command: "build" }))).toBe(false);
    expect(developBodies.compilesOnDemand(develop({ CAIRN_FAST_PATHS_OFF: "bodies-on-demand" }))).toBe(false);
    expect(developBodies.compilesOnDemand(develop({ CAIRN_SAFE_BUILD: "1" }))).toBe(false);
    const serving = develop();
    serving.handovers.developServing = true;
    expect(developBodies.compilesOnDemand(serving)).toBe(false);
  });
});

describe("bodies compiled after their Doc nodes", () => {
  it("compile the body a page asks for at once, ahead of those queued before it, and the rest beside the server from then on", async () => {
    const session = develop();
    const docs = ["first", "second", "third", "fourth"].map((name) => doc(session, `queued-${name}`, `## ${name}\n\nText of ${name}.\n`));
    for (const d of docs) developBodies.deferDocBody(session, d.job);
    // Before the dev bundle is built the thread waits; a query waiting for a body starts it (Gatsby runs every query first when CI is set).
    expect(developBodies.developBodiesOf(session).queue.counts).toEqual({ background: 0, now: 0, retried: 0 });
    await expect(compiles.docBodyCompiled(docs[3].key, session)).resolves.toBe(true);
    expect(stored.readDocBody(docs[3].key)?.headings).toEqual([{ depth: 2, id: "fourth", text: "fourth" }]);
    await developBodies.developBodiesSettled(session);
    for (const d of docs) expect(stored.readDocBody(d.key)).toBeDefined();
    expect(developBodies.developBodiesOf(session).queue.counts).toEqual({ background: 3, now: 1, retried: 0 });
    expect(session.lines.map((l) => l.message)).toContainEqual(
      expect.stringMatching(
        /^fast path bodies-on-demand: ran \(4 doc bodies compiled after their Doc nodes were made over \d+\.\d s: 1 when a page asked for them first, 3 beside the dev server, the thread started once a query waited for a body \(\d+\.\d s after the first was queued\)\)$/,
      ),
    );
    expect(docs.flatMap((d) => d.errors)).toEqual([]);
  });

  it("wait for the dev bundle before the thread starts on them, when no query asks first", async () => {
    const session = develop();
    const docs = ["one", "two", "three"].map((name) => doc(session, `held-${name}`, `Text of ${name}.\n`));
    for (const d of docs) developBodies.deferDocBody(session, d.job);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const { queue } = developBodies.developBodiesOf(session);
    expect(queue.holding).toBe(true);
    expect(queue.counts.background).toBe(0);
    for (const d of docs) expect(stored.readDocBody(d.key)).toBeUndefined();
    developBodies.startBodiesBesideServer(session);
    await developBodies.developBodiesSettled(session);
    for (const d of docs) expect(stored.readDocBody(d.key)).toBeDefined();
    expect(queue.counts).toEqual({ background: 3, now: 0, retried: 0 });
    expect(session.lines.map((l) => l.message)).toContainEqual(expect.stringMatching(/, 3 beside the dev server, the thread started once the dev bundle was built \(\d+\.\d s after the first was queued\)\)$/));
    // Bodies queued after the bundle (an earlier start's Doc nodes without a body) start at once.
    const later = doc(session, "held-later", "Later.\n");
    developBodies.deferDocBody(session, later.job);
    expect(queue.holding).toBe(false);
    await queue.settled();
    expect(stored.readDocBody(later.key)).toBeDefined();
  });

  it("are not compiled again when an earlier start stored them under the same key", async () => {
    const earlier = develop();
    earlier.handovers.developBundled = true;
    const d = doc(earlier, "stored-once", "Stored once.\n");
    developBodies.deferDocBody(earlier, d.job);
    await developBodies.developBodiesSettled(earlier);
    const next = develop();
    developBodies.deferDocBody(next, doc(next, "stored-once", "Stored once.\n").job);
    expect(next.handovers.developBodies).toBeUndefined();
    await developBodies.developBodiesSettled(next);
    expect(next.lines.map((l) => l.message)).toEqual(["fast path bodies-on-demand: off (not needed: every doc body was stored by an earlier start)"]);
  });

  it("report a writer's error as sourcing does, delete the doc's node, and answer the page's query that the body did not compile", async () => {
    const session = develop();
    const bad = doc(session, "broken", "Text {1 + 1}\n");
    developBodies.deferDocBody(session, bad.job);
    await expect(compiles.docBodyCompiled(bad.key, session)).resolves.toBe(false);
    expect(bad.errors).toEqual([expect.stringMatching(/^content\/docs\/broken\.mdx:5:\d+: JavaScript expressions are not supported in docs: \{1 \+ 1\}/)]);
    expect(bad.deleteDoc).toHaveBeenCalledTimes(1);
    expect(stored.readDocBody(bad.key)).toBeUndefined();
    // Asked again (another page, or the search index), it is not compiled again until the doc is sourced again.
    await expect(compiles.docBodyCompiled(bad.key, session)).resolves.toBe(false);
    expect(bad.errors).toHaveLength(1);
  });
});

describe("Doc nodes an earlier start left without a body", () => {
  /** The node store as Gatsby kept it: each Doc node under its Mdx node under its File node. */
  function nodeStore(docs: { id: string; key: string; absolutePath: string; body: string; shown: string }[]) {
    const nodes = new Map<string, Node>();
    const add = (node: Record<string, unknown>) => nodes.set(String(node.id), node as unknown as Node);
    for (const d of docs) {
      add({ id: `file ${d.id}`, absolutePath: d.absolutePath, internal: { type: "File" } });
      add({ id: `mdx ${d.id}`, parent: `file ${d.id}`, body: d.body, internal: { type: "Mdx" } });
      add({ id: d.id, parent: `mdx ${d.id}`, bodyHash: d.key, sourcePath: d.shown, internal: { type: "Doc" } });
    }
    const reporter = { error: jest.fn(), warn: jest.fn() } as unknown as Reporter;
    return {
      getNode: (id: string) => nodes.get(id),
      getNodesByType: (type: string) => [...nodes.values()].filter((n) => n.internal.type === type),
      deleteNode: jest.fn(),
      reporter,
    };
  }

  it("are queued after the first bootstrap, and their bodies compiled; those with a stored body are not", async () => {
    const earlier = develop();
    const kept = doc(earlier, "kept", "Kept.\n");
    developBodies.deferDocBody(earlier, kept.job);
    developBodies.startBodiesBesideServer(earlier);
    await developBodies.developBodiesSettled(earlier);
    const session = develop();
    // After the first bootstrap the dev bundle may already be built: the thread starts on them at once.
    developBodies.startBodiesBesideServer(session);
    const missing = doc(session, "missing", "Never compiled.\n");
    const store = nodeStore([
      { id: "doc kept", key: kept.key, absolutePath: kept.job.request.absolutePath, body: "Kept.\n", shown: kept.job.request.shown },
      { id: "doc missing", key: missing.key, absolutePath: missing.job.request.absolutePath, body: "Never compiled.\n", shown: missing.job.request.shown },
    ]);
    expect(developBodies.deferMissingDocBodies(session, store)).toBe(1);
    await developBodies.developBodiesSettled(session);
    expect(stored.readDocBody(missing.key)).toBeDefined();
    expect(store.deleteNode).not.toHaveBeenCalled();
  });

  it("are left to the resolvers in a build, or with bodies-on-demand off", () => {
    const session = testSession(site.dir, { command: "build" });
    const store = nodeStore([{ id: "doc", key: "0".repeat(32), absolutePath: "/nowhere.mdx", body: "", shown: "content/docs/nowhere.mdx" }]);
    expect(developBodies.deferMissingDocBodies(session, store)).toBe(0);
    expect(developBodies.deferMissingDocBodies(develop({ CAIRN_FAST_PATHS_OFF: "bodies-on-demand" }), store)).toBe(0);
  });
});
