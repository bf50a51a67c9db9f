/**
 * Loads the embedded index's manifest once per session, on first use of search; the entries it
 * lists are fetched as queries need them, by byte range from its blobs (./index-reader,
 * ./sharded). A failed load is forgotten, so the next search tries again (and recovers once the
 * network is back).
 *
 * A tab left open across a deploy holds the old manifest, whose blobs the new deploy no longer
 * has: a blob that is gone (404) or is not what the manifest says means the index changed, so the
 * manifest is fetched again and the query answered from the new index.
 */
import type { LocalSearchIndex } from "./engine";
import { checkManifest, createShardedIndex } from "./sharded";
import { createEntryReader, StaleIndexError } from "./index-reader";
import type { IndexManifest } from "./shards";

let pending: Promise<LocalSearchIndex> | null = null;

async function fetchManifest(url: string, fetchImpl: typeof fetch): Promise<IndexManifest> {
  const response = await fetchImpl(url);
  if (!response.ok) throw new Error(`The search index could not be loaded (HTTP ${response.status})`);
  // A manifest of this version says where its entries are (./index-blobs writes both together).
  return checkManifest(await response.json()) as IndexManifest;
}

function loadManifest(url: string, fetchImpl: typeof fetch): Promise<LocalSearchIndex> {
  // The manifest names its blobs relative to its own folder.
  const folder = url.slice(0, url.lastIndexOf("/") + 1);
  pending ??= fetchManifest(url, fetchImpl)
    .then((manifest) => createShardedIndex(manifest, createEntryReader(manifest, folder, fetchImpl)))
    .catch((error: unknown) => {
      pending = null;
      throw error;
    });
  return pending;
}

export async function loadLocalIndex(url: string, fetchImpl: typeof fetch = (...args) => globalThis.fetch(...args)): Promise<LocalSearchIndex> {
  await loadManifest(url, fetchImpl);
  return {
    async search(query, limit, options) {
      try {
        return await (await loadManifest(url, fetchImpl)).search(query, limit, options);
      } catch (error) {
        if (!(error instanceof StaleIndexError)) throw error;
        pending = null;
        return (await loadManifest(url, fetchImpl)).search(query, limit, options);
      }
    },
  };
}

/** Forgets the loaded index (tests). */
export function resetLocalIndex(): void {
  pending = null;
}
