/**
 * Sourcing: each content file becomes typed nodes, one function per kind of source. Mdx nodes
 * under docs/ become Doc nodes (validated, compiled once), sidebars.yaml Sidebar nodes, each
 * catalog YAML a ServiceModule node, tags.yaml Tag nodes and versions.yaml ToolVersion nodes. Every problem names the file and the field.
 */
import type { GatsbyNode, Node, Reporter } from "gatsby";
import { clearContentErrors, contentErrorsMessage, pendingContentErrors } from "../content-errors";
import { displayPath } from "../../content-dir";
import { sourceDoc } from "./doc";
import { reportDocCompiles, settleDocCompiles } from "./doc-compiles";
import type { BuildSession } from "../session";
import { sourceSidebars } from "./sidebars";
import { sourceCatalogModule } from "./catalog";
import { sourceTags } from "./tags";
import { sourceVersions } from "./versions";
import type { ContentFile, SourceContext } from "./source";

/** A file of the content folder, as gatsby-source-filesystem sources it. */
function contentFile(node: Node | undefined): ContentFile | undefined {
  if (!node || node.internal.type !== "File" || node.sourceInstanceName !== "content") return undefined;
  const { relativePath, absolutePath } = node;
  return typeof relativePath === "string" && typeof absolutePath === "string" ? { relativePath, absolutePath } : undefined;
}

/**
 * The nodes onCreateNode reads: the content folder's files and the Mdx nodes made from them. Gatsby
 * asks before each call, so the site's own nodes (a page, a doc, a tag: tens of thousands at scale)
 * are not handed to onCreateNode with the whole API at all.
 */
export const shouldOnCreateNode = ({ node }: { node: Node }): boolean =>
  node.internal.type === "Mdx" || (node.internal.type === "File" && node.sourceInstanceName === "content");

export const onCreateNode: GatsbyNode["onCreateNode"] = async (args) => {
  const { node, getNode, actions, createNodeId, createContentDigest, reporter, loadNodeContent } = args;
  const isDoc = node.internal.type === "Mdx";
  const file = contentFile(isDoc ? (node.parent ? getNode(node.parent) : undefined) : node);
  if (!file) return;
  const shown = displayPath(file.absolutePath);
  const context: SourceContext = {
    node,
    file,
    shown,
    reporter,
    loadContent: () => loadNodeContent(node),
    createChild(type, key, fields) {
      const child = { ...fields, id: createNodeId(key), parent: node.id, children: [], internal: { type, contentDigest: createContentDigest(fields) } };
      actions.createNode(child);
      actions.createParentChildLink({ parent: node, child });
    },
    deleteChild(key) {
      const child = getNode(createNodeId(key));
      if (child) actions.deleteNode(child);
    },
  };
  const { relativePath } = file;
  if (isDoc) {
    if (!relativePath.startsWith("docs/")) return;
    clearContentErrors(shown);
    await sourceDoc(context);
  } else if (relativePath === "sidebars.yaml") {
    clearContentErrors(shown);
    await sourceSidebars(context);
  } else if (relativePath.startsWith("catalog/") && /\.ya?ml$/.test(relativePath)) {
    clearContentErrors(shown);
    await sourceCatalogModule(context);
  } else if (relativePath === "tags.yaml") {
    clearContentErrors(shown);
    await sourceTags(context);
  } else if (relativePath === "versions.yaml") {
    clearContentErrors(shown);
    await sourceVersions(context);
  }
};

/**
 * In `gatsby build`, once every doc body has compiled (./doc compiles them while webpack bundles),
 * a writer's error in one stops the build, naming them all as createPages would have.
 */
export function stopOnDocCompileErrors(session: BuildSession, reporter: Reporter): void {
  void settleDocCompiles(session).then(() => {
    reportDocCompiles(session);
    const errors = pendingContentErrors();
    if (errors.length > 0) reporter.panicOnBuild(contentErrorsMessage(errors));
  });
}
