import { buildTermShards, objectJson, shardStart, type TermShard } from "../../../../src/lib/search/term-shards";
import { startAt } from "../../../../src/lib/search/index-files";
import { records } from "./sample-records";

const shardsOf = async (bytes = 150) => {
  const built = buildTermShards(await records(), bytes);
  return { ...built, shards: built.jsons.map((json) => JSON.parse(json) as TermShard) };
};

describe("term shards", () => {
  it("puts every term in exactly one shard, the one its start sorts it into", async () => {
    const { starts, shards, postings } = await shardsOf();
    expect(shards.length).toBeGreaterThan(3);
    expect(starts[0]).toBe("");
    expect([...starts].sort()).toEqual(starts);
    const seen = new Map<string, number>();
    shards.forEach((shard, i) => {
      for (const term of Object.keys(shard.terms)) {
        expect(seen.has(term)).toBe(false);
        seen.set(term, i);
      }
    });
    expect([...seen.keys()].sort()).toEqual([...postings.keys()].sort());
    for (const [term, i] of seen) expect(startAt(starts, term)).toBe(i);
    expect(seen.has("dynamodb")).toBe(true);
  });

  it("files exact headings beside their first term, pages apart from sections", async () => {
    const { starts, shards } = await shardsOf();
    const shard = shards[startAt(starts, "remote")];
    expect(shard.headings["remote state"]).toEqual([[], [expect.any(Number)]]);
    expect(shard.terms.remote).toBeDefined();
    expect(shards[startAt(starts, "build")].headings["build a vpc"]).toEqual([[0], []]);
  });

  it("starts a shard with the shortest beginning of its first key that sorts after the key before it", () => {
    expect(shardStart("nat", "private")).toBe("p");
    expect(shardStart("state", "subnets")).toBe("su");
    expect(shardStart("vpc", "vpc_id")).toBe("vpc_");
    expect(shardStart("vpc", "vpce")).toBe("vpce");
  });
});

describe("a shard's JSON put together from its parts", () => {
  it("is what JSON.stringify writes for the same object, index-like names first by value", () => {
    const entries: [string, unknown][] = [["vpc", [1, 2]], ["2024", [3]], ["10", [4]], ["0", [5]], ["01", [6]], ["4294967295", [7]], ["4294967294", [8]], ["-1", [9]], ["__proto__", [10]], ['a"b', { x: 1 }]];
    const json = objectJson(entries.map(([key, value]) => [key, JSON.stringify(value)]));
    expect(json).toBe(JSON.stringify(Object.fromEntries(entries)));
    expect(objectJson([])).toBe("{}");
  });
});
