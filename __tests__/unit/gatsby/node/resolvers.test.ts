import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { storeDocBody } from "../../../../src/gatsby/node/nodes/doc-bodies";
import { createResolvers } from "../../../../src/gatsby/node/resolvers";

type Resolve = (source: unknown, args: unknown, context: unknown) => unknown;
type NodeFields = Record<string, unknown> & { id: string; internal: { type: string; contentDigest: string } };

/** The resolvers as Gatsby would install them. */
function resolvers(): Record<string, Record<string, { resolve: Resolve }>> {
  let installed = {};
  const install = (map: object) => (installed = map);
  // The hook only installs; the arguments it does not read are left out.
  (createResolvers as unknown as (args: { createResolvers: typeof install }) => void)({ createResolvers: install });
  return installed;
}

/** A node model over a few nodes, answering the filters the resolvers use, counting its calls. */
function nodeModel(nodes: NodeFields[]) {
  const matches = (node: NodeFields, filter: Record<string, { eq?: unknown; in?: unknown[] }>) =>
    Object.entries(filter).every(([field, test]) => {
      const value = node[field];
      if (test.in) return test.in.includes(value);
      return Array.isArray(value) ? value.includes(test.eq) : value === test.eq;
    });
  const query = (type: string, q?: { filter?: Record<string, { eq?: unknown; in?: unknown[] }> }) =>
    nodes.filter((node) => node.internal.type === type && (!q?.filter || matches(node, q.filter)));
  return {
    calls: { findOne: 0, getNodeById: 0 },
    async findOne(args: { type: string; query: { filter: Record<string, { eq?: unknown }> } }) {
      this.calls.findOne += 1;
      return query(args.type, args.query)[0] ?? null;
    },
    async findAll(args: { type: string; query?: { filter?: Record<string, { eq?: unknown; in?: unknown[] }> } }) {
      return { entries: query(args.type, args.query) };
    },
    getNodeById(args: { id: string }) {
      this.calls.getNodeById += 1;
      return nodes.find((node) => node.id === args.id) ?? null;
    },
  };
}

const doc = (docId: string, title: string, extra: Record<string, unknown> = {}, digest = "1"): NodeFields => ({
  id: `doc-${docId}`,
  internal: { type: "Doc", contentDigest: digest },
  docId,
  path: `/${docId}/`,
  title,
  sidebarLabel: null,
  paginationLabel: null,
  tagSlugs: [],
  serviceModuleSlug: null,
  ...extra,
});
const sidebar: NodeFields = { id: "sidebar-intro", internal: { type: "Sidebar", contentDigest: "s1" }, name: "intro", sourceItems: [{ type: "doc", id: "a" }, { type: "doc", id: "b" }] };

describe("the sidebar's items", () => {
  it("are resolved once for all the pages of the sidebar, while its docs stay the same", async () => {
    const nodes = [doc("a", "A"), doc("b", "B"), sidebar];
    const model = nodeModel(nodes);
    const { resolve } = resolvers().Sidebar.items;
    const first = await resolve(sidebar, {}, { nodeModel: model });
    expect(first).toEqual([
      { type: "link", label: "A", href: "/a/", docId: "a" },
      { type: "link", label: "B", href: "/b/", docId: "b" },
    ]);
    expect(await resolve(sidebar, {}, { nodeModel: model })).toBe(first);
    expect(model.calls).toEqual({ findOne: 2, getNodeById: 2 });
  });

  it("are resolved again when one of its docs changes", async () => {
    const nodes = [doc("a", "A"), doc("b", "B"), { ...sidebar, id: "sidebar-2" }];
    const model = nodeModel(nodes);
    const { resolve } = resolvers().Sidebar.items;
    await resolve(nodes[2], {}, { nodeModel: model });
    nodes[1] = doc("b", "B renamed", {}, "2");
    expect(await resolve(nodes[2], {}, { nodeModel: model })).toEqual([expect.objectContaining({ label: "A" }), expect.objectContaining({ label: "B renamed" })]);
  });
});

describe("tags", () => {
  const module: NodeFields = { id: "module-vpc", internal: { type: "ServiceModule", contentDigest: "m" }, slug: "networking/vpc", tagSlugs: ["vpc"] };
  const tag: NodeFields = { id: "tag-vpc", internal: { type: "Tag", contentDigest: "t" }, slug: "vpc" };
  const guide = doc("guides/vpc", "Build a VPC", { tagSlugs: ["vpc"] });
  const page = doc("reference/services/networking/vpc", "VPC", { serviceModuleSlug: "networking/vpc" });
  const twin = doc("intro/vpc", "Build a VPC", { tagSlugs: ["vpc"] });

  it("of a service page are its module's", async () => {
    const model = nodeModel([guide, page, module, tag]);
    expect(await resolvers().Doc.tags.resolve(page, {}, { nodeModel: model })).toEqual([tag]);
    expect(await resolvers().Doc.tags.resolve(guide, {}, { nodeModel: model })).toEqual([tag]);
  });

  it("list their docs, service pages included, by title then path", async () => {
    const model = nodeModel([guide, page, twin, module, tag]);
    const docs = (await resolvers().Tag.docs.resolve(tag, {}, { nodeModel: model })) as NodeFields[];
    expect(docs.map((d) => d.path)).toEqual(["/guides/vpc/", "/intro/vpc/", "/reference/services/networking/vpc/"]);
    expect(await resolvers().Tag.count.resolve(tag, {}, { nodeModel: model })).toBe(3);
  });
});

describe("a doc's body", () => {
  it("and its table of contents are read from the file its key names, beside the node store", async () => {
    const site = fs.mkdtempSync(path.join(os.tmpdir(), "cairn-site-"));
    const cwd = process.cwd();
    try {
      process.chdir(site);
      const body = { type: "root", children: [{ type: "text", value: "Terraform keeps state." }] };
      const headings = [
        { depth: 2, id: "state", text: "State" },
        { depth: 3, id: "locking", text: "Locking" },
        { depth: 4, id: "too-deep", text: "Too deep" },
      ];
      const key = "a".repeat(32);
      storeDocBody(key, { tree: body, headings });
      expect(fs.existsSync(path.join(site, ".cache", "cairn-doc-bodies", `${key}.json`))).toBe(true);
      const node = doc("a", "A", { bodyHash: key, sourcePath: "content/docs/a.mdx", tocMinHeadingLevel: 2, tocMaxHeadingLevel: 3 });
      expect(await resolvers().Doc.body.resolve(node, {}, { nodeModel: nodeModel([]) })).toEqual(body);
      expect(await resolvers().Doc.toc.resolve(node, {}, { nodeModel: nodeModel([]) })).toEqual([
        { id: "state", text: "State", level: 2, children: [{ id: "locking", text: "Locking", level: 3, children: [] }] },
      ]);
    } finally {
      process.chdir(cwd);
      fs.rmSync(site, { recursive: true, force: true });
    }
  });

  it("of a node kept from a build older than that store is compiled again from the doc's file", async () => {
    const site = fs.mkdtempSync(path.join(os.tmpdir(), "cairn-site-"));
    const cwd = process.cwd();
    try {
      process.chdir(site);
      const mdx = path.join(site, "a.mdx");
      fs.writeFileSync(mdx, "---\ntitle: A\n---\n\nRun `terraform plan` first.\n");
      const file: NodeFields = { id: "file-a", internal: { type: "File", contentDigest: "f" }, absolutePath: mdx };
      const mdxNode: NodeFields = { id: "mdx-a", internal: { type: "Mdx", contentDigest: "x" }, parent: "file-a" };
      fs.appendFileSync(mdx, "\n## Apply\n\nThen apply.\n");
      const node = doc("a", "A", { sourcePath: "content/docs/a.mdx", parent: "mdx-a", tocMinHeadingLevel: 2, tocMaxHeadingLevel: 3 });
      const model = nodeModel([file, mdxNode, node]);
      const body = await resolvers().Doc.body.resolve(node, {}, { nodeModel: model });
      expect(JSON.stringify(body)).toContain("terraform plan");
      expect(await resolvers().Doc.toc.resolve(node, {}, { nodeModel: model })).toEqual([{ id: "apply", text: "Apply", level: 2, children: [] }]);
    } finally {
      process.chdir(cwd);
      fs.rmSync(site, { recursive: true, force: true });
    }
  });

  it("states the facts it names as the catalog and versions.yaml hold them when it is read", async () => {
    const site = fs.mkdtempSync(path.join(os.tmpdir(), "cairn-site-"));
    const cwd = process.cwd();
    try {
      process.chdir(site);
      const fact = (tagName: string, properties: Record<string, string>) => ({ type: "element", tagName, properties, children: [] });
      const stored = { type: "root", children: [{ type: "element", tagName: "p", properties: {}, children: [fact("ToolVersion", { tool: "terragrunt" }), { type: "text", value: " names " }, fact("ModuleDefault", { module: "vpc", input: "vpc_name" })] }] };
      const key = "b".repeat(32);
      storeDocBody(key, { tree: stored, headings: [] });
      const factReferences = [
        { component: "ToolVersion", props: { tool: "terragrunt" }, line: 5, column: 1 },
        { component: "ModuleDefault", props: { module: "vpc", input: "vpc_name" }, line: 5, column: 30 },
      ];
      const node = doc("a", "A", { bodyHash: key, sourcePath: "content/docs/a.mdx", factReferences });
      const vpc = (name: string): NodeFields => ({
        id: "module-vpc",
        internal: { type: "ServiceModule", contentDigest: name },
        slug: "networking/vpc",
        service: "vpc",
        path: "/reference/services/networking/vpc/",
        version: "v0.110.2",
        sourcePath: "content/catalog/networking/vpc.yaml",
        inputs: [{ name: "vpc_name", type: "string", description: "Name.", required: false, default: name, sensitive: false }],
      });
      const tool: NodeFields = { id: "tool-terragrunt", internal: { type: "ToolVersion", contentDigest: "t" }, tool: "terragrunt", label: "Terragrunt", version: "0.68.14", constraint: null };
      const other: NodeFields = { ...vpc("other"), id: "module-rds", slug: "data-storage/rds", service: "rds" };
      const text = async (name: string) => JSON.stringify(await resolvers().Doc.body.resolve(node, {}, { nodeModel: nodeModel([vpc(name), other, tool]) }));
      expect(await text("main")).toBe(JSON.stringify({ type: "root", children: [{ type: "element", tagName: "p", properties: {}, children: [{ type: "text", value: "0.68.14 names " }, { type: "element", tagName: "code", properties: {}, children: [{ type: "text", value: "main" }] }] }] }));
      expect(await text("edge")).toContain('"value":"edge"');
    } finally {
      process.chdir(cwd);
      fs.rmSync(site, { recursive: true, force: true });
    }
  });

  it("lists no facts for a node kept from a build before facts existed", () => {
    const { resolve } = resolvers().Doc.factReferences;
    expect(resolve(doc("a", "A"), {}, {})).toEqual([]);
    const factReferences = [{ component: "ToolVersion", props: { tool: "terragrunt" }, line: 5, column: 1 }];
    expect(resolve(doc("b", "B", { factReferences }), {}, {})).toEqual(factReferences);
  });

  it("names the doc when neither its body nor its file can be found", async () => {
    const node = doc("a", "A", { sourcePath: "content/docs/a.mdx", parent: null });
    await expect(resolvers().Doc.body.resolve(node, {}, { nodeModel: nodeModel([]) })).rejects.toThrow(/content\/docs\/a\.mdx: its compiled body is missing .*npm run clean/);
  });
});
