/**
 * The static server answers a page's path with and without its trailing slash as a host set up
 * for the site's trailing-slash setting would (scripts/static-server.mjs).
 */
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const SERVER = path.join(__dirname, "..", "..", "..", "scripts", "static-server.mjs");
type Policy = "always" | "never" | "ignore";

/** Runs the server from its command line (Jest cannot load the ES module in place) until `request` is done. */
async function withServer<T>(policy: Policy, request: (url: string) => Promise<T>, flags: string[] = []): Promise<T> {
  const child = spawn(process.execPath, [SERVER, root, "0", `--trailing-slash=${policy}`, ...flags]);
  try {
    const url = await new Promise<string>((resolve, reject) => {
      child.stdout.on("data", (chunk: Buffer) => {
        const found = /at (http:\/\/127\.0\.0\.1:\d+)/.exec(chunk.toString())?.[1];
        if (found) resolve(found);
      });
      child.on("exit", (code) => reject(new Error(`the server exited with ${code}`)));
    });
    return await request(url);
  } finally {
    child.kill();
  }
}

let root: string;
beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "cairn-static-server-"));
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  };
  write("index.html", "home");
  write("intro/index.html", "intro page");
  write("flat.html", "flat page");
  write("404.html", "not found");
  write("sitemap.xml", "<urlset/>");
  write("search-index/r-0a.bin", "0123456789");
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

/** Status, redirect target and body of each request, without following redirects. */
function get(policy: Policy, ...requestPaths: string[]) {
  return withServer(policy, (url) =>
    Promise.all(
      requestPaths.map(async (requestPath) => {
        const response = await fetch(`${url}${requestPath}`, { redirect: "manual" });
        return { status: response.status, location: response.headers.get("location"), body: await response.text() };
      }),
    ),
  );
}

describe("serveStatic's trailing-slash behaviour", () => {
  it("always: serves a folder's page at its slash form and redirects the other, keeping the query", async () => {
    const [slashed, bare] = await get("always", "/intro/", "/intro?q=1");
    expect(slashed).toMatchObject({ status: 200, body: "intro page" });
    expect(bare).toMatchObject({ status: 301, location: "/intro/?q=1" });
  });

  it("never: serves /intro from intro/index.html and /flat from flat.html without a redirect, and redirects the slash form", async () => {
    const [folder, flat, slashed] = await get("never", "/intro", "/flat", "/intro/?q=1");
    expect(folder).toMatchObject({ status: 200, body: "intro page" });
    expect(flat).toMatchObject({ status: 200, body: "flat page" });
    expect(slashed).toMatchObject({ status: 301, location: "/intro?q=1" });
  });

  it("ignore: serves both forms of a page, neither redirected", async () => {
    const [bare, slashed] = await get("ignore", "/intro", "/intro/");
    expect(bare).toMatchObject({ status: 200, body: "intro page" });
    expect(slashed).toMatchObject({ status: 200, body: "intro page" });
  });

  it.each(["always", "never", "ignore"] as const)("%s: serves the root, files as they are and the not-found page for the rest", async (policy) => {
    const [home, file, missingSlashed, missing] = await get(policy, "/", "/sitemap.xml", "/missing/", "/missing");
    expect(home).toMatchObject({ status: 200, body: "home" });
    expect(file).toMatchObject({ status: 200, body: "<urlset/>" });
    expect(missingSlashed).toMatchObject({ status: 404, body: "not found" });
    expect(missing).toMatchObject({ status: 404, body: "not found" });
  });

  it("refuses an unknown setting", () => {
    const result = spawnSync(process.execPath, [SERVER, root, "0", "--trailing-slash=sometimes"], { encoding: "utf8" });
    expect(result.status).not.toBe(0);
    expect(result.stderr).toMatch(/trailingSlash must be one of always, never, ignore; got "sometimes"/);
  });
});

describe("serveStatic's byte ranges", () => {
  /** Status, Content-Range and body of a request with a Range header, on a server that compresses what it can. */
  const ranged = (file: string, ...ranges: string[]) =>
    withServer(
      "always",
      (url) =>
        Promise.all(
          ranges.map(async (range) => {
            const response = await fetch(`${url}${file}`, { headers: { Range: range, "Accept-Encoding": "gzip" } });
            return { status: response.status, range: response.headers.get("content-range"), encoding: response.headers.get("content-encoding"), body: await response.text() };
          }),
        ),
      ["--gzip"],
    );

  it("answers one range of a file with 206 and its bytes, uncompressed, as a static host does", async () => {
    const [closed, open, suffix, beyond] = await ranged("/search-index/r-0a.bin", "bytes=2-5", "bytes=7-", "bytes=-3", "bytes=8-99");
    expect(closed).toEqual({ status: 206, range: "bytes 2-5/10", encoding: null, body: "2345" });
    expect(open).toMatchObject({ status: 206, range: "bytes 7-9/10", body: "789" });
    expect(suffix).toMatchObject({ status: 206, range: "bytes 7-9/10", body: "789" });
    expect(beyond).toMatchObject({ status: 206, range: "bytes 8-9/10", body: "89" });
    // Text files too, which the server otherwise compresses.
    const [page] = await ranged("/sitemap.xml", "bytes=0-3");
    expect(page).toEqual({ status: 206, range: "bytes 0-3/9", encoding: null, body: "<url" });
  });

  it("answers 416 for a range past the end, and the whole file for ranges it does not serve", async () => {
    const [past, several, malformed] = await ranged("/search-index/r-0a.bin", "bytes=10-12", "bytes=0-1,4-5", "items=0-1");
    expect(past).toMatchObject({ status: 416, range: "bytes */10", body: "" });
    expect(several).toMatchObject({ status: 200, range: null, body: "0123456789" });
    expect(malformed).toMatchObject({ status: 200, body: "0123456789" });
    const [missing] = await ranged("/missing.bin", "bytes=0-1");
    expect(missing).toMatchObject({ status: 404, body: "not found" });
  });
});
