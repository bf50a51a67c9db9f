/**
 * Compiling a doc's body (its MDX file less the frontmatter) into the tree the template renders, as
 * sourcing does it for each doc (./doc.ts): in worker threads running the compiled gatsby-node in
 * `gatsby build` (fast path compile-threads), the tree stored beside the node store
 * (./doc-bodies.ts), and what one build compiled kept in its session for the build log.
 */
import fs from "node:fs";
import path from "node:path";
import { compileDoc, type CompiledDoc } from "../compile";
import { reportContentError } from "../content-errors";
import { contentDir } from "../../content-dir";
import { siteConfig } from "../../../site-config";
import { ContentError } from "../../../lib/content/content-error";
import { seconds } from "../../../lib/build/fast-paths";
import { applyTrailingSlash, docIdFromRelativePath, docPath, stripIndexHtml } from "../../../lib/navigation/paths";
import { markDocBodyFailed, storeDocBody } from "./doc-bodies";
import { buildCodeFingerprint } from "../build-code";
import type { SourceContext } from "./source";
import { CompiledTask, poolSize, threadsBundle } from "../worker-pool";
import { buildSession, type BuildSession } from "../session";

/** A doc's frontmatter block, delimiters and the line break after it included. */
const FRONTMATTER_BLOCK = /^---\r?\n[\s\S]*?\r?\n---[^\n]*\r?\n/;

/** Lines taken by the frontmatter block, so body line numbers can be reported as file lines. */
export function frontmatterLineCount(raw: string): number {
  const match = FRONTMATTER_BLOCK.exec(raw);
  return match ? match[0].split("\n").length - 1 : 0;
}

/** Reads `slug` from a doc's frontmatter without a full parse, for relative Markdown links. */
export function slugOfFile(absolutePath: string): string | undefined {
  const raw = fs.readFileSync(absolutePath, "utf8");
  const frontmatter = /^---\r?\n([\s\S]*?)\r?\n---/.exec(raw)?.[1];
  const slug = frontmatter && /^slug:\s*["']?([^"'\n]+)["']?\s*$/m.exec(frontmatter)?.[1];
  return slug ? slug.trim() : undefined;
}

/**
 * With CAIRN_COMPILE_LOG set to a file, every compile appends its doc's file there, whichever
 * process or thread runs it: the build test that proves each body is compiled once per build,
 * whatever the number of Gatsby's query workers, counts them.
 */
function logCompile(shown: string): void {
  const file = process.env.CAIRN_COMPILE_LOG;
  if (file) fs.appendFileSync(file, `${shown} ${process.pid}\n`);
}

/**
 * Compiles a doc's body (its file without the frontmatter) as sourcing does; throws a ContentError
 * with the file and line for a writer's mistake. Also used by develop's preview (../develop/preview.ts).
 */
export async function compileDocSource({ absolutePath, shown, body, raw }: { absolutePath: string; shown: string; body: string; raw: string }): Promise<CompiledDoc> {
  logCompile(shown);
  const sourceDir = path.dirname(absolutePath);
  return compileDoc(body, {
    file: shown,
    lineOffset: frontmatterLineCount(raw),
    normaliseInternalPath: (p) => applyTrailingSlash(stripIndexHtml(p), siteConfig.trailingSlash),
    resolveMarkdownLink: (target) => {
      const absolute = path.resolve(sourceDir, decodeURIComponent(target));
      const docsRoot = path.join(contentDir, "docs");
      if (!absolute.startsWith(docsRoot) || !fs.existsSync(absolute)) return undefined;
      const targetId = docIdFromRelativePath(path.relative(docsRoot, absolute));
      return docPath(targetId, siteConfig.trailingSlash, slugOfFile(absolute));
    },
  });
}

/** A doc file's body: what follows its frontmatter block (the whole file when it has none). */
export function bodyOfDocFile(raw: string): string {
  const match = FRONTMATTER_BLOCK.exec(raw);
  return match ? raw.slice(match[0].length) : raw;
}

/** A compiled doc as sourcing keeps it: the tree and headings stored (./doc-bodies) under `bodyHash`. */
export interface StoredDoc extends Omit<CompiledDoc, "tree" | "headings"> {
  bodyHash: string;
}

/** A doc to compile, as a worker thread is sent it, with the key to store its body under. */
interface CompileRequest {
  absolutePath: string;
  shown: string;
  body: string;
  key: string;
}

/** The compiled doc, or the writer's mistake (a ContentError's message). */
/** The compiled doc, or the writer's mistake (a ContentError's message). */
type CompileAnswer = { doc: StoredDoc } | { contentError: string };


async function compileAndStore({ absolutePath, shown, body, key }: CompileRequest): Promise<CompileAnswer> {
  const raw = await fs.promises.readFile(absolutePath, "utf8");
  try {
    const { tree, headings, ...rest } = await compileDocSource({ absolutePath, shown, body, raw });
    storeDocBody(key, { tree, headings });
    return { doc: { ...rest, bodyHash: key } };
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    // Gatsby's query workers, waiting for this body, stop waiting (../resolvers.ts).
    markDocBodyFailed(key);
    return { contentError: error.message };
  }
}

/**
 * Threads that compile docs (../worker-pool): one core is left to the build process, which sources
 * the nodes and then bundles with webpack while the docs compile (below), so on two cores one
 * thread; a lone doc (a rebuild after one edit) is compiled here.
 */
const compileThreads = (): number => Math.max(1, Math.min(4, poolSize() - 1));
const compileTask = new CompiledTask<CompileRequest, CompileAnswer>("cairn-compile-docs", compileAndStore, { size: compileThreads(), runLoneJobHere: true });

/**
 * The sourcing of one build's docs: the bodies it is still compiling, by key (true once stored,
 * false when the writer's error was reported), and what it compiled, for the build log.
 */
export interface DocCompiles {
  compiling: Map<string, Promise<boolean>>;
  /** The build code's fingerprint, part of every body's key (a constant outside `gatsby build`). */
  buildCode: string;
  compiled: number;
  /** The span from the first compile's start to the last one's end (performance.now()). */
  first?: number;
  last?: number;
  inThreads: boolean;
}

/** The session's doc compiles, made on first use. */
export function docCompilesOf(session: BuildSession): DocCompiles {
  return (session.handovers.docCompiles ??= {
    compiling: new Map(),
    buildCode: buildCodeFingerprint(session, "doc-bodies") ?? "sources",
    compiled: 0,
    inThreads: false,
  });
}

/** Compiles and stores the body; reports the writer's error (with its line) and returns undefined, or warns of each broken Markdown link. */
export async function compileBody({ file, shown, reporter }: SourceContext, session: BuildSession, body: string, key: string): Promise<StoredDoc | undefined> {
  const compiles = docCompilesOf(session);
  const bundle = threadsBundle(session, "compile-threads");
  compiles.first ??= performance.now();
  const answer = await compileTask.run(bundle, { absolutePath: file.absolutePath, shown, body, key });
  compiles.compiled += 1;
  compiles.last = performance.now();
  if (bundle) compiles.inThreads = true;
  if ("contentError" in answer) {
    reportContentError(reporter, shown, answer.contentError);
    return undefined;
  }
  for (const link of answer.doc.brokenMarkdownLinks) {
    reporter.warn(`${shown}${link.line ? `:${link.line}` : ""}: Markdown link to "${link.url}" points to a file that does not exist`);
  }
  return answer.doc;
}

/** Whether the body under this key compiled (it waits while it compiles). */
export const docBodyCompiled = (key: string, session: BuildSession = buildSession()): Promise<boolean> => docCompilesOf(session).compiling.get(key) ?? Promise.resolve(true);

/** Waits until no body is compiling. */
export async function settleDocCompiles(session: BuildSession = buildSession()): Promise<void> {
  await Promise.all(docCompilesOf(session).compiling.values());
}

/** The compile threads' and the early bodies' lines in the build log, once every body is compiled. */
export function reportDocCompiles(session: BuildSession): void {
  const { compiled, first, last, inThreads, compiling } = docCompilesOf(session);
  const { fastPaths } = session;
  if (compiled === 0) {
    fastPaths.skipped("compile-threads", "not needed: no doc body to compile (every doc as the last build sourced it)");
    fastPaths.skipped("bodies-while-bundling", "not needed: no doc body to compile");
    return;
  }
  if (inThreads && first !== undefined && last !== undefined) fastPaths.ran("compile-threads", `${compiled} doc bodies compiled in ${compileThreads()} thread(s) beside the build process's main thread, over ${seconds(last - first)}`);
  if (compiling.size > 0 && first !== undefined && last !== undefined) fastPaths.ran("bodies-while-bundling", `${compiling.size} doc bodies compiled while Gatsby built the schema, the pages and the bundles, over ${seconds(last - first)}`);
}

