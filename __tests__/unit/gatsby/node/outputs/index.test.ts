/** The output stage, run on a tiny built site in a temporary folder. */
import fs from "node:fs";
import zlib from "node:zlib";
import os from "node:os";
import path from "node:path";
import { finishBuild } from "../../../../../src/gatsby/node/outputs";
import { testSession } from "../session-for-tests";
import { UNFINISHED_MARKER } from "../../../../../src/gatsby/node/bootstrap";
import type { IndexManifest } from "../../../../../src/lib/search/shards";
import { blobFileName } from "../../../../../src/lib/search/index-files";

const PAGE = (body: string) =>
  `<!DOCTYPE html><html><head><meta charSet="utf-8"/><meta name="buildVersion" content="N/A"/><meta name="buildTime" content="N/A"/><script>window.a=1</script></head><body>${body}</body></html>`;

const doc = {
  path: "/intro/",
  title: "Introduction",
  description: "Where to start.",
  body: { type: "root", children: [{ type: "element", tagName: "p", properties: {}, children: [{ type: "text", value: "Start here." }] }] },
  serviceModule: null,
};

function site(body: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cairn-outputs-"));
  const publicDir = path.join(dir, "public");
  // The search stylesheet, which the pruning keeps, is made from the installed package and the theme's CSS.
  for (const linked of ["node_modules", "src"]) fs.symlinkSync(path.resolve(linked), path.join(dir, linked));
  fs.mkdirSync(path.join(publicDir, "intro"), { recursive: true });
  fs.writeFileSync(path.join(publicDir, "index.html"), PAGE(body));
  fs.writeFileSync(path.join(publicDir, "intro", "index.html"), PAGE("<h1>Introduction</h1>"));
  fs.writeFileSync(path.join(publicDir, UNFINISHED_MARKER), "unfinished");
  const reporter = { info: jest.fn(), warn: jest.fn(), panicOnBuild: jest.fn(), activityTimer: () => ({ start: () => undefined, end: () => undefined }) };
  const args = {
    reporter,
    store: { getState: () => ({ program: { directory: dir } }) },
    getNodesByType: (type: string) =>
      ({
        SitePage: [{ path: "/" }, { path: "/intro/" }, { path: "/search/" }],
        Doc: [{ path: doc.path, title: doc.title, description: doc.description, bodyHash: "0123", serviceModuleSlug: null }],
      })[type] ?? [],
    graphql: async () => ({ data: { allDoc: { totalCount: 1, nodes: [doc] }, allServiceModule: { nodes: [] } } }),
  };
  // The parts of onPostBuild's arguments the output stage reads.
  const run = () => finishBuild(testSession(dir), args as unknown as Parameters<typeof finishBuild>[1]);
  const read = (file: string) => fs.readFileSync(path.join(publicDir, file), "utf8");
  return { dir, publicDir, reporter, run, read };
}

describe("the output stage", () => {
  it("writes every artifact, stamps and secures every page, checks the links and only then marks the build finished", async () => {
    const { dir, publicDir, reporter, run, read } = site('<a href="/intro/index.md">Markdown</a>');
    await run();
    const manifest = JSON.parse(read("search-index.json")) as IndexManifest;
    expect(manifest.records).toBeGreaterThan(0);
    const packs = zlib.inflateSync(fs.readFileSync(path.join(publicDir, blobFileName(manifest.files.folder, "r", manifest.files.r.blobs[0][0])))).toString();
    expect(JSON.parse(packs).pages).toEqual([["/intro/", 0, "Introduction"]]);
    expect(read("sitemap.xml")).toContain("<loc>https://docs.cairn.example/intro/</loc>");
    expect(read("sitemap.xml")).not.toContain("/search/");
    expect(read("robots.txt")).toContain("Disallow: /search/");
    expect(read("intro/index.md")).toBe("# Introduction\n\n> Where to start.\n\nStart here.\n");
    expect(read("llms.txt")).toContain("- [Introduction](https://docs.cairn.example/intro/index.md): Where to start.");
    expect(read("llms-full.txt")).toBe("<!-- https://docs.cairn.example/intro/ -->\n# Introduction\n\n> Where to start.\n\nStart here.\n");
    expect(read("index.html")).toMatch(/<meta http-equiv="Content-Security-Policy" content="[^"]*'sha256-/);
    expect(read("index.html")).not.toContain('content="N/A"');
    expect(reporter.panicOnBuild).not.toHaveBeenCalled();
    expect(fs.existsSync(path.join(publicDir, UNFINISHED_MARKER))).toBe(false);
    fs.rmSync(dir, { recursive: true });
  });

  it("fails on a broken link, removing the entry page and leaving the build marked unfinished", async () => {
    const { dir, publicDir, reporter, run } = site('<a href="/missing/">Missing</a>');
    await run();
    expect(reporter.panicOnBuild).toHaveBeenCalledWith(expect.stringContaining("/missing/ (no page is built at this path)"));
    expect(fs.existsSync(path.join(publicDir, "index.html"))).toBe(false);
    expect(fs.existsSync(path.join(publicDir, UNFINISHED_MARKER))).toBe(true);
    fs.rmSync(dir, { recursive: true });
  });
});
