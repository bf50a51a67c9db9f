/**
 * The facts pages render (src/lib/content/facts), read from Gatsby's data: the ServiceModule nodes
 * of content/catalog/ and the ToolVersion nodes of content/versions.yaml.
 *
 * A page's query reads only the modules and tools its doc names, through the node model, which
 * records that the page depends on them: a changed catalog file or versions.yaml runs the query of
 * every page that states one of its facts again, in `gatsby develop` and in an incremental build.
 * The checks at createPages and the outputs read the whole table from the node store.
 */
import type { Node } from "gatsby";
import { buildFactTable, factSources, type FactReference, type FactTable, type ModuleFactSource } from "../../lib/content/facts";
import type { CatalogInputQuery } from "../../lib/content/catalog";
import type { ToolVersionDefinition } from "../../lib/content/versions";
import { SERVICE_MODULE_NODE_TYPE, TOOL_VERSION_NODE_TYPE } from "./schema";

/** A ServiceModule node, in the fields facts read (./nodes/catalog). */
interface ModuleNode {
  slug: string;
  path: string;
  version: string;
  inputs: CatalogInputQuery[];
  sourcePath: string;
}

/** A ToolVersion node (./nodes/versions). */
interface ToolNode {
  tool: string;
  label: string;
  version: string;
  constraint: string | null;
}

/** The part of Gatsby's node model a resolver is given that facts use. */
export interface FactNodeModel {
  findAll<T>(args: { type: string; query?: unknown }): Promise<{ entries: Iterable<T> }>;
  findOne<T>(args: { type: string; query: unknown }): Promise<T | null>;
}

const moduleSource = ({ slug, path, version, inputs, sourcePath }: ModuleNode): ModuleFactSource => ({ slug, path, version, inputs, sourcePath });
const toolDefinition = ({ tool, label, version, constraint }: ToolNode): ToolVersionDefinition => ({ tool, label, version, ...(constraint ? { constraint } : {}) });

/**
 * The facts a doc's references read, looked up one by one so that the page depends on those nodes
 * only. A service name (no category) is looked up among every module of that name, so that one
 * two categories share is refused here as in the whole table.
 */
export async function factTableFor(references: readonly FactReference[], nodeModel: FactNodeModel): Promise<FactTable> {
  const { modules, tools } = factSources(references);
  const found = await Promise.all(
    modules.map(async (name) => {
      const filter = name.includes("/") ? { slug: { eq: name } } : { service: { eq: name } };
      return Array.from((await nodeModel.findAll<ModuleNode>({ type: SERVICE_MODULE_NODE_TYPE, query: { filter } })).entries);
    }),
  );
  const toolNodes = await Promise.all(tools.map((tool) => nodeModel.findOne<ToolNode>({ type: TOOL_VERSION_NODE_TYPE, query: { filter: { tool: { eq: tool } } } })));
  const unique = new Map(found.flat().map((module) => [module.slug, module]));
  return buildFactTable([...unique.values()].map(moduleSource), toolNodes.flatMap((tool) => (tool ? [toolDefinition(tool)] : [])));
}

// Gatsby types a node's own fields as unknown; these are the fields ./nodes/catalog and ./nodes/versions give them.
const moduleOfNode = (node: Node): ModuleNode => ({
  slug: String(node.slug),
  path: String(node.path),
  version: String(node.version),
  sourcePath: String(node.sourcePath),
  // The catalog's inputs as validated when sourced (lib/content/catalog).
  inputs: Array.isArray(node.inputs) ? (node.inputs as CatalogInputQuery[]) : [],
});
const toolOfNode = (node: Node): ToolNode => ({ tool: String(node.tool), label: String(node.label), version: String(node.version), constraint: typeof node.constraint === "string" ? node.constraint : null });

/** Every fact, from the node store (createPages' check, the outputs' cache keys). */
export function factTableFromNodes(getNodesByType: (type: string) => Node[]): FactTable {
  const modules = getNodesByType(SERVICE_MODULE_NODE_TYPE).map(moduleOfNode);
  const tools = getNodesByType(TOOL_VERSION_NODE_TYPE).map(toolOfNode);
  const table = buildFactTable(modules.map(moduleSource), tools.map(toolDefinition));
  latestTable = table;
  return table;
}

/** The table createPages last checked the docs against: what `gatsby develop`'s preview of a saved doc resolves with (./develop/preview.ts). */
let latestTable: FactTable | undefined;
export const latestFactTable = (): FactTable | undefined => latestTable;

/** A Doc node's fact references (none on a node made before facts existed). */
export function factReferencesOfNode(node: { factReferences?: unknown }): FactReference[] {
  // Made by lib/content/fact-scan when the doc was sourced (./nodes/doc).
  return Array.isArray(node.factReferences) ? (node.factReferences as FactReference[]) : [];
}
