import { loadLocalIndex, resetLocalIndex } from "../../../../src/lib/search/load";
import { servedIndex } from "./served-index";
import { records } from "./sample-records";

describe("loading the embedded index", () => {
  beforeEach(() => resetLocalIndex());

  it("fetches the manifest once per session and retries after a failure", async () => {
    const { fetchImpl, requests } = servedIndex(await records());
    const offline = jest.fn().mockRejectedValueOnce(new Error("offline")).mockImplementation(fetchImpl);
    await expect(loadLocalIndex("/search-index.json", offline)).rejects.toThrow("offline");
    await loadLocalIndex("/search-index.json", offline);
    await loadLocalIndex("/search-index.json", offline);
    expect(requests.filter((r) => r.url === "/search-index.json")).toHaveLength(1);
  });

  it("fetches only the byte ranges a query needs, each once", async () => {
    const { fetchImpl, requests, files } = servedIndex(await records());
    const index = await loadLocalIndex("/search-index.json", fetchImpl);
    expect((await index.search("dynamodb", 5)).hits[0].url).toBe("/intro/terraform/#remote-state");
    const first = requests.length;
    const blobs = requests.filter((r) => r.url !== "/search-index.json");
    expect(blobs.every((r) => /^\/search-index\/[tr]-[0-9a-f]{16}\.bin$/.test(r.url) && r.status === 206)).toBe(true);
    // Less than the whole index.
    const fetched = blobs.reduce((sum, r) => sum + (Number(/-(\d+)$/.exec(r.range!)![1]) - Number(/=(\d+)-/.exec(r.range!)![1]) + 1), 0);
    const all = [...files().entries()].filter(([url]) => url !== "/search-index.json").reduce((sum, [, bytes]) => sum + bytes.length, 0);
    expect(fetched).toBeLessThan(all / 2);
    await index.search("dynamodb", 5);
    expect(requests).toHaveLength(first);
  });

  it("answers from a host that ignores byte ranges, as from one that honors them", async () => {
    const honoring = servedIndex(await records());
    const ignoring = servedIndex(await records());
    ignoring.host.ignoreRanges = true;
    const expected = await (await loadLocalIndex("/search-index.json", honoring.fetchImpl)).search("nat gateway", 10);
    resetLocalIndex();
    const index = await loadLocalIndex("/search-index.json", ignoring.fetchImpl);
    expect(await index.search("nat gateway", 10)).toEqual(expected);
    expect(ignoring.requests.every((r) => r.status === 200)).toBe(true);
  });

  it("says the index could not be loaded when a file fails, and loads it at the next query", async () => {
    const { fetchImpl } = servedIndex(await records());
    const index = await loadLocalIndex("/search-index.json", fetchImpl);
    const flaky = jest.fn().mockResolvedValueOnce(new Response("", { status: 503 })).mockImplementation(fetchImpl);
    resetLocalIndex();
    const retried = await loadLocalIndex("/search-index.json", async (url, init) => (url === "/search-index.json" ? fetchImpl(url) : flaky(url, init)));
    await expect(retried.search("vpc", 5)).rejects.toThrow("The search index could not be loaded (HTTP 503)");
    expect((await retried.search("vpc", 5)).hits[0].url).toBe("/guides/vpc/");
    expect((await index.search("vpc", 5)).hits.length).toBeGreaterThan(0);
  });

  it("refuses a manifest of an earlier layout, saying so", async () => {
    const old = async () => new Response(JSON.stringify({ version: 3, records: 1, shards: [], packs: [] }));
    await expect(loadLocalIndex("/search-index.json", old)).rejects.toThrow("The search index has an unexpected format (version 3, expected 4)");
  });

  it("reloads the manifest when a deploy removed the blobs of the one it holds", async () => {
    const sample = await records();
    const { fetchImpl, deploy, requests } = servedIndex(sample);
    const index = await loadLocalIndex("/search-index.json", fetchImpl);
    await index.search("vpc", 5);
    // The next build renames a page: every blob changes name. A query that needs entries not yet
    // fetched finds their blob gone, and is answered from the new index.
    deploy(sample.map((r) => ({ ...r, lvl1: r.lvl1.replace("Terraform Fundamentals", "Terraform Basics") })));
    const { hits } = await index.search("dynamodb", 5);
    expect(hits[0].hierarchy.lvl1).toBe("Terraform Basics");
    expect(requests.filter((r) => r.url === "/search-index.json")).toHaveLength(2);
    expect(requests.some((r) => r.status === 404)).toBe(true);
  });
});
