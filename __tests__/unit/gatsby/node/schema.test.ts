/**
 * The typed data layer, as createSchemaCustomization declares it: Gatsby's `actions` faked in the
 * one call the hook makes. Gatsby builds the schema from it in every fixture build
 * (__tests__/build/fixtures.test.ts), and __tests__/develop/ queries it in GraphiQL's way.
 */
import os from "node:os";
import path from "node:path";
import type { Node, Reporter } from "gatsby";
import { DOC_NODE_TYPE, SERVICE_MODULE_NODE_TYPE, SIDEBAR_NODE_TYPE, TAG_NODE_TYPE, TOOL_VERSION_NODE_TYPE, createSchemaCustomization, nodeKey } from "../../../../src/gatsby/node/schema";
import { DOCS_VERSION_NODE_TYPE } from "../../../../src/gatsby/node/schema-site";
import { sourceDoc } from "../../../../src/gatsby/node/nodes/doc";
import { sourceSidebars } from "../../../../src/gatsby/node/nodes/sidebars";
import { sourceTags } from "../../../../src/gatsby/node/nodes/tags";
import { sourceVersions } from "../../../../src/gatsby/node/nodes/versions";
import type { SourceContext } from "../../../../src/gatsby/node/nodes/source";
import { startBuildSession } from "../../../../src/gatsby/node/session";
import { contentFile } from "./nodes/source-for-tests";
import { declaredTypes, nodeTypes, schemaOf, undocumented } from "./schema-for-tests";
import { tempSite } from "./site-for-tests";

/** The type definitions the hook declares, each call's. */
function declared(): string[] {
  const calls: string[] = [];
  // The hook calls actions.createTypes alone.
  const args = { actions: { createTypes: (typeDefs: string) => calls.push(typeDefs) } } as unknown as Parameters<NonNullable<typeof createSchemaCustomization>>[0];
  void createSchemaCustomization!(args, { plugins: [] }, () => undefined);
  return calls;
}

const schema = () => schemaOf(...declared());
const fieldsOf = (type: string) => Object.keys(declaredTypes(schema()).find((t) => t.name === type)!.getFields());

describe("the schema writers query", () => {
  it("is declared in one call, as valid GraphQL naming only types that exist", () => {
    expect(declared()).toHaveLength(1);
    expect(() => schema()).not.toThrow();
  });

  it("documents every type and field, for writers reading GraphiQL", () => {
    // Gatsby's own SiteSiteMetadata keeps Gatsby's description; the fields the site adds to it have theirs (./schema-site.test.ts).
    expect(undocumented(schema())).toEqual(["SiteSiteMetadata"]);
  });

  it("has the node types sourcing makes, each declared so that it never changes shape with the content", () => {
    expect(nodeTypes(schema()).sort((a, b) => a.name.localeCompare(b.name))).toEqual(
      [DOC_NODE_TYPE, DOCS_VERSION_NODE_TYPE, SERVICE_MODULE_NODE_TYPE, SIDEBAR_NODE_TYPE, TAG_NODE_TYPE, TOOL_VERSION_NODE_TYPE].sort().map((name) => ({ name, dontInfer: true })),
    );
  });

  it("links a service page to its module by slug, and tags to the registry", () => {
    const doc = declaredTypes(schema()).find((t) => t.name === "Doc")!.getFields();
    expect(String(doc.serviceModule.type)).toBe("ServiceModule");
    expect(doc.serviceModule.astNode?.directives?.map((d) => d.name.value)).toEqual(["link"]);
    expect(String(doc.tags.type)).toBe("[Tag!]!");
    expect(String(doc.body.type)).toBe("JSON!");
  });
});

describe("the schema against what sourcing makes", () => {
  it("declares every field of the Sidebar, Tag and ToolVersion nodes", async () => {
    const sources: [string, string, (context: SourceContext) => Promise<void>][] = [
      ["Sidebar", "intro:\n  - intro\n", sourceSidebars],
      ["Tag", "vpc: { label: VPC, description: Networks. }\n", sourceTags],
      ["ToolVersion", "terragrunt:\n  label: Terragrunt\n  version: 0.68.14\n", sourceVersions],
    ];
    for (const [type, yaml, source] of sources) {
      const { context, created, errors } = contentFile(`${type}.yaml`, yaml);
      await source(context);
      expect(errors).toEqual([]);
      expect([type, fieldsOf(type)]).toEqual([type, expect.arrayContaining(Object.keys(created[0].fields))]);
    }
  });

  it("declares every field of a Doc node", async () => {
    const site = tempSite("cairn-schema-");
    try {
      startBuildSession({ siteDir: site.dir, env: { gatsby_executing_command: "develop" }, log: { info: () => undefined, warn: () => undefined }, gatsby: { version: "5.16.1", missing: new Map() } });
      const raw = "---\ntitle: Deploy a VPC\n---\nA VPC in every account, stated with <ToolVersion tool=\"terraform\" />.\n\n## Plan\n";
      const absolutePath = site.write("content/docs/guides/vpc.mdx", raw);
      const created: Record<string, unknown>[] = [];
      const errors: string[] = [];
      const node: Node = { id: "mdx", parent: "file", children: [], internal: { type: "Mdx", contentDigest: "d", owner: "gatsby-plugin-mdx" }, frontmatter: { title: "Deploy a VPC" }, body: raw.split("---\n")[2] };
      // Sourcing a doc reports through reporter.error alone.
      const reporter = { error: (message: string) => errors.push(message) } as unknown as Reporter;
      await sourceDoc({ node, file: { relativePath: "docs/guides/vpc.mdx", absolutePath }, shown: "content/docs/guides/vpc.mdx", reporter, loadContent: async () => raw, createChild: (_type, _key, fields) => created.push(fields), deleteChild: () => undefined });
      expect(errors).toEqual([]);
      expect(created).toHaveLength(1);
      expect(fieldsOf("Doc")).toEqual(expect.arrayContaining(Object.keys(created[0])));
    } finally {
      site.remove();
    }
  });
});

describe("node keys", () => {
  it("name the type, the source file and the name within it, so a moved file's nodes are new ones", () => {
    const keys = [
      nodeKey(DOC_NODE_TYPE, "/site/content/docs/a.mdx"),
      nodeKey(DOC_NODE_TYPE, "/site/content/docs/a/index.mdx"),
      nodeKey(SIDEBAR_NODE_TYPE, "/site/content/sidebars.yaml", "intro"),
      nodeKey(SIDEBAR_NODE_TYPE, "/site/content/sidebars.yaml", "guides"),
      nodeKey(TAG_NODE_TYPE, "/site/content/sidebars.yaml", "intro"),
    ];
    expect(new Set(keys).size).toBe(keys.length);
    expect(nodeKey(DOC_NODE_TYPE, path.join("/site", "content", "docs", "a.mdx"))).toBe(keys[0]);
  });

  it("differ between content folders, so a kept cache's docs from another folder do not take the new ones with them", async () => {
    const keyWith = async (folder: string | undefined): Promise<string> => {
      const saved = process.env.CAIRN_CONTENT_DIR;
      if (folder === undefined) delete process.env.CAIRN_CONTENT_DIR;
      else process.env.CAIRN_CONTENT_DIR = folder;
      try {
        let key = "";
        await jest.isolateModulesAsync(async () => {
          const schema = await import("../../../../src/gatsby/node/schema");
          key = schema.nodeKey(schema.DOC_NODE_TYPE, "docs/a.mdx");
        });
        return key;
      } finally {
        if (saved === undefined) delete process.env.CAIRN_CONTENT_DIR;
        else process.env.CAIRN_CONTENT_DIR = saved;
      }
    };
    const inRepository = await keyWith(undefined);
    expect(await keyWith(path.join(os.tmpdir(), "cairn-content-copy"))).not.toBe(inRepository);
    // Named from the site folder, so the same site in another checkout keys its docs alike.
    expect(inRepository).toBe(`Doc >>> content/docs/a.mdx >>> `);
  });
});
