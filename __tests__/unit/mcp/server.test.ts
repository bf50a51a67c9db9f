/**
 * The server's tools, resources and prompts over a small built site, through the SDK's client
 * (in memory; __tests__/e2e/mcp.test.ts runs the real server process over the real site).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { terraformUsage, terragruntUsage } from "../../../src/lib/content/usage";
import { groupHitsByPage } from "../../../src/lib/search/group";
import { loadLocalIndex, resetLocalIndex } from "../../../src/lib/search/load";
import { createFolderReader } from "../../../mcp/src/folder-reader";
import { createDocsServer } from "../../../mcp/src/server";
import { createDocsSite } from "../../../mcp/src/site";
import { buildFixtureSite, BUILT_AT, SITE_URL, VPC_MODULE } from "./fixture-site";

let root: string;
const logged: string[] = [];

async function connect(folder: string) {
  resetLocalIndex();
  const server = createDocsServer(createDocsSite(createFolderReader(folder), SITE_URL), (message) => logged.push(message));
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await server.connect(serverSide);
  const client = new Client({ name: "test", version: "1" });
  await client.connect(clientSide);
  return client;
}

let client: Client;
beforeAll(async () => {
  root = await buildFixtureSite();
  client = await connect(root);
});
afterAll(async () => {
  await client.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const call = async (name: string, args: Record<string, unknown> = {}) => (await client.callTool({ name, arguments: args })) as CallToolResult;
const textOf = (result: CallToolResult) => result.content.map((c) => (c.type === "text" ? c.text : "")).join("");

describe("tools", () => {
  it("lists five read-only tools, each with a description and an input and output schema", async () => {
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name)).toEqual(["search_docs", "read_doc", "get_module", "list_modules", "list_sections"]);
    for (const tool of tools) {
      expect(tool.description!.length).toBeGreaterThan(80);
      expect(tool.inputSchema.type).toBe("object");
      expect(tool.outputSchema?.type).toBe("object");
      expect(tool.annotations).toMatchObject({ readOnlyHint: true, destructiveHint: false });
    }
  });
});

describe("search_docs", () => {
  it("answers the pages the site's results page shows, in its order, with URLs and snippets", async () => {
    const index = await loadLocalIndex("/search-index.json", async (url) => new Response(fs.readFileSync(path.join(root, String(url)))));
    const site = groupHitsByPage((await index.search("nat gateway", 50)).hits).map((group) => group.url);
    const result = await call("search_docs", { query: "  nat   gateway " });
    const structured = result.structuredContent as { query: string; results: { path: string; url: string; matches: { snippet: string; sectionPath: string[] }[] }[] };
    expect(structured.query).toBe("nat gateway");
    expect(structured.results.map((r) => r.path)).toEqual(site.slice(0, 5));
    expect(structured.results[0].url).toBe(`${SITE_URL}${structured.results[0].path}`);
    const guide = structured.results.find((r) => r.path === "/guides/vpc/")!;
    expect(guide.matches[0]).toMatchObject({ sectionPath: ["Guides", "Build a VPC", "Subnets", "NAT gateways"], snippet: expect.stringContaining("One NAT gateway per zone") });
    expect(textOf(result)).toContain("path: /guides/vpc/");
  });

  it("keeps to one section when asked, and says so when nothing matches", async () => {
    const result = await call("search_docs", { query: "vpc", section: "Service Catalog API", limit: 10 });
    const paths = (result.structuredContent as { results: { section: string }[] }).results.map((r) => r.section);
    expect(paths.length).toBeGreaterThan(0);
    expect(new Set(paths)).toEqual(new Set(["Service Catalog API"]));
    expect(textOf(await call("search_docs", { query: "xyzzy quantum" }))).toContain("No pages match “xyzzy quantum”");
  });

  it("refuses an empty query or a wrong argument with a tool error", async () => {
    expect(await call("search_docs", { query: "   " })).toMatchObject({ isError: true, content: [{ text: expect.stringContaining("The query is empty") }] });
    expect(await call("search_docs", { query: "vpc", limit: 500 })).toMatchObject({ isError: true });
    expect(await call("search_docs", { query: "vpc", section: "Nowhere" })).toMatchObject({ isError: true });
  });
});

describe("read_doc", () => {
  it("returns the page's Markdown with its title, breadcrumbs, tags, build stamp and sections", async () => {
    const result = await call("read_doc", { path_or_url: "/reference/services/networking/vpc/" });
    const doc = result.structuredContent as Record<string, unknown>;
    expect(doc.markdown).toBe(fs.readFileSync(path.join(root, "reference/services/networking/vpc/index.md"), "utf8"));
    expect(doc).toMatchObject({
      title: "VPC",
      url: `${SITE_URL}/reference/services/networking/vpc/`,
      breadcrumbs: [{ label: "Networking" }, { label: "VPC", url: `${SITE_URL}/reference/services/networking/vpc/` }],
      tags: [{ slug: "vpc", label: "VPC", url: `${SITE_URL}/tags/vpc/` }, { slug: "networking" }],
      builtAt: BUILT_AT,
      buildVersion: "abc123",
    });
    expect((doc.sections as { id: string }[]).map((s) => s.id)).toEqual(expect.arrayContaining(["overview", "usage", "inputs", "required", "optional", "outputs"]));
    expect(textOf(result)).toMatch(/^---\ntitle: "VPC"\nurl: https:\/\/docs\.cairn\.example\/reference\/services\/networking\/vpc\/\nbreadcrumbs: "Networking › VPC"\ntags: \[vpc, networking\]\nbuilt: 2026-11-27T12:00:00\.000Z\n---\n# VPC\n/);
  });

  it("returns one section, named by id, by text or by the anchor of a URL", async () => {
    const byId = (await call("read_doc", { path_or_url: "/guides/vpc/", section: "subnets" })).structuredContent as { markdown: string; section: unknown };
    expect(byId.markdown).toBe("## Subnets\n\nPrivate app subnets hold services.\n\n### NAT gateways\n\nOne NAT gateway per zone keeps egress up when a zone fails.\n");
    expect(byId.section).toEqual({ id: "subnets", title: "Subnets" });
    const byAnchor = (await call("read_doc", { path_or_url: `${SITE_URL}/guides/vpc/#peering` })).structuredContent as { markdown: string };
    expect(byAnchor.markdown).toBe("## Peering\n\nPeer the application VPC with the management VPC.\n");
    const input = (await call("read_doc", { path_or_url: "/reference/services/networking/vpc/#num_nat_gateways" })).structuredContent as { markdown: string };
    expect(input.markdown).toBe("- `num_nat_gateways` (`number`, default `1`): How many NAT gateways to create, one per availability zone.\n");
  });

  it("lists the page's sections when the one asked for is not there", async () => {
    expect(textOf(await call("read_doc", { path_or_url: "/guides/vpc/", section: "Routing" }))).toBe(
      '/guides/vpc/ has no section "Routing". Its sections: subnets (“Subnets”), nat-gateways (“NAT gateways”), peering (“Peering”). Pass one of these ids, or leave section out for the whole page.',
    );
  });

  it("suggests the nearest pages for a path that is not a doc", async () => {
    const result = await call("read_doc", { path_or_url: "/guides/vcp/" });
    expect(result.isError).toBe(true);
    expect(textOf(result)).toMatch(/^No doc at \/guides\/vcp\/ on https:\/\/docs\.cairn\.example\.\nDid you mean:\n- Build a VPC \(\/guides\/vpc\/\)/);
  });

  it("points to search and browsing for a page with no Markdown and no near name", async () => {
    expect(textOf(await call("read_doc", { path_or_url: "/" }))).toBe("No doc at / on https://docs.cairn.example. Find pages with search_docs, or browse them with list_sections.");
  });

  it("refuses paths outside the site, naming what it accepts", async () => {
    for (const attempt of ["../../etc/passwd", "/..%2f..%2fpackage.json", "file:///etc/passwd", "https://evil.example/guides/vpc/"]) {
      const result = await call("read_doc", { path_or_url: attempt });
      expect(result.isError).toBe(true);
      expect(textOf(result)).not.toContain("root:");
    }
  });
});

describe("get_module and list_modules", () => {
  it("returns the module's data as the build wrote it, with the usage blocks its page shows", async () => {
    for (const name of ["vpc", "VPC", "networking/vpc", "/reference/services/networking/vpc/", `${SITE_URL}/reference/services/networking/vpc/`]) {
      const module = (await call("get_module", { name })).structuredContent as Record<string, unknown>;
      expect(module).toMatchObject({ slug: "networking/vpc", category: "networking", version: "v0.110.2", inputs: VPC_MODULE.inputs, outputs: VPC_MODULE.outputs });
      expect(module.usage).toEqual({ terraform: terraformUsage(VPC_MODULE), terragrunt: terragruntUsage(VPC_MODULE) });
    }
  });

  it("suggests the nearest module for a name that is none", async () => {
    expect(textOf(await call("get_module", { name: "vcp" }))).toBe('No service module named "vcp" on https://docs.cairn.example.\nDid you mean:\n- VPC (networking/vpc)');
  });

  it("lists the modules of a category, and the categories when the one asked for is not there", async () => {
    expect((await call("list_modules", { category: "networking" })).structuredContent).toEqual({
      categories: ["networking"],
      modules: [{ name: "VPC", slug: "networking/vpc", category: "networking", version: "v0.110.2", description: VPC_MODULE.description, url: `${SITE_URL}${VPC_MODULE.path}`, inputs: 3, outputs: 1 }],
    });
    expect(textOf(await call("list_modules", { category: "storage" }))).toBe('No module category "storage". Categories: networking.');
  });
});

describe("list_sections", () => {
  it("returns every sidebar as a tree, and the docs in none", async () => {
    expect((await call("list_sections")).structuredContent).toEqual({
      sidebars: [
        { name: "intro", section: "Intro", items: [{ label: "Terraform Fundamentals", path: "/intro/terraform/", url: `${SITE_URL}/intro/terraform/` }] },
        { name: "guides", section: "Guides", items: [{ label: "Build it yourself", items: [{ label: "Build a VPC", path: "/guides/vpc/", url: `${SITE_URL}/guides/vpc/` }] }] },
        { name: "services", section: "Service Catalog API", items: [{ label: "Networking", items: [{ label: "VPC", path: VPC_MODULE.path, url: `${SITE_URL}${VPC_MODULE.path}` }] }] },
      ],
      otherPages: [{ title: "Support", path: "/support/", url: `${SITE_URL}/support/` }],
    });
  });
});

describe("resources and prompts", () => {
  it("lists every doc and module as a resource and reads them", async () => {
    const { resources } = await client.listResources();
    expect(resources.map((r) => r.uri)).toEqual([
      "cairn-docs://docs/intro/terraform/",
      "cairn-docs://docs/guides/vpc/",
      "cairn-docs://docs/reference/services/networking/vpc/",
      "cairn-docs://docs/support/",
      "cairn-docs://modules/networking/vpc",
    ]);
    const doc = await client.readResource({ uri: "cairn-docs://docs/guides/vpc/" });
    expect(doc.contents[0]).toMatchObject({ mimeType: "text/markdown", text: expect.stringMatching(/^# Build a VPC\n/) });
    const module = await client.readResource({ uri: "cairn-docs://modules/networking/vpc" });
    const content = module.contents[0];
    expect(JSON.parse("text" in content ? content.text : "")).toMatchObject({ slug: "networking/vpc", inputs: VPC_MODULE.inputs });
  });

  it("answers a resource that is not there with the protocol's not-found error", async () => {
    await expect(client.readResource({ uri: "cairn-docs://docs/guides/vcp/" })).rejects.toMatchObject({ code: -32002, message: expect.stringContaining("Build a VPC (/guides/vpc/)") });
    // The URI's own dot segments resolve within it; escaped ones are refused.
    await expect(client.readResource({ uri: "cairn-docs://docs/../../etc/passwd" })).rejects.toMatchObject({ code: -32002, message: expect.stringContaining("No doc at /etc/passwd/") });
    await expect(client.readResource({ uri: "cairn-docs://docs/..%2f..%2fetc/passwd" })).rejects.toMatchObject({ code: -32602 });
  });

  it("writes the Terragrunt-unit prompt from the module's real inputs and pinned release", async () => {
    const prompt = await client.getPrompt({ name: "write_terragrunt_unit", arguments: { module: "vpc", environment: "stage", region: "eu-west-1" } });
    const text = prompt.messages[0].content.type === "text" ? prompt.messages[0].content.text : "";
    expect(text).toContain("`stage/eu-west-1/stage/networking/vpc/terragrunt.hcl`");
    expect(text).toContain(terragruntUsage(VPC_MODULE));
    expect(text).toContain("- `num_nat_gateways` (`number`, default `1`)");
    await expect(client.getPrompt({ name: "write_terragrunt_unit", arguments: { module: "vpc", region: "mars" } })).rejects.toMatchObject({ code: -32602 });
    const completion = await client.complete({ ref: { type: "ref/prompt", name: "write_terragrunt_unit" }, argument: { name: "module", value: "net" } });
    expect(completion.completion.values).toEqual(["networking/vpc"]);
  });
});

describe("a folder with no build", () => {
  it("answers every tool with what is missing and how to build it, and lists no resources", async () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), "mcp-empty-"));
    const bare = await connect(empty);
    try {
      for (const [name, args] of [["search_docs", { query: "vpc" }], ["read_doc", { path_or_url: "/intro/" }], ["get_module", { name: "vpc" }], ["list_modules", {}], ["list_sections", {}]] as const) {
        const result = (await bare.callTool({ name, arguments: args })) as CallToolResult;
        expect(result.isError).toBe(true);
        expect(textOf(result)).toBe(`${empty} holds no built Cairn Docs site (no search-index.json). Run \`npm run build\` in the Cairn Docs checkout (it writes public/), or start the server with --site <folder or URL of a built Cairn Docs site>.`);
      }
      expect((await bare.listResources()).resources).toEqual([]);
    } finally {
      await bare.close();
      fs.rmSync(empty, { recursive: true, force: true });
    }
  });
});
