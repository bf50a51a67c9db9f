/**
 * What the outputs are made from: every module, and every doc with its compiled body, read in
 * batches so that only one batch of bodies is held at a time (at 10,000 pages, every body at once
 * was most of the build's largest process).
 */
import type { CreatePagesArgs } from "gatsby";
import { DOC_NODE_TYPE, SERVICE_MODULE_NODE_TYPE } from "../schema";
import type { CatalogInputQuery } from "../../../lib/content/catalog";
import type { TreeRoot } from "../../../lib/content/hast";
import type { ModuleForMarkdown } from "../../../lib/build/markdown";
import { factValues } from "../../../lib/content/facts";
import { factReferencesOfNode, factTableFromNodes } from "../facts";

export interface OutputDoc {
  path: string;
  title: string;
  description: string;
  body: TreeRoot;
  /** The module a service page documents, for the generated part of its Markdown. */
  serviceModule: ModuleForMarkdown | null;
}

export interface OutputModule {
  slug: string;
  path: string;
  name: string;
  description: string;
  version: string;
  lastChanged: string;
  source: string;
  tagSlugs: string[];
  inputs: CatalogInputQuery[];
  outputs: { name: string; description: string }[];
}

/** A doc as listed without its body (llms.txt). */
export type OutputDocListing = Pick<OutputDoc, "path" | "title" | "description">;

const INPUT_FIELDS = "inputs { name type description required default sensitive } outputs { name description }";

/** Docs per query: each batch's bodies are let go before the next is read. */
export const DOC_BATCH = 250;

type QueryArgs = Pick<CreatePagesArgs, "graphql" | "reporter">;

/** Every module, by slug, or undefined when the query fails (the build is stopped with its errors). */
export async function queryOutputModules({ graphql, reporter }: QueryArgs): Promise<OutputModule[] | undefined> {
  const result = await graphql<{ allServiceModule: { nodes: OutputModule[] } }>(`
    query OutputModules {
      allServiceModule(sort: { slug: ASC }) { nodes { slug path name description version lastChanged source tagSlugs ${INPUT_FIELDS} } }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not query the modules to write the site's outputs", result.errors);
    return undefined;
  }
  return result.data.allServiceModule.nodes;
}

const SERVICE_MODULE_FIELDS = `serviceModule { version lastChanged ${INPUT_FIELDS} usage { terragrunt { code } } manage { replacement { input effect } beforeDestroy } }`;

/** A doc as listed for the outputs: what they are made from, the body and the module by their hashes. */
export interface OutputDocSource extends OutputDocListing {
  bodyHash: string;
  /** The content digest of the module a service page documents. */
  serviceModuleDigest: string | null;
  /** What the facts its body states render (src/lib/content/facts): the body's hash does not cover them. */
  facts: string[];
}

/**
 * Every doc, by path, without its body: read from the node store, not through GraphQL (at 10,000
 * docs, the query's sorting and linking took 0.7 s of a rebuild that needs only these fields).
 */
export function listOutputDocs({ getNodesByType }: Pick<CreatePagesArgs, "getNodesByType">): OutputDocSource[] {
  const modules = new Map(getNodesByType(SERVICE_MODULE_NODE_TYPE).map((module) => [String(module.slug), module.internal.contentDigest]));
  const facts = factTableFromNodes(getNodesByType);
  return getNodesByType(DOC_NODE_TYPE)
    .map((node) => {
      // Gatsby types a node's own fields as unknown; a Doc node's are strings (../schema).
      const slug = typeof node.serviceModuleSlug === "string" ? node.serviceModuleSlug : null;
      return {
        path: String(node.path),
        title: String(node.title),
        description: String(node.description),
        bodyHash: String(node.bodyHash),
        serviceModuleDigest: slug ? (modules.get(slug) ?? null) : null,
        facts: factValues(factReferencesOfNode({ factReferences: node.factReferences }), facts),
      };
    })
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

/**
 * Calls `visit` with every doc (or only those at `paths`), by path, `DOC_BATCH` at a time; returns
 * false when a query fails (the build is stopped with its errors).
 */
export async function forEachOutputDoc({ graphql, reporter }: QueryArgs, visit: (doc: OutputDoc) => void, paths?: readonly string[]): Promise<boolean> {
  if (paths?.length === 0) return true;
  const filter = paths ? "filter: { path: { in: $paths } }, " : "";
  for (let skip = 0, total = 1; skip < total; skip += DOC_BATCH) {
    const result = await graphql<{ allDoc: { totalCount: number; nodes: OutputDoc[] } }>(
      `
      query OutputDocs($skip: Int!, $limit: Int!${paths ? ", $paths: [String]" : ""}) {
        allDoc(${filter}sort: { path: ASC }, skip: $skip, limit: $limit) {
          totalCount
          nodes { path title description body ${SERVICE_MODULE_FIELDS} }
        }
      }
    `,
      { skip, limit: DOC_BATCH, ...(paths ? { paths } : {}) },
    );
    if (result.errors || !result.data) {
      reporter.panicOnBuild("Could not query the docs to write the site's outputs", result.errors);
      return false;
    }
    total = result.data.allDoc.totalCount;
    result.data.allDoc.nodes.forEach(visit);
  }
  return true;
}
