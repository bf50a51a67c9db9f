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
import { applyTrailingSlash, docIdFromRelativePath, docPath, stripIndexHtml } from "../../../lib/navigation/paths";
import { buildToc } from "../../../lib/navigation/toc";
import { storeDocBody } from "./doc-bodies";
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

/** A compiled doc as sourcing keeps it: the tree stored (./doc-bodies), by its hash. */
export interface StoredDoc extends Omit<CompiledDoc, "tree"> {
  bodyHash: string;
}

/** A doc to compile, as a worker thread is sent it. */
interface CompileRequest {
  absolutePath: string;
  shown: string;
  body: string;
}

/** The compiled doc, or the writer's mistake (a ContentError's message). */
type CompileAnswer = { doc: StoredDoc } | { contentError: string };

async function compileAndStore({ absolutePath, shown, body }: CompileRequest): Promise<CompileAnswer> {
  const raw = await fs.promises.readFile(absolutePath, "utf8");
  try {
    const { tree, ...rest } = await compileDocSource({ absolutePath, shown, body, raw });
    return { doc: { ...rest, bodyHash: storeDocBody(tree) } };
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    return { contentError: error.message };
  }
}

/** In `gatsby build`, docs are compiled in worker threads (../worker-pool), a lone one here; elsewhere here. */
const compileTask = new CompiledTask<CompileRequest, CompileAnswer>("cairn-compile-docs", compileAndStore, { size: poolSize(), runLoneJobHere: true });

/** Compiles and stores the body, or reports the writer's error (with its line) and returns undefined. */
async function compileBody({ node, file, shown, reporter }: SourceContext): Promise<StoredDoc | undefined> {
  const answer = await compileTask.run(process.cwd(), { absolutePath: file.absolutePath, shown, body: typeof node.body === "string" ? node.body : "" });
  if ("doc" in answer) return answer.doc;
  reportContentError(reporter, shown, answer.contentError);
  return undefined;
}

/** The Doc node's fields, from the validated frontmatter and the compiled body. */
function docFields(context: SourceContext, frontmatter: DocFrontmatter, compiled: StoredDoc, title: string, serviceModuleSlug: string | null) {
  const { file, shown } = context;
  const docId = docIdFromRelativePath(file.relativePath.slice(DOCS_PREFIX.length));
  const minLevel = frontmatter.toc_min_heading_level ?? siteConfig.tableOfContents.minHeadingLevel;
  const maxLevel = frontmatter.toc_max_heading_level ?? siteConfig.tableOfContents.maxHeadingLevel;
  const editUrl =
    frontmatter.custom_edit_url === null
      ? null
      : (frontmatter.custom_edit_url ?? `${siteConfig.editUrlBase}${path.relative(contentDir, file.absolutePath).split(path.sep).join("/")}`);
  return {
    docId,
    path: docPath(docId, siteConfig.trailingSlash, frontmatter.slug),
    title,
    sidebarLabel: frontmatter.sidebar_label ?? null,
    description: frontmatter.description ?? (compiled.firstParagraph ? truncateAtWord(compiled.firstParagraph, 160, "…") : title),
    tagSlugs: frontmatter.tags,
    editUrl,
    toc: buildToc(compiled.headings, minLevel, maxLevel),
    hideTitle: frontmatter.hide_title,
    hideTableOfContents: frontmatter.hide_table_of_contents,
    tocMinHeadingLevel: minLevel,
    tocMaxHeadingLevel: maxLevel,
    paginationLabel: frontmatter.pagination_label ?? null,
    customEditUrl: frontmatter.custom_edit_url ?? null,
    slug: frontmatter.slug ?? null,
    keywords: frontmatter.keywords,
    sourcePath: shown,
    serviceModuleSlug,
    // The tree itself is kept beside the node store (./doc-bodies); `body` reads it when queried.
    bodyHash: compiled.bodyHash,
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
  const compiled = await compileBody(context);
  if (!compiled) return;
  for (const link of compiled.brokenMarkdownLinks) {
    reporter.warn(`${shown}${link.line ? `:${link.line}` : ""}: Markdown link to "${link.url}" points to a file that does not exist`);
  }
  const title = frontmatter.title ?? compiled.leadingTitle;
  if (!title) {
    reportContentError(reporter, shown, `${shown}: frontmatter field "title": expected a title; set "title" in the frontmatter or start the doc with a "# Heading"`);
    return;
  }
  context.createChild(DOC_NODE_TYPE, nodeKey(DOC_NODE_TYPE, file.absolutePath), docFields(context, frontmatter, compiled, title, serviceModuleSlug));
}
