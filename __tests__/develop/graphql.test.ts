/**
 * `npm start` gives writers GraphiQL: the dev server answers a POST to /___graphql with every doc,
 * and the schema documents the Doc, Sidebar and Tag fields.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";

jest.setTimeout(300_000);

const root = path.join(__dirname, "..", "..");
let server: ChildProcess;
let url: string;
let log = "";

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function graphql<T>(query: string): Promise<T> {
  const response = await fetch(`${url}/___graphql`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ query }),
  });
  const body = (await response.json()) as { data: T; errors?: unknown };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

function countDocs(dir: string): number {
  return fs.readdirSync(dir, { withFileTypes: true }).reduce((n, e) => n + (e.isDirectory() ? countDocs(path.join(dir, e.name)) : e.name.endsWith(".mdx") ? 1 : 0), 0);
}

beforeAll(async () => {
  const port = await freePort();
  url = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, [require.resolve("gatsby/cli"), "develop", "--host", "127.0.0.1", "--port", String(port)], {
    cwd: root,
    // Jest sets NODE_ENV=test, which Gatsby's Babel setup must not see.
    env: { ...process.env, NODE_ENV: "development", BABEL_ENV: "", GATSBY_TELEMETRY_DISABLED: "1", NO_COLOR: "1", CI: "true" },
    detached: true,
  });
  server.stdout?.on("data", (chunk) => (log += chunk));
  server.stderr?.on("data", (chunk) => (log += chunk));
  const deadline = Date.now() + 240_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`gatsby develop exited early:\n${log}`);
    if (Date.now() > deadline) throw new Error(`gatsby develop did not start in time:\n${log}`);
    try {
      await graphql("{ site { id } }");
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 2000));
    }
  }
});

afterAll(async () => {
  if (server?.pid && server.exitCode === null) {
    process.kill(-server.pid, "SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));
  }
});

describe("the dev server's GraphQL endpoint", () => {
  it("answers { allDoc { nodes { path } } } with every doc", async () => {
    const data = await graphql<{ allDoc: { nodes: { path: string }[] } }>("{ allDoc { nodes { path } } }");
    expect(data.allDoc.nodes).toHaveLength(countDocs(path.join(root, "content", "docs")));
    expect(data.allDoc.nodes.map((n) => n.path)).toContain("/intro/overview/intro-to-cairn/");
  });

  it("links docs to tags and tags to docs", async () => {
    const data = await graphql<{ allDoc: { nodes: { path: string; title: string; tags: { slug: string }[] }[] }; allTag: { nodes: { slug: string; docs: { path: string }[] }[] } }>(
      "{ allDoc { nodes { path title tags { slug } } } allTag { nodes { slug docs { path } } } }",
    );
    const terraformDocs = data.allDoc.nodes.filter((d) => d.tags.some((t) => t.slug === "terraform")).map((d) => d.path).sort();
    const tag = data.allTag.nodes.find((t) => t.slug === "terraform")!;
    expect(tag.docs.map((d) => d.path).sort()).toEqual(terraformDocs);
    expect(terraformDocs.length).toBeGreaterThan(0);
  });

  it("documents the fields writers query", async () => {
    const data = await graphql<{ __type: { description: string; fields: { name: string; description: string }[] } }>(
      '{ __type(name: "Doc") { description fields { name description } } }',
    );
    expect(data.__type.description).toMatch(/documentation page/);
    const fields = Object.fromEntries(data.__type.fields.map((f) => [f.name, f.description]));
    for (const name of ["path", "title", "sidebarLabel", "description", "tags", "sidebar", "editUrl", "toc", "hideTitle", "hideTableOfContents", "tocMaxHeadingLevel", "paginationLabel", "customEditUrl"]) {
      expect(fields[name]).toEqual(expect.any(String));
      expect(fields[name].length).toBeGreaterThan(10);
    }
  });

  it("tells which sidebar holds a doc and resolves sidebar items to links", async () => {
    const data = await graphql<{ doc: { sidebar: string }; sidebar: { items: { label: string; href?: string }[] } }>(
      '{ doc(path: { eq: "/intro/next-steps/" }) { sidebar } sidebar(name: { eq: "intro" }) { items { type label href } } }',
    );
    expect(data.doc.sidebar).toBe("intro");
    expect(data.sidebar.items[0]).toMatchObject({ type: "link", href: "/intro/" });
  });
});
