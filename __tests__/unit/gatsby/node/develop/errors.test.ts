/**
 * Content errors in `gatsby develop`'s browser tabs. The dev server is a real HTTP server here with
 * the one route the module adds (Gatsby's own is an express app); __tests__/develop/ shows each kind
 * of error over the pages it concerns in Chromium, against a real `gatsby develop`.
 */
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { CONTENT_ERRORS_STREAM, type ContentErrorEntry } from "../../../../../src/lib/content/error-report";
import { DOC_NODE_TYPE, nodeKey } from "../../../../../src/gatsby/node/schema";
import { testSession } from "../session-for-tests";
import { tempSite, type TempSite } from "../site-for-tests";

type Errors = typeof import("../../../../../src/gatsby/node/develop/errors");

let site: TempSite;
let errors: Errors;
beforeAll(async () => {
  site = tempSite("cairn-develop-errors-");
  errors = await site.load(() => import("../../../../../src/gatsby/node/develop/errors"));
  site.write("content/docs/guides/broken.mdx", "---\ntitle: 3\nslug: /guides/fixing\n---\nText.\n");
  site.write("content/docs/guides/sourced.mdx", "---\ntitle: Sourced\n---\nText.\n");
  site.write("content/docs/reference/services/networking/vpc.mdx", "---\ntitle: VPC\ndescription: [\n---\n");
});
afterAll(() => site.remove());

describe("stand-ins for broken docs", () => {
  const placeholders = () =>
    errors.brokenDocPlaceholders({
      errorFiles: ["content/docs/guides/broken.mdx", "content/docs/guides/sourced.mdx", "content/docs/reference/services/networking/vpc.mdx", "content/docs/guides/deleted.mdx", "content/sidebars.yaml"],
      docs: [{ sourcePath: "content/docs/guides/sourced.mdx" }],
      modules: [{ slug: "networking/vpc", tagSlugs: ["vpc", "networking"] }],
      createNodeId: (key) => `id(${key})`,
    });

  it("keep a broken doc's page at its path, slug included, with the node id its fixed doc will have", () => {
    expect(placeholders()[0]).toEqual({
      id: `id(${nodeKey(DOC_NODE_TYPE, "docs/guides/broken.mdx")})`,
      docId: "guides/broken",
      path: "/guides/fixing/",
      sourcePath: "content/docs/guides/broken.mdx",
      tagSlugs: [],
      serviceModuleSlug: null,
      serviceModule: null,
    });
  });

  it("keep a broken service page with its module, when the module has data", () => {
    expect(placeholders()[1]).toMatchObject({ docId: "reference/services/networking/vpc", path: "/reference/services/networking/vpc/", serviceModuleSlug: "networking/vpc", serviceModule: { tagSlugs: ["vpc", "networking"] } });
  });

  it("are made only for docs that exist and have no Doc node", () => {
    expect(placeholders().map((p) => p.sourcePath)).toEqual(["content/docs/guides/broken.mdx", "content/docs/reference/services/networking/vpc.mdx"]);
  });
});

/** A dev server with the stream's route, and a tab reading its events. */
async function devServer() {
  const routes = new Map<string, (request: IncomingMessage, response: ServerResponse) => void>();
  const server = http.createServer((request, response) => {
    const route = routes.get(request.url ?? "");
    if (route) route(request, response);
    else response.writeHead(404).end();
  });
  // onCreateDevServer's arguments: the stream uses the express app's get alone.
  const args = { app: { get: (route: string, handler: (request: IncomingMessage, response: ServerResponse) => void) => routes.set(route, handler) } } as unknown as Parameters<Errors["serveContentErrors"]>[1];
  errors.serveContentErrors(testSession(site.dir, { command: "develop" }), args);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  /** Opens a tab on the stream: its response's headers and the events it has received so far. */
  async function openTab() {
    const events: { event: string; data: unknown }[] = [];
    let buffered = "";
    const response = await new Promise<IncomingMessage>((resolve) => http.get({ host: "127.0.0.1", port, path: CONTENT_ERRORS_STREAM }, resolve));
    response.setEncoding("utf8");
    response.on("data", (chunk: string) => {
      buffered += chunk;
      for (let end = buffered.indexOf("\n\n"); end !== -1; end = buffered.indexOf("\n\n")) {
        const lines = buffered.slice(0, end).split("\n");
        buffered = buffered.slice(end + 2);
        const field = (name: string) => lines.find((line) => line.startsWith(`${name}: `))?.slice(name.length + 2);
        events.push({ event: field("event") ?? "message", data: JSON.parse(field("data") ?? "null") });
      }
    });
    /** The events received once there are `count`, or once `within` ms have gone by. */
    const next = async (count: number, within = 3000) => {
      for (let waited = 0; events.length < count && waited < within; waited += 10) await new Promise((resolve) => setTimeout(resolve, 10));
      return events;
    };
    return { headers: response.headers, next, close: () => response.destroy() };
  }
  const close = () =>
    new Promise((resolve) => {
      server.close(resolve);
      server.closeAllConnections();
    });
  return { openTab, close };
}

describe("the stream of content errors", () => {
  it("sends a new tab the current errors at once, uncompressed and uncached", async () => {
    const server = await devServer();
    try {
      errors.publishContentErrors(["content/sidebars.yaml: intro[0]: doc \"gone\" does not exist"], []);
      const tab = await server.openTab();
      expect(tab.headers["content-type"]).toBe("text/event-stream");
      expect(tab.headers["cache-control"]).toBe("no-cache, no-transform");
      const [first] = await tab.next(1);
      expect(first).toEqual({ event: "message", data: [{ file: "content/sidebars.yaml", line: null, column: null, message: 'intro[0]: doc "gone" does not exist', text: 'content/sidebars.yaml: intro[0]: doc "gone" does not exist', pages: null }] });
      tab.close();
    } finally {
      await server.close();
    }
  });

  it("sends every open tab each createPages run's errors, scoped to the pages they concern, a frontmatter field at its line", async () => {
    const server = await devServer();
    try {
      const tabs = [await server.openTab(), await server.openTab()];
      errors.publishContentErrors(
        ['content/docs/guides/broken.mdx: frontmatter field "title": expected a string', "content/docs/guides/sourced.mdx:4:1: unknown component <Foo>", "content/catalog/networking/vpc.yaml: inputs: expected a list of inputs"],
        [{ sourcePath: "content/docs/guides/sourced.mdx", path: "/guides/sourced-here/" }],
      );
      for (const tab of tabs) {
        const events = await tab.next(2);
        const published = events[1].data as ContentErrorEntry[];
        expect(published.map(({ file, line, column, pages }) => ({ file, line, column, pages }))).toEqual([
          { file: "content/docs/guides/broken.mdx", line: 2, column: 1, pages: ["/guides/fixing/"] },
          { file: "content/docs/guides/sourced.mdx", line: 4, column: 1, pages: ["/guides/sourced-here/"] },
          { file: "content/catalog/networking/vpc.yaml", line: null, column: null, pages: ["/reference/services/networking/vpc/"] },
        ]);
        tab.close();
      }
    } finally {
      await server.close();
    }
  });

  it("sends an empty list once every error is fixed, and named events beside the lists", async () => {
    const server = await devServer();
    try {
      const tab = await server.openTab();
      errors.publishContentErrors([], []);
      errors.broadcast("doc-preview", { path: "/guides/fixing/", body: { type: "root", children: [] } });
      const events = await tab.next(3);
      expect(events.slice(1)).toEqual([
        { event: "message", data: [] },
        { event: "doc-preview", data: { path: "/guides/fixing/", body: { type: "root", children: [] } } },
      ]);
      tab.close();
    } finally {
      await server.close();
    }
  });

  it("stops writing to a tab once it is closed", async () => {
    const server = await devServer();
    try {
      const closed = await server.openTab();
      await closed.next(1);
      closed.close();
      await new Promise((resolve) => setTimeout(resolve, 50));
      const open = await server.openTab();
      errors.publishContentErrors(["content/tags.yaml: vpc.label: expected a non-empty string"], []);
      expect((await open.next(2)).length).toBe(2);
      expect((await closed.next(2, 100)).length).toBe(1);
      open.close();
    } finally {
      await server.close();
    }
  });
});
