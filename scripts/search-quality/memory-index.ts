/**
 * The embedded index built and searched in memory, through the same files and code the browser
 * uses (src/lib/search/shards.ts, src/lib/search/sharded.ts): for tests, the relevance check and
 * the bench, so what they measure is what readers get.
 */
import type { SearchRecord } from "../../src/lib/search/records";
import type { LocalSearchIndex } from "../../src/lib/search/engine";
import { buildShardedIndex, type ShardOptions } from "../../src/lib/search/shards";
import { createShardedIndex } from "../../src/lib/search/sharded";

export function createLocalIndex(records: readonly SearchRecord[], options: Partial<ShardOptions> = {}): LocalSearchIndex {
  const { manifest, files } = buildShardedIndex(records, { folder: "search-index", ...options });
  const byName = new Map(files.map((file) => [file.name, file.json]));
  return createShardedIndex(JSON.parse(JSON.stringify(manifest)), async (name) => {
    const json = byName.get(name);
    if (json === undefined) throw new Error(`No index file named ${name}`);
    return JSON.parse(json);
  });
}
