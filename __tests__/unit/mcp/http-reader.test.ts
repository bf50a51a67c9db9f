import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { createDiskCache } from "../../../mcp/src/disk-cache";
import { SiteUnavailableError } from "../../../mcp/src/errors";
import { createHttpReader, normaliseBaseUrl, RANGE_CHUNK_BYTES, type ReadSource } from "../../../mcp/src/http-reader";
import type { SiteReader } from "../../../mcp/src/reader";

/** A small site: files by path, each request recorded; `etag` files answer conditional requests, `ranges` byte ranges. */
function startSite(files: Record<string, string>, { etag = false, ranges = false } = {}) {
  const requests: string[] = [];
  const server = http.createServer((req, res) => {
    const range = /^bytes=(\d+)-(\d+)$/.exec(req.headers.range ?? "");
    requests.push(`${req.url ?? ""}${req.headers.range ? ` ${req.headers.range}` : ""}`);
    const body = files[req.url ?? ""];
    if (body === undefined) return void res.writeHead(404).end("not found");
    if (body === "!500") return void res.writeHead(500).end("down");
    // A host that answers a range with bytes other than those asked for.
    if (body === "!shifted") return void res.writeHead(206, { "Content-Range": "bytes 1-3/8" }).end("shi");
    if (ranges && range) {
      const [first, last] = [Number(range[1]), Math.min(Number(range[2]), body.length - 1)];
      if (first >= body.length) return void res.writeHead(416, { "Content-Range": `bytes */${body.length}` }).end();
      return void res.writeHead(206, { "Content-Range": `bytes ${first}-${last}/${body.length}` }).end(body.slice(first, last + 1));
    }
    const tag = `"${body.length}"`;
    if (etag && req.headers["if-none-match"] === tag) return void res.writeHead(304).end();
    res.writeHead(200, { "Content-Type": "text/plain", ...(etag ? { ETag: tag } : {}) }).end(body);
  });
  return new Promise<{ url: string; requests: string[]; close: () => Promise<void> }>((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/docs`, requests, close: () => new Promise((done) => server.close(() => done())) })),
  );
}

let dir: string;
beforeEach(() => (dir = fs.mkdtempSync(path.join(os.tmpdir(), "mcp-http-"))));
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("createHttpReader", () => {
  it("fetches a blob's ranges in aligned chunks, each once, and answers every range inside kept chunks, in a second run too; a 416 dates the manifest", async () => {
    const blob = Array.from({ length: 40_000 }, (_, i) => String.fromCharCode(97 + (i % 26))).join("");
    const files: Record<string, string> = { "/docs/search-index.json": "v1", "/docs/search-index/r-0a.bin": blob };
    const site = await startSite(files, { ranges: true });
    const C = RANGE_CHUNK_BYTES;
    try {
      const clock = 0;
      const open = () => createHttpReader(site.url, { cache: createDiskCache(dir), ttlMs: 1000, now: () => clock });
      const reader = open();
      const read = async (target: SiteReader, first: number, last: number) => {
        const part = await target.read("/search-index/r-0a.bin", { immutable: true, range: { first, last } });
        return [part.status, part.headers.get("content-range"), await part.text()];
      };
      await reader.read("/search-index.json");
      expect(await read(reader, 100, 199)).toEqual([206, "bytes 100-199/40000", blob.slice(100, 200)]);
      // Across the first two chunks: only the second is fetched.
      expect(await read(reader, C - 10, C + 10)).toEqual([206, `bytes ${C - 10}-${C + 10}/40000`, blob.slice(C - 10, C + 11)]);
      expect(await read(open(), 5, 9)).toEqual([206, "bytes 5-9/40000", blob.slice(5, 10)]);
      expect(await read(open(), C + 100, C + 200)).toEqual([206, `bytes ${C + 100}-${C + 200}/40000`, blob.slice(C + 100, C + 201)]);
      // Past the end of the blob: cut at its end, as hosts do.
      expect(await read(reader, 39_990, 40_100)).toEqual([206, "bytes 39990-39999/40000", blob.slice(39_990)]);
      expect(site.requests).toEqual(["/docs/search-index.json", `/docs/search-index/r-0a.bin bytes=0-${C - 1}`, `/docs/search-index/r-0a.bin bytes=${C}-${2 * C - 1}`, `/docs/search-index/r-0a.bin bytes=${2 * C}-${3 * C - 1}`]);
      // Starting past the end: the blob under this name is not the one the manifest describes.
      expect((await reader.read("/search-index/r-0a.bin", { immutable: true, range: { first: 50_000, last: 50_009 } })).status).toBe(416);
      files["/docs/search-index.json"] = "v2";
      expect(await (await reader.read("/search-index.json")).text()).toBe("v2");
    } finally {
      await site.close();
    }
  });

  it("keeps a whole blob from a site that ignores byte ranges, and answers every range of it", async () => {
    const site = await startSite({ "/docs/search-index/t-0b.bin": "abcdefghij" });
    try {
      const reader = createHttpReader(site.url, { cache: createDiskCache(dir), ttlMs: 1000 });
      const first = await reader.read("/search-index/t-0b.bin", { immutable: true, range: { first: 0, last: 2 } });
      expect([first.status, first.headers.get("content-range"), await first.text()]).toEqual([206, "bytes 0-2/10", "abc"]);
      const second = await reader.read("/search-index/t-0b.bin", { immutable: true, range: { first: 7, last: 9 } });
      expect([second.status, await second.text()]).toEqual([206, "hij"]);
      expect(site.requests).toEqual([`/docs/search-index/t-0b.bin bytes=0-${RANGE_CHUNK_BYTES - 1}`]);
    } finally {
      await site.close();
    }
  });

  it("says which blob answered a range it did not ask for, and keeps nothing of it", async () => {
    const site = await startSite({ "/docs/search-index/t-0c.bin": "!shifted" }, { ranges: true });
    try {
      const reader = createHttpReader(site.url, { cache: createDiskCache(dir), ttlMs: 1000 });
      const answer = await reader.read("/search-index/t-0c.bin", { immutable: true, range: { first: 0, last: 3 } });
      expect([answer.status, await answer.text()]).toEqual([502, `${site.url}/search-index/t-0c.bin answered a byte range with an unexpected Content-Range`]);
      await reader.read("/search-index/t-0c.bin", { immutable: true, range: { first: 0, last: 3 } });
      expect(site.requests).toHaveLength(2);
    } finally {
      await site.close();
    }
  });

  it("cuts a range of a file that can change from the whole file", async () => {
    const site = await startSite({ "/docs/llms.txt": "0123456789" }, { ranges: true });
    try {
      const part = await createHttpReader(site.url, { cache: createDiskCache(dir), ttlMs: 1000 }).read("/llms.txt", { range: { first: 3, last: 4 } });
      expect([part.status, part.headers.get("content-range"), await part.text()]).toEqual([206, "bytes 3-4/10", "34"]);
      expect(site.requests).toEqual(["/docs/llms.txt"]);
    } finally {
      await site.close();
    }
  });

  it("fetches a file once, then answers from the cache for its lifetime, a second server run too", async () => {
    const site = await startSite({ "/docs/llms.txt": "pages" });
    try {
      let clock = 0;
      const sources: ReadSource[] = [];
      const options = { cache: createDiskCache(dir), ttlMs: 1000, now: () => clock, onRead: (_: string, source: ReadSource) => sources.push(source) };
      expect(await (await createHttpReader(site.url, options).read("/llms.txt")).text()).toBe("pages");
      clock = 999;
      expect(await (await createHttpReader(site.url, options).read("/llms.txt")).text()).toBe("pages");
      expect(site.requests).toEqual(["/docs/llms.txt"]);
      clock = 1000;
      await createHttpReader(site.url, options).read("/llms.txt");
      expect(site.requests).toHaveLength(2);
      expect(sources).toEqual(["network", "cache", "network"]);
    } finally {
      await site.close();
    }
  });

  it("asks with the ETag once a copy is old, and keeps the copy on 304", async () => {
    const site = await startSite({ "/docs/a.md": "text" }, { etag: true });
    try {
      let clock = 0;
      const sources: ReadSource[] = [];
      const reader = createHttpReader(site.url, { cache: createDiskCache(dir), ttlMs: 10, now: () => clock, onRead: (_, source) => sources.push(source) });
      await reader.read("/a.md");
      clock = 50;
      expect(await (await reader.read("/a.md")).text()).toBe("text");
      clock = 55;
      await reader.read("/a.md");
      expect(sources).toEqual(["network", "revalidated", "cache"]);
    } finally {
      await site.close();
    }
  });

  it("uses a hashed index file for good, and checks the manifest again when one is gone", async () => {
    const files: Record<string, string> = { "/docs/search-index.json": "v1", "/docs/search-index/t-1.json": "shard" };
    const site = await startSite(files);
    try {
      let clock = 0;
      const reader = createHttpReader(site.url, { cache: createDiskCache(dir), ttlMs: 1000, now: () => clock });
      await reader.read("/search-index.json");
      await reader.read("/search-index/t-1.json", { immutable: true });
      clock = 10_000_000;
      await reader.read("/search-index/t-1.json", { immutable: true });
      expect(site.requests).toEqual(["/docs/search-index.json", "/docs/search-index/t-1.json"]);
      clock = 0;
      expect((await reader.read("/search-index/t-2.json", { immutable: true })).status).toBe(404);
      files["/docs/search-index.json"] = "v2";
      expect(await (await reader.read("/search-index.json")).text()).toBe("v2");
    } finally {
      await site.close();
    }
  });

  it("answers from its last copy when the site is down or failing, and says how to fix it when it has none", async () => {
    const files: Record<string, string> = { "/docs/llms.txt": "pages" };
    const site = await startSite(files);
    const url = site.url;
    const cache = createDiskCache(dir);
    let clock = 0;
    await createHttpReader(url, { cache, ttlMs: 0, now: () => clock }).read("/llms.txt");
    files["/docs/llms.txt"] = "!500";
    clock = 1;
    expect(await (await createHttpReader(url, { cache, ttlMs: 0, now: () => clock }).read("/llms.txt")).text()).toBe("pages");
    await site.close();
    const offline = createHttpReader(url, { cache, ttlMs: 0, now: () => clock });
    expect(await (await offline.read("/llms.txt")).text()).toBe("pages");
    await expect(offline.read("/other.md")).rejects.toThrow(SiteUnavailableError);
    await expect(offline.read("/other.md")).rejects.toThrow(/Could not reach http:\/\/127\.0\.0\.1:\d+\/docs \(.*\)\. Check the URL/);
  });

  it("requests nothing outside the base URL", async () => {
    const site = await startSite({ "/secret": "no", "/docs/a": "yes" });
    try {
      const reader = createHttpReader(site.url, { ttlMs: 0 });
      for (const attempt of ["/../secret", "../secret", "/%2e%2e/secret", "//evil.example/x", "http://evil.example/x"]) {
        expect((await reader.read(attempt)).status).toBe(404);
      }
      expect(site.requests.every((request) => request.startsWith("/docs/"))).toBe(true);
    } finally {
      await site.close();
    }
  });

  it("says when the base URL is not a built site", async () => {
    const site = await startSite({});
    try {
      await expect(createHttpReader(site.url, { ttlMs: 0 }).checkBuilt()).rejects.toThrow(/does not look like a built Cairn Docs site: \/search-index\.json answered 404/);
    } finally {
      await site.close();
    }
  });
});

describe("normaliseBaseUrl", () => {
  it("ends the base with a slash and refuses what is not an http(s) URL", () => {
    expect(normaliseBaseUrl("https://docs.cairn.example")).toBe("https://docs.cairn.example/");
    expect(normaliseBaseUrl("https://host.example/docs?x=1#y")).toBe("https://host.example/docs/");
    expect(() => normaliseBaseUrl("ftp://host.example/")).toThrow("only http and https");
    expect(() => normaliseBaseUrl("not a url")).toThrow("neither a folder nor a valid URL");
  });
});
