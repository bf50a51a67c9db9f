/**
 * Facts from data, not restated: a page names a fact the catalog or `content/versions.yaml` holds
 * (`<ModuleDefault module="account-baseline-root" input="cloudtrail_trail_name" />`) and the
 * value is put in its place whenever the page's body is read (src/gatsby/node/resolvers.ts), so a
 * page cannot say something the data no longer says. A reference to a module, input or tool that
 * does not exist is a content error naming the file, line, column and attribute (`factProblems`).
 * docs/decisions/content-facts.md explains the design.
 */
import type { CatalogInputQuery } from "./catalog";
import { FACT_COMPONENTS, isFactComponent, type FactComponent } from "./mdx-components";
import type { TreeElement, TreeNode, TreeRoot } from "./hast";
import type { ToolVersionDefinition } from "./versions";
import { hclLiteral } from "./usage";
import { boundedEditDistance } from "../search/edit-distance";

/** A fact component as written in a doc, found before the doc is compiled (./fact-scan). */
export interface FactReference {
  component: FactComponent;
  /** Its attributes as written: quoted values as strings, a bare attribute as true. */
  props: Record<string, string | boolean>;
  /** Where it starts in the doc's file, 1-based. */
  line: number;
  column: number;
}

/** What the facts are read from: a module as sourced from its catalog file. */
export interface ModuleFactSource {
  /** `category/service`, e.g. `landing-zone/account-baseline-root`. */
  slug: string;
  /** The URL path of its reference page, where each input has the anchor `#<name>`. */
  path: string;
  version: string;
  inputs: readonly CatalogInputQuery[];
  /** Its catalog file as messages name it. */
  sourcePath?: string;
}

export interface FactTable {
  /** Modules by slug and by service name (a service name two categories share is left out). */
  modules: ReadonlyMap<string, ModuleFactSource>;
  /** Service names that more than one category uses: a reference must give the slug. */
  ambiguous: ReadonlySet<string>;
  tools: ReadonlyMap<string, ToolVersionDefinition>;
}

export function buildFactTable(modules: readonly ModuleFactSource[], tools: readonly ToolVersionDefinition[]): FactTable {
  const byName = new Map<string, ModuleFactSource>();
  const ambiguous = new Set<string>();
  for (const module of modules) {
    byName.set(module.slug, module);
    const service = module.slug.split("/").pop() ?? module.slug;
    if (ambiguous.has(service)) continue;
    if (byName.has(service)) {
      byName.delete(service);
      ambiguous.add(service);
    } else byName.set(service, module);
  }
  return { modules: byName, ambiguous, tools: new Map(tools.map((tool) => [tool.tool, tool])) };
}

const text = (value: string): TreeNode => ({ type: "text", value });
const code = (value: string): TreeElement => ({ type: "element", tagName: "code", properties: {}, children: [text(value)] });

/** An HCL literal on one line, as it reads in a sentence: `["a", "b"]`, `{ enabled = true }`. */
function inlineHcl(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(inlineHcl).join(", ")}]`;
  if (value === null || typeof value !== "object") return hclLiteral(value);
  const entries = Object.entries(value);
  const key = (k: string) => (/^[A-Za-z_][A-Za-z0-9_-]*$/.test(k) ? k : JSON.stringify(k));
  return entries.length === 0 ? "{}" : `{ ${entries.map(([k, v]) => `${key(k)} = ${inlineHcl(v)}`).join(", ")} }`;
}

/** A default as a reader would write it in a sentence: a string bare, anything else as HCL on one line. */
export function formatDefault(value: unknown): string {
  return typeof value === "string" ? value : inlineHcl(value);
}

/** Whether every word of `short` (split at _, - and /) is a word of `long`, in order: `cloudtrail_name` of `cloudtrail_trail_name`. */
function wordsWithin(short: string, long: string): boolean {
  const words = long.split(/[_/-]/);
  let at = 0;
  return short.split(/[_/-]/).every((word) => (at = words.indexOf(word, at) + 1) > 0);
}

/** The name in `names` closest to `wanted`, for "did you mean". */
function closest(wanted: string, names: Iterable<string>): string | undefined {
  let best: { name: string; distance: number } | undefined;
  for (const name of names) {
    const distance = name.includes(wanted) || wanted.includes(name) || wordsWithin(wanted, name) ? 1 : boundedEditDistance(wanted, name, 3);
    if (distance <= 3 && (!best || distance < best.distance)) best = { name, distance };
  }
  return best?.name;
}

const didYouMean = (suggestion: string | undefined) => (suggestion ? `; did you mean "${suggestion}"?` : "");

/** What a fact renders, or why it cannot, with the attribute at fault. */
export type FactResolution = { node: TreeNode; value: string } | { problem: string; prop: string };

interface ResolveOptions {
  /** The fact sits inside a link: a module input renders its name without a link of its own. */
  insideLink?: boolean;
}

function findModule(table: FactTable, name: string): ModuleFactSource | { problem: string; prop: string } {
  const module = table.modules.get(name);
  if (module) return module;
  if (table.ambiguous.has(name)) return { prop: "module", problem: `"${name}" is the name of modules in more than one category; write it as category/service` };
  return { prop: "module", problem: `no catalog module "${name}"${didYouMean(closest(name, table.modules.keys()))}` };
}

/** Resolves one fact component's attributes against the table. */
export function resolveFact(table: FactTable, component: FactComponent, props: Readonly<Record<string, unknown>>, options: ResolveOptions = {}): FactResolution {
  const spec = FACT_COMPONENTS[component];
  for (const prop of spec.required) {
    if (typeof props[prop] !== "string" || props[prop] === "") return { prop, problem: `expected the attribute ${prop}="…"` };
  }
  const known = new Set<string>([...spec.required, ...spec.optional]);
  const unknown = Object.keys(props).find((prop) => !known.has(prop));
  if (unknown) return { prop: unknown, problem: `unknown attribute; <${component}> takes ${[...known].join(", ")}` };

  if (component === "ToolVersion") {
    const name = String(props.tool);
    const tool = table.tools.get(name);
    if (!tool) return { prop: "tool", problem: `no tool "${name}" in content/versions.yaml${didYouMean(closest(name, table.tools.keys()))}` };
    if (props.constraint === undefined) return { node: text(tool.version), value: tool.version };
    if (props.constraint !== true) return { prop: "constraint", problem: "write constraint bare, without a value" };
    if (!tool.constraint) return { prop: "constraint", problem: `content/versions.yaml gives ${name} no constraint` };
    return { node: code(tool.constraint), value: tool.constraint };
  }

  const module = findModule(table, String(props.module));
  if ("problem" in module) return module;
  if (component === "ModuleVersion") return { node: text(module.version), value: module.version };

  const inputName = String(props.input);
  const input = module.inputs.find((candidate) => candidate.name === inputName);
  const where = module.sourcePath ?? module.slug;
  if (!input) {
    const names = module.inputs.map((candidate) => candidate.name);
    return { prop: "input", problem: `"${inputName}" is not an input of ${module.slug} (${where})${didYouMean(closest(inputName, names))}` };
  }
  if (component === "ModuleInput") {
    const name = code(input.name);
    return { node: options.insideLink ? name : { type: "element", tagName: "a", properties: { href: `${module.path}#${input.name}` }, children: [name] }, value: `${module.path}#${input.name}` };
  }
  if (input.required) return { prop: "input", problem: `"${inputName}" of ${module.slug} is required, so it has no default` };
  const value = formatDefault(input.default);
  return { node: code(value), value };
}

/** `<ModuleDefault module="x" input="y" />`, as messages and unresolved facts show a reference. */
export function describeFact(component: string, props: Readonly<Record<string, unknown>>): string {
  const attributes = Object.entries(props).map(([key, value]) => (value === true ? key : `${key}="${String(value)}"`));
  return `<${[component, ...attributes].join(" ")} />`;
}

/** The attributes of a compiled fact element (its other properties are not the writer's). */
function factProps(element: TreeElement): Record<string, unknown> {
  return Object.fromEntries(Object.entries(element.properties).filter(([, value]) => value !== null && value !== false));
}

/** Adjacent text nodes as one: a version put into a sentence reads, renders and is indexed as part of it. */
function joinTexts(children: readonly TreeNode[]): TreeNode[] {
  const joined: TreeNode[] = [];
  for (const child of children) {
    const last = joined[joined.length - 1];
    if (child.type === "text" && last?.type === "text") joined[joined.length - 1] = text(last.value + child.value);
    else joined.push(child);
  }
  return joined;
}

/**
 * The tree with every fact in it replaced by its value. A fact that does not resolve stays as it
 * is (the build has stopped on it; `gatsby develop` renders it as the reference, under the error).
 * Parts of the tree without facts are shared with the input, not copied.
 */
export function resolveFacts(tree: TreeRoot, table: FactTable): TreeRoot {
  const visit = (node: TreeNode, insideLink: boolean): TreeNode => {
    if (node.type === "text") return node;
    if (node.type === "element" && isFactComponent(node.tagName)) {
      const resolved = resolveFact(table, node.tagName, factProps(node), { insideLink });
      return "node" in resolved ? resolved.node : node;
    }
    const inLink = insideLink || (node.type === "element" && node.tagName === "a");
    let changed = false;
    const children = node.children.map((child) => {
      const next = visit(child, inLink);
      if (next !== child) changed = true;
      return next;
    });
    return changed ? { ...node, children: joinTexts(children) } : node;
  };
  const resolved = visit(tree, false);
  return resolved.type === "root" ? resolved : tree;
}

/** A doc as the fact check reads it. */
export interface DocFacts {
  sourcePath: string;
  factReferences?: readonly FactReference[] | null;
}

/** Every reference that does not resolve, as `file:line:column: <Component …>: attribute: problem`. */
export function factProblems(docs: readonly DocFacts[], table: FactTable): string[] {
  return docs.flatMap((doc) =>
    (doc.factReferences ?? []).flatMap((ref) => {
      const resolved = resolveFact(table, ref.component, ref.props);
      return "problem" in resolved ? [`${doc.sourcePath}:${ref.line}:${ref.column}: ${describeFact(ref.component, ref.props)}: attribute "${resolved.prop}": ${resolved.problem}`] : [];
    }),
  );
}

/**
 * What a doc's facts render, in order: part of the key of everything made from its body outside
 * page queries (search records, Markdown), so a changed value makes them again.
 */
export function factValues(references: readonly FactReference[] | null | undefined, table: FactTable): string[] {
  return (references ?? []).map((ref) => {
    const resolved = resolveFact(table, ref.component, ref.props);
    return "value" in resolved ? resolved.value : `unresolved: ${resolved.problem}`;
  });
}

/** The module and tool names a doc's facts read, to look up only those. */
export function factSources(references: readonly FactReference[] | null | undefined): { modules: string[]; tools: string[] } {
  const modules = new Set<string>();
  const tools = new Set<string>();
  for (const ref of references ?? []) {
    if (typeof ref.props.module === "string") modules.add(ref.props.module);
    if (typeof ref.props.tool === "string") tools.add(ref.props.tool);
  }
  return { modules: [...modules], tools: [...tools] };
}
