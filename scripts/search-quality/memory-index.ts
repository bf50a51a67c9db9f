/**
 * The embedded index built and searched in memory, through the same entries and code the browser
 * uses (src/lib/search/shards.ts, src/lib/search/sharded.ts), read as parsed JSON rather than
 * from compressed blobs (src/lib/search/index-blobs.ts, whose own tests read them back): for tests,
 * the relevance check and the bench, so what they measure is what readers get.
 */
import type { SearchRecord } from "../../src/lib/search/records";
import type { LocalSearchIndex } from "../../src/lib/search/engine";
import { buildShardedIndex, type ShardOptions } from "../../src/lib/search/shards";
import { createShardedIndex } from "../../src/lib/search/sharded";

export function createLocalIndex(records: readonly SearchRecord[], options: ShardOptions = {}): LocalSearchIndex {
  const { content, entries } = buildShardedIndex(records, options);
  return createShardedIndex(JSON.parse(JSON.stringify(content)), (kind, ids) =>
    ids.map(async (i) => {
      const json = entries[kind][i];
      if (json === undefined) throw new Error(`The index has no entry ${i} of kind "${kind}"`);
      return JSON.parse(json);
    }),
  );
}
