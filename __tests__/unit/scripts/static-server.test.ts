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
async function withServer<T>(policy: Policy, request: (url: string) => Promise<T>): Promise<T> {
  const child = spawn(process.execPath, [SERVER, root, "0", `--trailing-slash=${policy}`]);
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
