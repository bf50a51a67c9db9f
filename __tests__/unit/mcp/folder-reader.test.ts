import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { SiteUnavailableError } from "../../../mcp/src/errors";
import { createFolderReader } from "../../../mcp/src/folder-reader";

let work: string;
let site: string;

beforeEach(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), "mcp-folder-"));
  site = path.join(work, "public");
  fs.mkdirSync(path.join(site, "intro"), { recursive: true });
  fs.writeFileSync(path.join(site, "search-index.json"), "{}");
  fs.writeFileSync(path.join(site, "intro", "index.md"), "# Intro\n");
  fs.writeFileSync(path.join(work, "secret.txt"), "outside");
  fs.symlinkSync(path.join(work, "secret.txt"), path.join(site, "link-out.txt"));
  fs.symlinkSync(path.join(site, "intro", "index.md"), path.join(site, "link-in.md"));
});

afterEach(() => fs.rmSync(work, { recursive: true, force: true }));

describe("createFolderReader", () => {
  it("answers a site file with its content and type, and 404 for one that is not there or is a folder", async () => {
    const reader = createFolderReader(site);
    const response = await reader.read("/intro/index.md");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/markdown; charset=utf-8");
    expect(await response.text()).toBe("# Intro\n");
    expect((await reader.read("/missing.md")).status).toBe(404);
    expect((await reader.read("/intro")).status).toBe(404);
  });

  it("answers a byte range as a static host does: those bytes with 206, or 416 past the end", async () => {
    fs.mkdirSync(path.join(site, "search-index"));
    fs.writeFileSync(path.join(site, "search-index", "r-0a.bin"), Buffer.from("0123456789"));
    const reader = createFolderReader(site);
    const part = await reader.read("/search-index/r-0a.bin", { immutable: true, range: { first: 2, last: 5 } });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe("bytes 2-5/10");
    expect(Buffer.from(await part.arrayBuffer()).toString()).toBe("2345");
    const tail = await reader.read("/search-index/r-0a.bin", { range: { first: 8, last: 20 } });
    expect([tail.status, tail.headers.get("content-range"), await tail.text()]).toEqual([206, "bytes 8-9/10", "89"]);
    const past = await reader.read("/search-index/r-0a.bin", { range: { first: 10, last: 12 } });
    expect([past.status, past.headers.get("content-range")]).toEqual([416, "bytes */10"]);
    // Ranges open nothing outside the folder either.
    expect((await reader.read("/link-out.txt", { range: { first: 0, last: 3 } })).status).toBe(404);
  });

  it("opens nothing outside the folder: neither by .. nor through a symbolic link", async () => {
    const opened: string[] = [];
    const reader = createFolderReader(site, { onRead: (file) => opened.push(file) });
    for (const attempt of ["/../secret.txt", "../secret.txt", "/intro/../../secret.txt", "/link-out.txt"]) {
      expect((await reader.read(attempt)).status).toBe(404);
    }
    expect((await reader.read("/link-in.md")).status).toBe(200);
    expect(opened).toEqual([fs.realpathSync(path.join(site, "intro", "index.md"))]);
  });

  it("says how to build the site when the folder is missing, holds no build or an unfinished one", async () => {
    await expect(createFolderReader(path.join(work, "nothing")).checkBuilt()).rejects.toThrow(/does not exist\. Run `npm run build`/);
    await expect(createFolderReader(path.join(work, "nothing")).read("/x")).rejects.toThrow(SiteUnavailableError);
    fs.mkdirSync(path.join(work, "empty"));
    await expect(createFolderReader(path.join(work, "empty")).checkBuilt()).rejects.toThrow(/holds no built Cairn Docs site \(no search-index\.json\)/);
    fs.writeFileSync(path.join(site, "BUILD-UNFINISHED.txt"), "");
    await expect(createFolderReader(site).checkBuilt()).rejects.toThrow(/did not finish/);
    fs.rmSync(path.join(site, "BUILD-UNFINISHED.txt"));
    await expect(createFolderReader(site).checkBuilt()).resolves.toBeUndefined();
  });
});
