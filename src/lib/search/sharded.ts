/**
 * Searching the split index (./shards) from the browser: for each query, fetch the term shards its
 * words need (and, for a word that matches nothing as typed, the shards its typos could be in),
 * rank (./ranker), then fetch the record chunks of the hits shown. Every file is fetched at most
 * once per session; a failed fetch is forgotten, so the next query tries it again.
 */
import type { SearchRecord } from "./records";
import { unpackRecords } from "./pack";
import { decodePostings, type PostingList } from "./postings";
import { Ranker, typoRange } from "./ranker";
import { chunkFileName, entryAt, shardFileName, SHARDED_INDEX_VERSION, type HeadingEntry, type IndexManifest, type RecordChunk, type TermShard } from "./shards";
import { allowedTypos } from "./edit-distance";
import { headingAnchor, headingKey, indexTerms as termsOf } from "./terms";
import { queryTerms as highlightTerms } from "./highlight";
import { normaliseQuery, toHit, type LocalSearchIndex } from "./engine";
import { starterRecords } from "./starter";

/** Fetches one file of the index by its manifest name and returns its parsed JSON. */
export type FetchIndexFile = (name: string) => Promise<unknown>;

/** The query's words as the index stores them, in order, without repeats. */
export const indexTerms = termsOf;

/** Throws unless `value` is a manifest this code can read. */
export function checkManifest(value: unknown): IndexManifest {
  const manifest = value as Partial<IndexManifest> | null;
  if (!manifest || manifest.version !== SHARDED_INDEX_VERSION || !Array.isArray(manifest.shards) || !Array.isArray(manifest.volumes) || !Array.isArray(manifest.sectionRuns) || typeof manifest.records !== "number" || typeof manifest.folder !== "string" || (manifest.starter !== undefined && (typeof manifest.starter?.keys !== "object" || !Array.isArray(manifest.starter.pages)))) {
    throw new Error(`The search index has an unexpected format (version ${String(manifest?.version)}, expected ${SHARDED_INDEX_VERSION})`);
  }
  return manifest as IndexManifest;
}

/** The exact heading matches first (pages, then sections, each in rank order), then the other hits. */
function leadWithExact([pages, sections]: HeadingEntry, ranked: readonly number[]): number[] {
  const position = new Map(ranked.map((id, i) => [id, i]));
  const at = (id: number) => position.get(id) ?? ranked.length + id;
  const lead = [...[...pages].sort((a, b) => at(a) - at(b)), ...[...sections].sort((a, b) => at(a) - at(b))];
  const chosen = new Set(lead);
  return [...lead, ...ranked.filter((id) => !chosen.has(id))];
}

/**
 * Runs `work` and records its time as a User Timing measure (`cairn-search`), which the bench reads
 * in Chromium to time the search's main-thread work per keystroke (scripts/bench/search-modal.mjs).
 */
function timed<T>(work: () => T): T {
  const start = performance.now();
  try {
    return work();
  } finally {
    performance.measure?.("cairn-search", { start, end: performance.now() });
  }
}

/** Fetches each file once; a failure is forgotten so that it can be tried again. */
function once<T>(load: (i: number) => Promise<T>): (i: number) => Promise<T> {
  const pending = new Map<number, Promise<T>>();
  return (i) => {
    let promise = pending.get(i);
    if (!promise) {
      promise = load(i).catch((error: unknown) => {
        pending.delete(i);
        throw error;
      });
      pending.set(i, promise);
    }
    return promise;
  };
}

/** Each record's section (lvl0) as an index into `manifest.sections`, from the manifest's runs. */
function sectionsOf(manifest: IndexManifest): Uint16Array {
  const of = new Uint16Array(manifest.records);
  let id = 0;
  for (let r = 0; r + 1 < manifest.sectionRuns.length; r += 2) {
    of.fill(manifest.sectionRuns[r], id, id + manifest.sectionRuns[r + 1]);
    id += manifest.sectionRuns[r + 1];
  }
  return of;
}

/** At most `perSection` hits of each section, in rank order. */
function capPerSection(ids: readonly number[], sectionOf: Uint16Array, perSection: number): number[] {
  const shown = new Map<number, number>();
  return ids.filter((id) => {
    const count = shown.get(sectionOf[id]) ?? 0;
    shown.set(sectionOf[id], count + 1);
    return count < perSection;
  });
}

export function createShardedIndex(manifestValue: unknown, fetchFile: FetchIndexFile): LocalSearchIndex {
  const manifest = checkManifest(manifestValue);
  const ranker = new Ranker(manifest.records);
  const sectionOf = sectionsOf(manifest);
  const headings = new Map<string, HeadingEntry>();

  const loadShard = once(async (i) => {
    const shard = (await fetchFile(shardFileName(manifest.folder, manifest.shards[i][1]))) as TermShard;
    // Own properties only: a term such as "constructor" must not read Object.prototype's.
    const df = (term: string) => (shard.df && Object.prototype.hasOwnProperty.call(shard.df, term) ? shard.df[term] : undefined);
    ranker.add(Object.entries(shard.terms).map(([term, encoded]): [string, PostingList] => [term, decodePostings(encoded, df(term))]));
    for (const [key, entry] of Object.entries(shard.headings)) headings.set(key, entry);
  });
  const loadChunk = once(async (i) => {
    const chunk = (await fetchFile(chunkFileName(manifest, i))) as RecordChunk;
    return { first: chunk.first, records: unpackRecords(chunk) };
  });
  /** Loads every shard holding terms in [from, to]. */
  const loadRange = async (from: string, to: string) => {
    const first = entryAt(manifest.shards, from);
    const last = entryAt(manifest.shards, to);
    const loads: Promise<void>[] = [];
    for (let i = first; i <= last; i += 1) loads.push(loadShard(i));
    await Promise.all(loads);
  };
  const recordsOf = async (ids: readonly number[]): Promise<Map<number, SearchRecord>> => {
    const chunkIds = [...new Set(ids.map((id) => Math.floor(id / manifest.recordsPerChunk)))];
    const found = new Map<number, SearchRecord>();
    for (const { first, records } of await Promise.all(chunkIds.map(loadChunk))) records.forEach((record, i) => found.set(first + i, record));
    return found;
  };

  return {
    async search(rawQuery, limit = 20, { perSection, isStale } = {}) {
      const query = normaliseQuery(rawQuery);
      if (!query) return { hits: [], nbHits: 0 };
      // The first keystroke is answered from the manifest, with no fetch (./starter).
      const first = manifest.starter && starterRecords(manifest.starter, manifest.sections, query);
      if (first) {
        const marked = highlightTerms(query);
        return { hits: timed(() => first.slice(0, limit).map((record) => toHit(record, marked))), nbHits: first.length };
      }
      const terms = indexTerms(query);
      const key = headingKey(query);
      // An exact-heading key is filed beside its first term (./terms `headingAnchor`), loaded with it.
      const anchor = key ? headingAnchor(key) : "";
      await Promise.all([...terms.map((term) => loadRange(...Ranker.neededRange(term, true))), ...(anchor ? [loadRange(anchor, anchor)] : [])]);
      const typos = terms.filter((term) => allowedTypos(term) > 0 && !ranker.matchesAsTyped(term, true));
      await Promise.all(typos.map((term) => loadRange(...typoRange(term))));
      const { ranked, total, exact } = timed(() => {
        const { ids, total } = ranker.rank(terms, limit);
        const exact = key ? headings.get(key) : undefined;
        const ordered = exact ? leadWithExact(exact, ids).slice(0, limit) : ids;
        // Only the hits the modal will show need their text: it shows `perSection` of each section.
        return { ranked: perSection ? capPerSection(ordered, sectionOf, perSection) : ordered, total, exact };
      });
      if (isStale?.()) return { hits: [], nbHits: total };
      const records = await recordsOf(ranked);
      const marked = highlightTerms(query);
      const hits = timed(() => ranked.map((id) => toHit(records.get(id)!, marked)));
      return { hits, nbHits: Math.max(total, exact ? exact[0].length + exact[1].length : 0) };
    },
  };
}
