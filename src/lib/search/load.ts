/**
 * Loads the embedded index's manifest once per session, on first use of search; the shards and
 * packs it lists are fetched as queries need them (./sharded). A failed load is forgotten, so
 * the next search tries again (and recovers once the network is back).
 *
 * A tab left open across a deploy holds the old manifest, whose files the new deploy no longer
 * has: a file that answers 404 means the index changed, so the manifest is fetched again and the
 * query answered from the new index.
 */
import type { LocalSearchIndex } from "./engine";
import { createShardedIndex } from "./sharded";

/** A file the manifest lists is gone: the site was deployed again since the manifest was loaded. */
class StaleIndexError extends Error {}

let pending: Promise<LocalSearchIndex> | null = null;

async function fetchJson(url: string, fetchImpl: typeof fetch, isIndexFile: boolean): Promise<unknown> {
  const response = await fetchImpl(url);
  if (isIndexFile && response.status === 404) throw new StaleIndexError(`The search index changed since this page loaded (${url} is gone)`);
  if (!response.ok) throw new Error(`The search index could not be loaded (HTTP ${response.status})`);
  return response.json();
}

function loadManifest(url: string, fetchImpl: typeof fetch): Promise<LocalSearchIndex> {
  // The manifest names its files relative to its own folder.
  const folder = url.slice(0, url.lastIndexOf("/") + 1);
  pending ??= fetchJson(url, fetchImpl, false)
    .then((manifest) => createShardedIndex(manifest, (name) => fetchJson(folder + name, fetchImpl, true)))
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
