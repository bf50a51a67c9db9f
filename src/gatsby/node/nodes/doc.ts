/**
 * An MDX file under content/docs/ becomes a Doc node: frontmatter validated, body compiled once
 * into the tree the doc template renders (./doc-compiles.ts), and a service reference page paired
 * with its catalog module by slug.
 */
import path from "node:path";
import { DOC_NODE_TYPE, nodeKey } from "../schema";
import { reportContentError } from "../content-errors";
import { contentDir } from "../../content-dir";
import { siteConfig } from "../../../site-config";
import { formatProblems, validateFrontmatter, type DocFrontmatter } from "../../../lib/content/frontmatter";
import { moduleDataFile, serviceModuleSlugOf } from "../../../lib/content/service-pages";
import { truncateAtWord } from "../../../lib/content/text";
import fs from "node:fs";
import { scanFactReferences } from "../../../lib/content/fact-scan";
import type { FactReference } from "../../../lib/content/facts";
import { docIdFromRelativePath, docPath } from "../../../lib/navigation/paths";
import { docBodyKey, markDocBodyCompiling } from "./doc-bodies";
import { compileBody, docCompilesOf, frontmatterLineCount } from "./doc-compiles";
import type { SourceContext } from "./source";
import { buildSession, type BuildSession } from "../session";
import { compilesOnDemand, deferDocBody } from "../develop/bodies";

const DOCS_PREFIX = "docs/";

/**
 * `gatsby build` makes a Doc node whose frontmatter gives its title and description at once, and
 * compiles its body while Gatsby builds the schema, creates the pages and bundles the scripts
 * (fast path bodies-while-bundling); a query that reads the body waits for it (../resolvers.ts),
 * and the build stops on a writer's error once every body is compiled (../outputs, onPreBuild; or
 * at createPages, with the other content errors). `npm start` makes such a node at once too, and
 * compiles the body when a page asks for it or a thread reaches it (../develop/bodies.ts). Elsewhere
 * (a doc saved while the dev server runs, the tests, the paths off) sourcing waits for each body, so
 * a writer's error is known before the pages are made.
 */
const compilesLater = (session: BuildSession): boolean => session.command === "build" && session.fastPaths.on("bodies-while-bundling");

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
  const session = buildSession();
  const bodyHash = docBodyKey({ shown, body, buildCode: docCompilesOf(session).buildCode });
  const factReferences = factReferencesOf(context, body);
  const given = frontmatter.title && frontmatter.description ? { title: frontmatter.title, description: frontmatter.description } : undefined;
  const nodeKeyOfDoc = nodeKey(DOC_NODE_TYPE, file.relativePath);
  if (given && compilesOnDemand(session)) {
    // npm start: the node now, the body when a page asks for it or a thread reaches it (../develop/bodies.ts).
    deferDocBody(session, { request: { absolutePath: file.absolutePath, shown, body, key: bodyHash }, reporter, deleteDoc: () => context.deleteChild(nodeKeyOfDoc) });
    context.createChild(DOC_NODE_TYPE, nodeKeyOfDoc, docFields(context, frontmatter, { ...given, bodyHash, factReferences }, serviceModuleSlug));
    return;
  }
  const later = compilesLater(session) ? given : undefined;
  // Gatsby's query workers wait for a body so marked instead of compiling it again (../resolvers.ts).
  if (later) markDocBodyCompiling(bodyHash);
  const compiled = compileBody(context, session, body, bodyHash);
  if (later) {
    docCompilesOf(session).compiling.set(
      bodyHash,
      compiled.then(
        (doc) => doc !== undefined,
        // Not a writer's mistake (that is an answer): a thread that failed stops the build, as a throw in sourcing would.
        (error: unknown) => reporter.panic(`${shown}: compiling the doc failed`, error instanceof Error ? error : new Error(String(error))),
      ),
    );
    context.createChild(DOC_NODE_TYPE, nodeKeyOfDoc, docFields(context, frontmatter, { ...later, bodyHash, factReferences }, serviceModuleSlug));
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
