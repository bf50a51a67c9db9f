/**
 * Sourcing: Mdx nodes under docs/ become Doc nodes (validated, compiled once), sidebars.yaml
 * becomes Sidebar nodes and tags.yaml Tag nodes. Every problem names the file and the field.
 */
import fs from "node:fs";
import path from "node:path";
import type { GatsbyNode, Node, Reporter } from "gatsby";
import { parse as parseYaml, YAMLParseError } from "yaml";
import { compileDoc } from "./compile";
import { clearContentErrors, reportContentError } from "./content-errors";
import { DOC_NODE_TYPE, SERVICE_MODULE_NODE_TYPE, SIDEBAR_NODE_TYPE, TAG_NODE_TYPE, nodeKey } from "./schema";
import { validateCatalogModule } from "../../lib/content/catalog";
import { terraformUsage, terragruntUsage } from "../../lib/content/usage";
import { highlightCode } from "../../lib/content/highlight";
import { contentDir, displayPath } from "../content-dir";
import { siteConfig } from "../../site-config";
import { ContentError } from "../../lib/content/content-error";
import { validateFrontmatter, formatProblems } from "../../lib/content/frontmatter";
import { applyTrailingSlash, docIdFromRelativePath, docPath, stripIndexHtml } from "../../lib/navigation/paths";
import { validateSidebars } from "../../lib/navigation/sidebars";
import { validateTagRegistry } from "../../lib/content/tags";
import { buildToc } from "../../lib/navigation/toc";
import { truncateAtWord } from "../../lib/content/text";

interface FileNode extends Node {
  sourceInstanceName: string;
  relativePath: string;
  absolutePath: string;
}

interface MdxNode extends Node {
  body: string;
  frontmatter?: Record<string, unknown>;
}

const DOCS_PREFIX = "docs/";
const CATALOG_PREFIX = "catalog/";
/** Service reference pages: docs/reference/services/<category>/<service>.mdx, bar the intro pages. */
const SERVICE_DOC = /^docs\/reference\/services\/(?!intro\/)([a-z0-9-]+)\/([a-z0-9-]+)\.mdx$/;

/** The tags of a service page come from its module's data file. */
function serviceModuleTags(category: string, service: string): string[] | undefined {
  const file = path.join(contentDir, "catalog", category, `${service}.yaml`);
  if (!fs.existsSync(file)) return undefined;
  try {
    const data = parseYaml(fs.readFileSync(file, "utf8")) as { tags?: unknown };
    return Array.isArray(data?.tags) ? data.tags.filter((t): t is string => typeof t === "string") : [];
  } catch {
    return []; // The YAML's own error is reported when the catalog file is sourced.
  }
}

/** Lines taken by the frontmatter block, so body line numbers can be reported as file lines. */
function frontmatterLineCount(raw: string): number {
  const match = /^---\r?\n[\s\S]*?\r?\n---[^\n]*\r?\n/.exec(raw);
  return match ? match[0].split("\n").length - 1 : 0;
}

/** Reads `slug` from a doc's frontmatter without a full parse, for relative Markdown links. */
function slugOfFile(absolutePath: string): string | undefined {
  const raw = fs.readFileSync(absolutePath, "utf8");
  const frontmatter = /^---\r?\n([\s\S]*?)\r?\n---/.exec(raw)?.[1];
  const slug = frontmatter && /^slug:\s*["']?([^"'\n]+)["']?\s*$/m.exec(frontmatter)?.[1];
  return slug ? slug.trim() : undefined;
}

function parseYamlFile(file: string, content: string, reporter: Reporter): unknown {
  try {
    return parseYaml(content, { prettyErrors: true, uniqueKeys: true });
  } catch (error) {
    if (error instanceof YAMLParseError) {
      const place = error.linePos?.[0];
      const where = place ? `:${place.line}:${place.col}` : "";
      reportContentError(reporter, file, `${file}${where}: invalid YAML: ${error.message.split("\n")[0]}`);
      return undefined;
    }
    throw error;
  }
}

export const onCreateNode: GatsbyNode["onCreateNode"] = async (args) => {
  const { node, getNode, actions, createNodeId, createContentDigest, reporter, loadNodeContent } = args;
  /** Creates a node of `type` from `fields` as a child of the node being processed. */
  const createChild = (type: string, key: string, fields: object) => {
    const child = { ...fields, id: createNodeId(key), parent: node.id, children: [], internal: { type, contentDigest: createContentDigest(fields) } };
    actions.createNode(child);
    actions.createParentChildLink({ parent: node, child: child as unknown as Node });
  };

  if (node.internal.type === "Mdx") {
    const file = node.parent ? (getNode(node.parent) as FileNode | undefined) : undefined;
    if (!file || file.sourceInstanceName !== "content" || !file.relativePath.startsWith(DOCS_PREFIX)) return;
    const mdx = node as MdxNode;
    const shown = displayPath(file.absolutePath);
    clearContentErrors(shown);
    const raw = await fs.promises.readFile(file.absolutePath, "utf8");
    const { frontmatter, problems } = validateFrontmatter(mdx.frontmatter ?? {});
    if (problems.length > 0) {
      reportContentError(reporter, shown, formatProblems(shown, problems));
      return;
    }
    const docId = docIdFromRelativePath(file.relativePath.slice(DOCS_PREFIX.length));
    const service = SERVICE_DOC.exec(file.relativePath);
    if (service) {
      if (frontmatter.tags.length > 0) {
        reportContentError(reporter, shown, `${shown}: frontmatter field "tags": a service page takes its tags from content/catalog/${service[1]}/${service[2]}.yaml; remove them here`);
        return;
      }
      const tags = serviceModuleTags(service[1], service[2]);
      if (!tags) {
        reportContentError(reporter, shown, `${shown}: no module data for this service page (expected content/catalog/${service[1]}/${service[2]}.yaml)`);
        return;
      }
      frontmatter.tags = tags;
    }
    const sourceDir = path.dirname(file.absolutePath);
    let compiled;
    try {
      compiled = await compileDoc(mdx.body, {
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
    } catch (error) {
      if (error instanceof ContentError) {
        reportContentError(reporter, shown, error.message);
        return;
      }
      throw error;
    }
    for (const link of compiled.brokenMarkdownLinks) {
      reporter.warn(`${shown}${link.line ? `:${link.line}` : ""}: Markdown link to "${link.url}" points to a file that does not exist`);
    }
    const title = frontmatter.title ?? compiled.leadingTitle;
    if (!title) {
      reportContentError(reporter, shown, `${shown}: frontmatter field "title": expected a title; set "title" in the frontmatter or start the doc with a "# Heading"`);
      return;
    }
    const minLevel = frontmatter.toc_min_heading_level ?? siteConfig.tableOfContents.minHeadingLevel;
    const maxLevel = frontmatter.toc_max_heading_level ?? siteConfig.tableOfContents.maxHeadingLevel;
    const editUrl =
      frontmatter.custom_edit_url === null
        ? null
        : (frontmatter.custom_edit_url ?? `${siteConfig.editUrlBase}${path.relative(contentDir, file.absolutePath).split(path.sep).join("/")}`);
    const fields = {
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
      body: compiled.tree,
    };
    createChild(DOC_NODE_TYPE, nodeKey(DOC_NODE_TYPE, file.absolutePath), fields);
    return;
  }

  if (node.internal.type !== "File") return;
  const file = node as FileNode;
  if (file.sourceInstanceName !== "content") return;
  const shown = displayPath(file.absolutePath);
  if (file.relativePath === "sidebars.yaml" || file.relativePath === "tags.yaml") clearContentErrors(shown);

  if (file.relativePath === "sidebars.yaml") {
    const raw = parseYamlFile(shown, await loadNodeContent(node), reporter);
    if (raw === undefined) return;
    const { sidebars, problems } = validateSidebars(raw ?? {});
    if (problems.length > 0) {
      reportContentError(reporter, shown, problems.map((p) => `${shown}: ${p.where}: ${p.message}`).join("\n"));
      return;
    }
    for (const [name, sourceItems] of Object.entries(sidebars)) {
      const fields = { name, sourceItems };
      createChild(SIDEBAR_NODE_TYPE, nodeKey(SIDEBAR_NODE_TYPE, file.absolutePath, name), fields);
    }
    return;
  }

  if (file.relativePath.startsWith(CATALOG_PREFIX) && /\.ya?ml$/.test(file.relativePath)) {
    clearContentErrors(shown);
    const match = /^catalog\/([a-z0-9-]+)\/([a-z0-9-]+)\.ya?ml$/.exec(file.relativePath);
    if (!match) {
      reportContentError(reporter, shown, `${shown}: catalog files live at content/catalog/<category>/<service>.yaml`);
      return;
    }
    const raw = parseYamlFile(shown, await loadNodeContent(node), reporter);
    if (raw === undefined) return;
    const { module, problems } = validateCatalogModule(raw);
    if (!module) {
      reportContentError(reporter, shown, problems.map((p) => `${shown}: ${p.where}: ${p.message}`).join("\n"));
      return;
    }
    const [, category, service] = match;
    const highlighted = (code: string) => ({ code, lines: highlightCode(code, "hcl") });
    const fields = {
      ...module,
      tagSlugs: module.tags,
      slug: `${category}/${service}`,
      category,
      service,
      path: applyTrailingSlash(`/reference/services/${category}/${service}`, siteConfig.trailingSlash),
      usage: { terraform: highlighted(terraformUsage(module)), terragrunt: highlighted(terragruntUsage(module)) },
      sourcePath: shown,
    };
    delete (fields as { tags?: unknown }).tags;
    createChild(SERVICE_MODULE_NODE_TYPE, nodeKey(SERVICE_MODULE_NODE_TYPE, file.absolutePath), fields);
    return;
  }

  if (file.relativePath === "tags.yaml") {
    const raw = parseYamlFile(shown, await loadNodeContent(node), reporter);
    if (raw === undefined) return;
    const { tags, problems } = validateTagRegistry(raw ?? {});
    if (problems.length > 0) {
      reportContentError(reporter, shown, problems.map((p) => `${shown}: ${p.where}: ${p.message}`).join("\n"));
      return;
    }
    for (const tag of tags) {
      const fields = { ...tag, path: applyTrailingSlash(`/tags/${tag.slug}`, siteConfig.trailingSlash) };
      createChild(TAG_NODE_TYPE, nodeKey(TAG_NODE_TYPE, file.absolutePath, tag.slug), fields);
    }
  }
};
