import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createDiskCache } from "../../../mcp/src/disk-cache";

let dir: string;
beforeEach(() => (dir = fs.mkdtempSync(path.join(os.tmpdir(), "mcp-cache-"))));
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const entry = (url: string, fetchedAt: number, body = "x".repeat(100)) => ({ url, fetchedAt, etag: '"e1"', contentType: "text/plain", body: Buffer.from(body) });

describe("createDiskCache", () => {
  it("keeps a file across instances, as a second server run finds it", async () => {
    await createDiskCache(dir).put(entry("https://docs.example/llms.txt", 1000, "pages"));
    const found = await createDiskCache(dir).get("https://docs.example/llms.txt");
    expect(found).toMatchObject({ url: "https://docs.example/llms.txt", fetchedAt: 1000, etag: '"e1"', contentType: "text/plain" });
    expect(found?.body.toString()).toBe("pages");
    expect(await createDiskCache(dir).get("https://docs.example/other.txt")).toBeUndefined();
  });

  it("records a confirmation and forgets deleted or damaged entries", async () => {
    const cache = createDiskCache(dir);
    await cache.put(entry("https://docs.example/a", 1000));
    await cache.setFetchedAt("https://docs.example/a", 5000);
    expect((await cache.get("https://docs.example/a"))?.fetchedAt).toBe(5000);
    const body = fs.readdirSync(dir).find((name) => name.endsWith(".body"))!;
    fs.writeFileSync(path.join(dir, body), "cut");
    expect(await cache.get("https://docs.example/a")).toBeUndefined();
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it("prunes the least recently fetched entries down to its size", async () => {
    const cache = createDiskCache(dir);
    for (let i = 0; i < 5; i += 1) await cache.put(entry(`https://docs.example/${i}`, 1000 + i));
    await cache.prune(250);
    const kept = await Promise.all([0, 1, 2, 3, 4].map(async (i) => (await cache.get(`https://docs.example/${i}`)) !== undefined));
    expect(kept).toEqual([false, false, false, true, true]);
  });

  it("prunes nothing in a folder that does not exist yet", async () => {
    await expect(createDiskCache(path.join(dir, "none")).prune(0)).resolves.toBeUndefined();
  });
});
