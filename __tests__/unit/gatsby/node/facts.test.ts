/**
 * The facts read from Gatsby's data. A node model (the part a resolver is given that facts use) over
 * a few nodes stands for Gatsby's; __tests__/build/fixtures.test.ts builds a site whose pages state
 * facts, and one whose facts name what the data lacks.
 */
import type { Node } from "gatsby";
import { factReferencesOfNode, factTableFor, factTableFromNodes, latestFactTable, type FactNodeModel } from "../../../../src/gatsby/node/facts";
import { factProblems, resolveFact, type FactReference } from "../../../../src/lib/content/facts";

const node = (type: string, id: string, fields: Record<string, unknown>): Node => ({ id, parent: null, children: [], internal: { type, contentDigest: id, owner: "cairn" }, ...fields });
const input = (name: string, fields: Record<string, unknown> = {}) => ({ name, type: "string", description: `The ${name}.`, required: false, default: null, sensitive: false, ...fields });
const moduleNode = (slug: string, inputs: ReturnType<typeof input>[] = []) =>
  node("ServiceModule", slug, { slug, service: slug.split("/")[1], path: `/reference/services/${slug}/`, version: "v0.110.2", inputs, sourcePath: `content/catalog/${slug}.yaml` });
const NODES: Node[] = [
  moduleNode("networking/vpc", [input("num_nat_gateways", { type: "number", default: 1 }), input("vpc_name", { required: true })]),
  moduleNode("app-orchestration/ecs-service"),
  moduleNode("data-storage/backup"),
  moduleNode("security/backup"),
  node("ToolVersion", "terragrunt", { tool: "terragrunt", label: "Terragrunt", version: "0.68.14", constraint: ">= 0.68.0" }),
  node("ToolVersion", "kubernetes", { tool: "kubernetes", label: "Kubernetes (Amazon EKS)", version: "1.33", constraint: null }),
];

/**
 * Gatsby's node model over NODES, answering the `eq` filters facts use, keeping what it was asked.
 * Its query and answers are typed by the caller, as Gatsby's are: hence the casts.
 */
function nodeModel(): FactNodeModel & { asked: string[] } {
  const asked: string[] = [];
  const matching = (type: string, query: unknown) => {
    const filter = (query as { filter?: Record<string, { eq: unknown }> } | undefined)?.filter ?? {};
    asked.push(`${type} ${JSON.stringify(filter)}`);
    return NODES.filter((n) => n.internal.type === type && Object.entries(filter).every(([field, { eq }]) => n[field] === eq));
  };
  return {
    asked,
    findAll: async <T,>({ type, query }: { type: string; query?: unknown }) => ({ entries: matching(type, query) as Iterable<T> }),
    findOne: async <T,>({ type, query }: { type: string; query: unknown }) => (matching(type, query)[0] ?? null) as T | null,
  };
}

const ref = (component: FactReference["component"], props: FactReference["props"], line = 3): FactReference => ({ component, props, line, column: 1 });

describe("the facts of one doc", () => {
  it("are looked up one by one, only those its references name, so its page depends on those nodes alone", async () => {
    const model = nodeModel();
    const table = await factTableFor([ref("ModuleDefault", { module: "vpc", input: "num_nat_gateways" }), ref("ToolVersion", { tool: "terragrunt" }), ref("ModuleVersion", { module: "vpc" })], model);
    expect(model.asked).toEqual(['ServiceModule {"service":{"eq":"vpc"}}', 'ToolVersion {"tool":{"eq":"terragrunt"}}']);
    expect(resolveFact(table, "ModuleDefault", { module: "vpc", input: "num_nat_gateways" })).toMatchObject({ value: "1" });
    expect(resolveFact(table, "ToolVersion", { tool: "terragrunt" })).toMatchObject({ value: "0.68.14" });
    expect(resolveFact(table, "ToolVersion", { tool: "terragrunt", constraint: true })).toMatchObject({ value: ">= 0.68.0" });
    expect(table.modules.has("app-orchestration/ecs-service")).toBe(false);
  });

  it("find a module by category/service by its slug", async () => {
    const model = nodeModel();
    const table = await factTableFor([ref("ModuleVersion", { module: "security/backup" })], model);
    expect(model.asked).toEqual(['ServiceModule {"slug":{"eq":"security/backup"}}']);
    expect(resolveFact(table, "ModuleVersion", { module: "security/backup" })).toMatchObject({ value: "v0.110.2" });
  });

  it("refuse a service name two categories share, as the whole table does", async () => {
    const table = await factTableFor([ref("ModuleVersion", { module: "backup" })], nodeModel());
    expect(resolveFact(table, "ModuleVersion", { module: "backup" })).toEqual({ prop: "module", problem: '"backup" is the name of modules in more than one category; write it as category/service' });
  });

  it("leave out what the data does not have, for the reference to stay unresolved", async () => {
    const table = await factTableFor([ref("ToolVersion", { tool: "terragrunnt" }), ref("ModuleVersion", { module: "vpcs" })], nodeModel());
    expect(table.tools.size).toBe(0);
    expect(table.modules.size).toBe(0);
  });

  it("are none for a doc that states none, with nothing looked up", async () => {
    const model = nodeModel();
    const table = await factTableFor([], model);
    expect(model.asked).toEqual([]);
    expect(table.modules.size + table.tools.size).toBe(0);
  });
});

describe("every fact, from the node store", () => {
  it("is the table of every module and tool, which the checks at createPages hold each doc's references against", () => {
    const table = factTableFromNodes((type) => NODES.filter((n) => n.internal.type === type));
    expect([...table.modules.keys()]).toEqual(expect.arrayContaining(["networking/vpc", "vpc", "ecs-service", "data-storage/backup", "security/backup"]));
    expect(table.ambiguous).toEqual(new Set(["backup"]));
    expect(table.tools.get("kubernetes")).toEqual({ tool: "kubernetes", label: "Kubernetes (Amazon EKS)", version: "1.33" });
    expect(table.tools.get("terragrunt")).toEqual({ tool: "terragrunt", label: "Terragrunt", version: "0.68.14", constraint: ">= 0.68.0" });
    const problems = factProblems([{ sourcePath: "content/docs/a.mdx", factReferences: [ref("ModuleDefault", { module: "vpc", input: "vpc_name" }, 9)] }], table);
    expect(problems).toEqual(['content/docs/a.mdx:9:1: <ModuleDefault module="vpc" input="vpc_name" />: attribute "input": "vpc_name" of networking/vpc is required, so it has no default']);
  });

  it("is kept as the latest table, for develop's preview of a saved doc", () => {
    const table = factTableFromNodes((type) => NODES.filter((n) => n.internal.type === type));
    expect(latestFactTable()).toBe(table);
    const empty = factTableFromNodes(() => []);
    expect(latestFactTable()).toBe(empty);
  });
});

describe("a Doc node's fact references", () => {
  it("are what sourcing read from the doc, or none on a node made before facts existed", () => {
    const references = [ref("ToolVersion", { tool: "terragrunt" })];
    expect(factReferencesOfNode({ factReferences: references })).toBe(references);
    expect(factReferencesOfNode({})).toEqual([]);
    expect(factReferencesOfNode({ factReferences: null })).toEqual([]);
  });
});
