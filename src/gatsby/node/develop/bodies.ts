/**
 * `npm start` only (fast path bodies-on-demand; docs/decisions/develop-start.md): when the dev
 * server starts, a doc whose frontmatter gives its title and description gets its Doc node at once
 * (../nodes/doc.ts), and its body is compiled afterwards: as soon as a page's query asks for it
 * (on the main thread, ahead of the others), else by a compile thread that works through the rest
 * beside the dev server. Sourcing had compiled every body first: most of a cold start at 1,500
 * docs, and the first page waited for all of them.
 *
 * A body already stored under its key (../nodes/doc-bodies.ts: the key is a digest of the doc's
 * path and body) is not compiled again. A writer's error in a body is reported as sourcing reports
 * it, and the doc's Doc node is deleted: Gatsby then runs createPages again, which gives the page
 * its stand-in and sends the error to the browser's overlay (./errors.ts), as when sourcing had
 * found it. Docs saved while the server runs are compiled while they are sourced, as before.
 *
 * The thread starts once the dev bundle is first built (`startBodiesBesideServer`), not while
 * sourcing queues the bodies: on two cores it took the second core from sourcing and from webpack,
 * the steps the first page waits for (1,500 docs, three alternated cold starts: the doc served at
 * 28.1 / 24.4 / 22.9 s before, 21.9 / 20.4 / 22.0 s after; bench/HISTORY.md). A page's query
 * that asks for a body before then gets it compiled at once, and starts the thread too: with
 * queries on demand off (`CI` set), Gatsby runs every page's query before the bundle, and the
 * thread then shares that work as before.
 */
import fs from "node:fs";
import path from "node:path";
import type { Node, Reporter } from "gatsby";
import { DemandQueue } from "../../../lib/build/demand-queue";
import { seconds } from "../../../lib/build/fast-paths";
import { docBodiesDir } from "../nodes/doc-bodies";
import { compileHere, compileInThreads, compileThreads, docCompilesOf, reportCompileAnswer, type CompileRequest } from "../nodes/doc-compiles";
import { threadsBundle } from "../worker-pool";
import { DOC_NODE_TYPE } from "../schema";
import type { BuildSession } from "../session";
import { republishContentErrors } from "./errors";

/** A body to compile after its Doc node was made, with what reporting its outcome needs. */
export interface DeferredBody {
  request: CompileRequest;
  reporter: Reporter;
  /** Deletes the doc's Doc node (its body has a writer's error). */
  deleteDoc(): void;
}

/** The session's bodies compiled after their Doc nodes (`handovers.developBodies`). */
export interface DevelopBodies {
  queue: DemandQueue<DeferredBody, boolean>;
  /** Keys whose body has a writer's error: a query asking for one fails until the doc is sourced again. */
  failed: Set<string>;
  first?: number;
  /** When the thread was let start, and why. */
  released?: { at: number; why: "bundle" | "query" };
  last?: number;
  inThread: boolean;
  reported: boolean;
}

/** Whether `npm start` may make this doc's node before compiling its body: the first sourcing only, with the path on. */
export function compilesOnDemand(session: BuildSession): boolean {
  return session.command === "develop" && !session.handovers.developServing && session.fastPaths.on("bodies-on-demand");
}

/** Whether a body is stored under this key already (an earlier start compiled it). */
export const isDocBodyStored = (key: string, siteDir: string): boolean => fs.existsSync(path.join(docBodiesDir(siteDir), `${key}.json`));

async function settle(session: BuildSession, bodies: DevelopBodies, job: DeferredBody, run: Promise<Awaited<ReturnType<typeof compileHere>>>): Promise<boolean> {
  const answer = await run;
  bodies.last = performance.now();
  const doc = reportCompileAnswer(answer, job.request.shown, job.reporter);
  if (doc) return true;
  bodies.failed.add(job.request.key);
  job.deleteDoc();
  republishContentErrors(session);
  return false;
}

/** The session's deferred bodies, made on first use; the resolvers' `want` reaches them through the doc compiles (../nodes/doc-compiles.ts). */
export function developBodiesOf(session: BuildSession): DevelopBodies {
  const existing = session.handovers.developBodies;
  if (existing) return existing;
  const bodies: DevelopBodies = {
    failed: new Set(),
    inThread: false,
    reported: false,
    queue: new DemandQueue<DeferredBody, boolean>({
      background: (job) => {
        const bundle = threadsBundle(session, "compile-threads");
        if (bundle) bodies.inThread = true;
        return settle(session, bodies, job, compileInThreads(bundle, job.request));
      },
      now: (job) => settle(session, bodies, job, compileHere(job.request)),
      // One job in the thread and one waiting for it: the thread never idles, and a page's body is never far behind.
      inFlight: 2,
    }),
  };
  if (!session.handovers.developBundled) bodies.queue.hold();
  session.handovers.developBodies = bodies;
  const compiles = docCompilesOf(session);
  compiles.want = (key) => {
    if (bodies.failed.has(key)) return Promise.resolve(false);
    releaseBodies(bodies, "query");
    return bodies.queue.want(key);
  };
  return bodies;
}

function releaseBodies(bodies: DevelopBodies, why: "bundle" | "query"): void {
  if (!bodies.queue.holding) return;
  bodies.released = { at: performance.now(), why };
  bodies.queue.release();
}

/** The dev bundle is built: the compile thread may start on the queued bodies (and on any queued later). */
export function startBodiesBesideServer(session: BuildSession): void {
  session.handovers.developBundled = true;
  const bodies = session.handovers.developBodies;
  if (bodies) releaseBodies(bodies, "bundle");
}

/** Queues a doc's body to compile after its Doc node is made (a body stored already is not). */
export function deferDocBody(session: BuildSession, job: DeferredBody): void {
  if (isDocBodyStored(job.request.key, session.siteDir)) return;
  const bodies = developBodiesOf(session);
  bodies.first ??= performance.now();
  bodies.failed.delete(job.request.key);
  bodies.queue.add(job.request.key, job);
}

/** A doc as its node and its file give it, for a body to compile that no sourcing queued. */
interface DocNodeFields {
  id: string;
  parent?: string | null;
  sourcePath?: unknown;
  bodyHash?: unknown;
}

/**
 * After the first bootstrap: the Doc nodes Gatsby kept from an earlier start whose body is not
 * stored (that start ended before its thread compiled them) are queued too, so that every page
 * and the search index find their body, and a writer's error in one is reported.
 */
export function deferMissingDocBodies(session: BuildSession, { getNode, getNodesByType, deleteNode, reporter }: { getNode(id: string): Node | undefined; getNodesByType(type: string): Node[]; deleteNode(node: Node): void; reporter: Reporter }): number {
  if (session.command !== "develop" || !session.fastPaths.on("bodies-on-demand")) return 0;
  let queued = 0;
  for (const node of getNodesByType(DOC_NODE_TYPE) as (Node & DocNodeFields)[]) {
    const key = typeof node.bodyHash === "string" ? node.bodyHash : undefined;
    if (!key || developBodiesOf(session).queue.has(key) || isDocBodyStored(key, session.siteDir)) continue;
    const mdx = node.parent ? getNode(node.parent) : undefined;
    const file = mdx?.parent ? getNode(mdx.parent) : undefined;
    const absolutePath = typeof file?.absolutePath === "string" ? file.absolutePath : undefined;
    if (!absolutePath || typeof mdx?.body !== "string") continue; // the resolver compiles it from its file when asked
    deferDocBody(session, { request: { absolutePath, shown: String(node.sourcePath), body: mdx.body, key }, reporter, deleteDoc: () => deleteNode(node) });
    queued += 1;
  }
  return queued;
}

/** Once the queue is worked through: the fast paths' lines (the first time), and whether every body compiled. */
export async function developBodiesSettled(session: BuildSession): Promise<void> {
  const bodies = session.handovers.developBodies;
  if (!bodies) {
    session.fastPaths.skipped("bodies-on-demand", "not needed: every doc body was stored by an earlier start");
    return;
  }
  await bodies.queue.settled();
  if (bodies.reported) return;
  bodies.reported = true;
  const { background, now, retried } = bodies.queue.counts;
  const span = bodies.first !== undefined && bodies.last !== undefined ? ` over ${seconds(bodies.last - bodies.first)}` : "";
  const { first, released } = bodies;
  const after = first !== undefined && released ? ` (${seconds(Math.max(0, released.at - first))} after the first was queued)` : "";
  const waited = released ? `, the thread started once ${released.why === "bundle" ? "the dev bundle was built" : "a query waited for a body"}${after}` : "";
  session.fastPaths.ran("bodies-on-demand", `${background + now} doc bodies compiled after their Doc nodes were made${span}: ${now} when a page asked for them first, ${background} beside the dev server${waited}${retried ? ` (${retried} again here after the thread failed)` : ""}`);
  if (bodies.inThread) session.fastPaths.ran("compile-threads", `${background} doc bodies compiled in ${compileThreads()} thread(s) beside the dev server`);
}
