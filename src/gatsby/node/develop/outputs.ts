/**
 * `gatsby develop` runs no post-build: createPages queues the outputs its server needs (the search
 * index and module data), written once the dev bundle is built (./output-queue.ts, ../webpack).
 *
 * With the fast path develop-outputs-when-changed (docs/decisions/develop-start.md) they are made
 * in a worker thread from the stored bodies (../nodes/doc-bodies.ts), once every body has
 * compiled (./bodies.ts), and not at all when nothing they are made from changed since the last
 * start wrote them: the docs' fields, bodies and facts, the modules, and the build code. Made on
 * the main thread, they held it for a second or more at 1,500 docs, in front of the first page a
 * writer opened and, after each save, of the next saved doc's preview. Once they are written (or
 * found current), Parcel's snapshot of the site folder is taken again (fast path parcel-snapshot),
 * so the next start's Parcel does not walk the files this one wrote.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { CreatePagesArgs } from "gatsby";
import type { SearchRecord } from "../../../lib/search/records";
import { resolveFacts, type FactReference, type FactTable } from "../../../lib/content/facts";
import { isTreeRoot } from "../../../lib/content/hast";
import { siteConfig } from "../../../site-config";
import { forEachOutputDoc, listOutputDocs, queryOutputModules, type OutputModule } from "../outputs/data";
import { createDevelopOutputQueue } from "./output-queue";
import { writeModuleJson } from "../outputs/module-json";
import { docSearchRecords, writeSearchIndex } from "../outputs/search-index";
import { docBodiesDir, readDocBody } from "../nodes/doc-bodies";
import { factReferencesOfNode, factTableFromNodes } from "../facts";
import { DOC_NODE_TYPE } from "../schema";
import { CompiledTask, threadsBundle } from "../worker-pool";
import { existingCompiledGatsbyNode, refreshParcelSnapshot } from "../gatsby-internals";
import { buildSession, type BuildSession } from "../session";
import { developBodiesSettled } from "./bodies";

type DevelopOutputArgs = Pick<CreatePagesArgs, "graphql" | "reporter" | "getNodesByType"> & { publicDir: string };

/** What the thread makes the outputs from: each doc's fields and body key, the facts, the modules. */
interface OutputJob {
  publicDir: string;
  bodiesDir: string;
  docs: { path: string; title: string; description: string; bodyHash: string; references: FactReference[] }[];
  table: FactTable;
  modules: OutputModule[];
}

/** The index and module data from the stored bodies; the docs whose body was not there are left out and named. */
async function writeFromStoredBodies({ publicDir, bodiesDir, docs, table, modules }: OutputJob): Promise<{ records: number; missing: string[] }> {
  const records: SearchRecord[] = [];
  const missing: string[] = [];
  for (const doc of docs) {
    const stored = readDocBody(doc.bodyHash, bodiesDir);
    if (!stored || !isTreeRoot(stored.tree)) {
      missing.push(doc.path);
      continue;
    }
    const body = doc.references.length > 0 ? resolveFacts(stored.tree, table) : stored.tree;
    records.push(...docSearchRecords({ path: doc.path, title: doc.title, description: doc.description, body, serviceModule: null }));
  }
  const count = await writeSearchIndex(publicDir, records, modules);
  writeModuleJson(publicDir, modules);
  return { records: count, missing };
}

/**
 * One thread, kept a while between writes: a writer saves docs one after the other, and loading the
 * build's code into a new thread for each save took a core for a second.
 */
const outputTask = new CompiledTask<OutputJob, { records: number; missing: string[] }>("cairn-develop-outputs", writeFromStoredBodies, { size: 1, idleMs: 60_000 });

/** The slow way: every doc's body read through GraphQL, the index made on the main thread. */
async function writeOnMainThread(args: DevelopOutputArgs, modules: OutputModule[]): Promise<void> {
  const docRecords: SearchRecord[] = [];
  if (!(await forEachOutputDoc(args, (doc) => docRecords.push(...docSearchRecords(doc))))) return;
  await writeSearchIndex(args.publicDir, docRecords, modules);
  writeModuleJson(args.publicDir, modules);
}

/** A digest of everything the outputs are made from, the build code included. */
function outputsKey(session: BuildSession, args: DevelopOutputArgs, modules: OutputModule[]): string {
  const bundle = existingCompiledGatsbyNode(session.siteDir);
  const hash = createHash("sha256").update(bundle ? fs.readFileSync(bundle) : "no compiled gatsby-node");
  return hash.update(JSON.stringify({ docs: listOutputDocs(args), modules, search: siteConfig.search })).digest("hex");
}

const keyFile = (session: BuildSession) => path.join(session.cacheDir, "cairn-develop-outputs.json");

function lastKey(session: BuildSession): string | undefined {
  try {
    const saved: unknown = JSON.parse(fs.readFileSync(keyFile(session), "utf8"));
    return typeof saved === "object" && saved !== null && "key" in saved && typeof saved.key === "string" ? saved.key : undefined;
  } catch {
    return undefined;
  }
}

/** Once per start, after the first outputs: Parcel's snapshot taken again (Gatsby's typegen output, rewritten at every start, does not count as a change: gatsby-internals/parcel.ts). */
async function refreshSnapshotOnce(session: BuildSession): Promise<void> {
  if (session.handovers.developSnapshotTaken || !session.fastPaths.on("parcel-snapshot")) return;
  session.handovers.developSnapshotTaken = true;
  const outcome = await refreshParcelSnapshot(session.siteDir);
  if (outcome.taken) session.fastPaths.ran("parcel-snapshot", "taken again once npm start had written its outputs: the next start's Parcel does not walk them");
  else if (outcome.unexpected) session.fastPaths.turnOff("parcel-snapshot", outcome.why);
  else session.fastPaths.skipped("parcel-snapshot", outcome.why);
}

async function writeDevelopOutputs(args: DevelopOutputArgs): Promise<void> {
  const session = buildSession();
  const { fastPaths } = session;
  const quick = fastPaths.on("develop-outputs-when-changed");
  if (quick) await developBodiesSettled(session);
  const modules = await queryOutputModules(args);
  if (!modules) return;
  // With no compiled gatsby-node for a thread to load, threadsBundle turns the path off: the slow way then.
  const bundle = quick ? threadsBundle(session, "develop-outputs-when-changed") : undefined;
  if (!quick || !fastPaths.on("develop-outputs-when-changed")) return writeOnMainThread(args, modules);
  const key = outputsKey(session, args, modules);
  if (key === lastKey(session) && fs.existsSync(path.join(args.publicDir, siteConfig.search.embeddedIndexPath))) {
    fastPaths.ran("develop-outputs-when-changed", "search index and module data as the last start wrote them: nothing they are made from changed");
    return refreshSnapshotOnce(session);
  }
  const started = performance.now();
  const failed = session.handovers.developBodies?.failed ?? new Set<string>();
  const docs = args
    .getNodesByType(DOC_NODE_TYPE)
    .filter((node) => !failed.has(String(node.bodyHash)))
    .map((node) => ({ path: String(node.path), title: String(node.title), description: String(node.description), bodyHash: String(node.bodyHash), references: factReferencesOfNode({ factReferences: node.factReferences }) }))
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  const job: OutputJob = { publicDir: args.publicDir, bodiesDir: docBodiesDir(session.siteDir), docs, table: factTableFromNodes(args.getNodesByType), modules };
  const { records, missing } = await outputTask.run(bundle, job);
  if (missing.length > 0) args.reporter.warn(`The search index of npm start leaves out ${missing.length} doc(s) whose compiled body is missing: ${missing.slice(0, 5).join(", ")}`);
  fs.writeFileSync(keyFile(session), JSON.stringify({ key }));
  fastPaths.ran("develop-outputs-when-changed", `search index (${records} records) and module data written in a thread from the stored bodies in ${((performance.now() - started) / 1000).toFixed(1)} s, once every body had compiled`);
  await refreshSnapshotOnce(session);
}

/** After a save, the outputs wait until Gatsby has sourced the doc, run its queries and written the page data. */
const QUIET_AFTER_SAVE_MS = 2000;

const developOutputs = createDevelopOutputQueue(
  writeDevelopOutputs,
  (error, { reporter }) => reporter.error("Could not write the search index and module data for gatsby develop", error instanceof Error ? error : new Error(String(error))),
  { quietMs: QUIET_AFTER_SAVE_MS },
);

/** Called by createPages in develop whenever the data changes. */
export const queueDevelopOutputs = developOutputs.queue;

/** Called when the develop bundle is built. */
export const developBundleDone = developOutputs.bundleDone;
