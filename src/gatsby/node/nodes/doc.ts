/**
 * An MDX file under content/docs/ becomes a Doc node: frontmatter validated, body compiled once
 * into the tree the doc template renders, table of contents built, and a service reference page
 * paired with its catalog module by slug.
 */
import fs from "node:fs";
import path from "node:path";
import { DOC_NODE_TYPE, nodeKey } from "../schema";
import { compileDoc, type CompiledDoc } from "../compile";
import { reportContentError } from "../content-errors";
import { contentDir } from "../../content-dir";
import { siteConfig } from "../../../site-config";
import { ContentError } from "../../../lib/content/content-error";
import { formatProblems, validateFrontmatter, type DocFrontmatter } from "../../../lib/content/frontmatter";
import { moduleDataFile, serviceModuleSlugOf } from "../../../lib/content/service-pages";
import { truncateAtWord } from "../../../lib/content/text";
import { scanFactReferences } from "../../../lib/content/fact-scan";
import type { FactReference } from "../../../lib/content/facts";
import { applyTrailingSlash, docIdFromRelativePath, docPath, stripIndexHtml } from "../../../lib/navigation/paths";
import { docBodyKey, storeDocBody } from "./doc-bodies";
import { buildCodeFingerprint } from "../compiled";
import type { SourceContext } from "./source";
import { CompiledTask, poolSize } from "../worker-pool";

const DOCS_PREFIX = "docs/";

/** A doc's frontmatter block, delimiters and the line break after it included. */
const FRONTMATTER_BLOCK = /^---\r?\n[\s\S]*?\r?\n---[^\n]*\r?\n/;

/** Lines taken by the frontmatter block, so body line numbers can be reported as file lines. */
function frontmatterLineCount(raw: string): number {
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
 * Compiles a doc's body (its file without the frontmatter) as sourcing does; throws a ContentError
 * with the file and line for a writer's mistake. Also used by develop's preview (../develop-preview).
 */
export async function compileDocSource({ absolutePath, shown, body, raw }: { absolutePath: string; shown: string; body: string; raw: string }): Promise<CompiledDoc> {
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
type CompileAnswer = { doc: StoredDoc } | { contentError: string };

async function compileAndStore({ absolutePath, shown, body, key }: CompileRequest): Promise<CompileAnswer> {
  const raw = await fs.promises.readFile(absolutePath, "utf8");
  try {
    const { tree, headings, ...rest } = await compileDocSource({ absolutePath, shown, body, raw });
    storeDocBody(key, { tree, headings });
    return { doc: { ...rest, bodyHash: key } };
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
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

/** The build code's fingerprint, part of every body's key (a constant outside `gatsby build`). */
let buildCode: string | undefined;
const buildCodeOf = (): string => (buildCode ??= buildCodeFingerprint(process.cwd(), "doc-bodies") ?? "sources");

/** Compiles and stores the body; reports the writer's error (with its line) and returns undefined, or warns of each broken Markdown link. */
async function compileBody({ file, shown, reporter }: SourceContext, body: string, key: string): Promise<StoredDoc | undefined> {
  const answer = await compileTask.run(process.cwd(), { absolutePath: file.absolutePath, shown, body, key });
  if ("contentError" in answer) {
    reportContentError(reporter, shown, answer.contentError);
    return undefined;
  }
  for (const link of answer.doc.brokenMarkdownLinks) {
    reporter.warn(`${shown}${link.line ? `:${link.line}` : ""}: Markdown link to "${link.url}" points to a file that does not exist`);
  }
  return answer.doc;
}

/**
 * Bodies a build is still compiling, by key: true once stored, false when the writer's error was
 * reported. `gatsby build` makes a Doc node whose frontmatter gives its title and description at
 * once, and compiles its body while Gatsby builds the schema, creates the pages and bundles the
 * scripts; a query that reads the body waits for it (./resolvers), and the build stops on a
 * writer's error once every body is compiled (../outputs, onPreBuild; or at createPages, with the
 * other content errors). Elsewhere (develop, the tests) sourcing waits for each body, so a writer's
 * error is known before the pages are made.
 */
const compiling = new Map<string, Promise<boolean>>();

/** Whether the body under this key compiled (it waits while it compiles). */
export const docBodyCompiled = (key: string): Promise<boolean> => compiling.get(key) ?? Promise.resolve(true);

/** Waits until no body is compiling. */
export async function settleDocCompiles(): Promise<void> {
  await Promise.all(compiling.values());
}

const compilesLater = (): boolean => process.env.gatsby_executing_command === "build";

/**
 * The facts the body states (`<ToolVersion …/>`), read from its source before it compiles, with
 * their lines in the file: the cross-file check and the outputs' cache keys read them from the node.
 */
function factReferencesOf({ file }: SourceContext, body: string): FactReference[] {
  const found = scanFactReferences(body);
  if (found.length === 0) return found;
  return scanFactReferences(body, frontmatterLineCount(fs.readFileSync(file.absolutePath, "utf8")));
}

/** The Doc node's fields, from the validated frontmatter and what the body gave. */
function docFields(context: SourceContext, frontmatter: DocFrontmatter, fromBody: { title: string; description: string; bodyHash: string; factReferences: FactReference[] }, serviceModuleSlug: string | null) {
  const { file, shown } = context;
  const docId = docIdFromRelativePath(file.relativePath.slice(DOCS_PREFIX.length));
  const editUrl =
    frontmatter.custom_edit_url === null
      ? null
      : (frontmatter.custom_edit_url ?? `${siteConfig.editUrlBase}${path.relative(contentDir, file.absolutePath).split(path.sep).join("/")}`);
  return {
    docId,
    path: docPath(docId, siteConfig.trailingSlash, frontmatter.slug),
    title: fromBody.title,
    sidebarLabel: frontmatter.sidebar_label ?? null,
    description: fromBody.description,
    tagSlugs: frontmatter.tags,
    editUrl,
    hideTitle: frontmatter.hide_title,
    hideTableOfContents: frontmatter.hide_table_of_contents,
    tocMinHeadingLevel: frontmatter.toc_min_heading_level ?? siteConfig.tableOfContents.minHeadingLevel,
    tocMaxHeadingLevel: frontmatter.toc_max_heading_level ?? siteConfig.tableOfContents.maxHeadingLevel,
    paginationLabel: frontmatter.pagination_label ?? null,
    customEditUrl: frontmatter.custom_edit_url ?? null,
    slug: frontmatter.slug ?? null,
    keywords: frontmatter.keywords,
    sourcePath: shown,
    serviceModuleSlug,
    // The tree and its headings are kept beside the node store (./doc-bodies); `body` and `toc` read them when queried.
    bodyHash: fromBody.bodyHash,
    factReferences: fromBody.factReferences,
  };
}

export async function sourceDoc(context: SourceContext): Promise<void> {
  const { node, file, shown, reporter } = context;
  const { frontmatter, problems } = validateFrontmatter(node.frontmatter ?? {});
  if (problems.length > 0) {
    reportContentError(reporter, shown, formatProblems(shown, problems));
    return;
  }
  const serviceModuleSlug = serviceModuleSlugOf(file.relativePath.slice(DOCS_PREFIX.length));
  if (serviceModuleSlug && frontmatter.tags.length > 0) {
    reportContentError(reporter, shown, `${shown}: frontmatter field "tags": a service page takes its tags from content/${moduleDataFile(serviceModuleSlug)}; remove them here`);
    return;
  }
  const body = typeof node.body === "string" ? node.body : "";
  const bodyHash = docBodyKey({ shown, body, buildCode: buildCodeOf() });
  const factReferences = factReferencesOf(context, body);
  const compiled = compileBody(context, body, bodyHash);
  const nodeKeyOfDoc = nodeKey(DOC_NODE_TYPE, file.absolutePath);
  if (compilesLater() && frontmatter.title && frontmatter.description) {
    compiling.set(
      bodyHash,
      compiled.then(
        (doc) => doc !== undefined,
        // Not a writer's mistake (that is an answer): a thread that failed stops the build, as a throw in sourcing would.
        (error: unknown) => reporter.panic(`${shown}: compiling the doc failed`, error instanceof Error ? error : new Error(String(error))),
      ),
    );
    context.createChild(DOC_NODE_TYPE, nodeKeyOfDoc, docFields(context, frontmatter, { title: frontmatter.title, description: frontmatter.description, bodyHash, factReferences }, serviceModuleSlug));
    return;
  }
  const done = await compiled;
  if (!done) return;
  const title = frontmatter.title ?? done.leadingTitle;
  if (!title) {
    reportContentError(reporter, shown, `${shown}: frontmatter field "title": expected a title; set "title" in the frontmatter or start the doc with a "# Heading"`);
    return;
  }
  const description = frontmatter.description ?? (done.firstParagraph ? truncateAtWord(done.firstParagraph, 160, "…") : title);
  context.createChild(DOC_NODE_TYPE, nodeKeyOfDoc, docFields(context, frontmatter, { title, description, bodyHash, factReferences }, serviceModuleSlug));
}
