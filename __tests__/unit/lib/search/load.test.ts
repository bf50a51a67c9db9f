import { loadLocalIndex, resetLocalIndex } from "../../../../src/lib/search/load";
import { buildShardedIndex } from "../../../../src/lib/search/shards";
import type { SearchRecord } from "../../../../src/lib/search/records";
import { records } from "./sample-records";

/** A site serving one build of the index at /search-index.json and /search-index/…, and counting requests. */
function site(built: SearchRecord[]) {
  let files = new Map<string, string>();
  const deploy = (records: SearchRecord[]) => {
    const { manifest, files: written } = buildShardedIndex(records, { folder: "search-index", shardBytes: 200, packSizing: { filesPerPage: 100, minBytes: 1, maxBytes: 1_000 }, perVolume: 2 });
    files = new Map([["/search-index.json", JSON.stringify(manifest)], ...written.map((f): [string, string] => [`/${f.name}`, f.json])]);
  };
  deploy(built);
  const requested: string[] = [];
  const fetchImpl = jest.fn(async (url: string) => {
    requested.push(url);
    const body = files.get(url);
    return { ok: body !== undefined, status: body === undefined ? 404 : 200, json: async () => JSON.parse(body!) };
  });
  return { deploy, requested, fetchImpl: fetchImpl as unknown as typeof fetch };
}

describe("loading the embedded index", () => {
  beforeEach(() => resetLocalIndex());

  it("fetches the manifest once per session and retries after a failure", async () => {
    const { fetchImpl, requested } = site(await records());
    const offline = jest.fn().mockRejectedValueOnce(new Error("offline")).mockImplementation(fetchImpl);
    await expect(loadLocalIndex("/search-index.json", offline)).rejects.toThrow("offline");
    await loadLocalIndex("/search-index.json", offline);
    await loadLocalIndex("/search-index.json", offline);
    expect(requested.filter((u) => u === "/search-index.json")).toHaveLength(1);
  });

  it("fetches only the files a query needs, each once", async () => {
    const { fetchImpl, requested } = site(await records());
    const index = await loadLocalIndex("/search-index.json", fetchImpl);
    expect((await index.search("dynamodb", 5)).hits[0].url).toBe("/intro/terraform/#remote-state");
    const first = requested.length;
    expect(requested.every((u) => u === "/search-index.json" || /^\/search-index\/[tr]-[0-9a-z]{8}-\d+\.json$/.test(u))).toBe(true);
    await index.search("dynamodb", 5);
    expect(requested).toHaveLength(first);
  });

  it("says the index could not be loaded when a file fails, and loads it at the next query", async () => {
    const { fetchImpl } = site(await records());
    const index = await loadLocalIndex("/search-index.json", fetchImpl);
    const flaky = jest.fn().mockResolvedValueOnce({ ok: false, status: 503, json: async () => ({}) }).mockImplementation(fetchImpl);
    resetLocalIndex();
    const retried = await loadLocalIndex("/search-index.json", async (url) => (url === "/search-index.json" ? fetchImpl(url) : flaky(url)));
    await expect(retried.search("vpc", 5)).rejects.toThrow("The search index could not be loaded (HTTP 503)");
    expect((await retried.search("vpc", 5)).hits[0].url).toBe("/guides/vpc/");
    expect((await index.search("vpc", 5)).hits.length).toBeGreaterThan(0);
  });

  it("reloads the manifest when a deploy removed the files of the one it holds", async () => {
    const sample = await records();
    const { fetchImpl, deploy, requested } = site(sample);
    const index = await loadLocalIndex("/search-index.json", fetchImpl);
    await index.search("vpc", 5);
    // The next build renames a page: every file changes name. A query that needs files not yet
    // fetched finds them gone, and is answered from the new index.
    deploy(sample.map((r) => ({ ...r, lvl1: r.lvl1.replace("Terraform Fundamentals", "Terraform Basics") })));
    const { hits } = await index.search("dynamodb", 5);
    expect(hits[0].hierarchy.lvl1).toBe("Terraform Basics");
    expect(requested.filter((u) => u === "/search-index.json")).toHaveLength(2);
  });
});
