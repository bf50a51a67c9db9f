/**
 * Loads the embedded index once per session, on first use of search. A failed load is forgotten,
 * so the next search tries again (and recovers once the network is back).
 */
import { createLocalIndex, type LocalSearchIndex } from "./engine";
import { unpackRecords, type PackedIndex } from "./pack";

let pending: Promise<LocalSearchIndex> | null = null;

export function loadLocalIndex(url: string, fetchImpl: typeof fetch = (...args) => fetch(...args)): Promise<LocalSearchIndex> {
  if (!pending) {
    pending = fetchImpl(url)
      .then((response) => {
        if (!response.ok) throw new Error(`The search index could not be loaded (HTTP ${response.status})`);
        return response.json() as Promise<PackedIndex>;
      })
      .then((packed) => createLocalIndex(unpackRecords(packed)))
      .catch((error: unknown) => {
        pending = null;
        throw error;
      });
  }
  return pending;
}

/** Forgets the loaded index (tests). */
export function resetLocalIndex(): void {
  pending = null;
}
