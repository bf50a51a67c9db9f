/**
 * Searching the split index (./shards) from the browser: for each query, fetch the term shards its
 * words need (and, for a word that matches nothing as typed, the shards its typos could be in),
 * rank (./ranker), then fetch the record packs of the hits shown. Every entry is fetched at most
 * once per session, those a query needs asked for together (./index-reader fetches neighbors in
 * one request); a failed fetch is forgotten, so the next query tries it again.
 */
import type { SearchRecord } from "./records";
import { unpackRecords } from "./pack";
import { decodePostings, type PostingList } from "./postings";
import { Ranker, typoRange } from "./ranker";
import { SHARDED_INDEX_VERSION, type IndexContent } from "./shards";
import type { HeadingEntry, TermShard } from "./term-shards";
import type { RecordPack } from "./record-packs";
import { startAt, type IndexFileKind } from "./index-files";
import { decodeNumbers } from "./compact-numbers";
import { allowedTypos } from "./edit-distance";
import { headingAnchor, headingKey, indexTerms as termsOf } from "./terms";
import { queryTerms as highlightTerms } from "./highlight";
import { normaliseQuery, toHit, withoutLoneLastLetter, type LocalSearchIndex } from "./engine";
import { starterRecords } from "./starter";

/** Fetches entries of a kind, each by its index, and answers each one's parsed JSON, in the order asked. */
export type ReadIndexEntries = (kind: IndexFileKind, ids: readonly number[]) => Promise<unknown>[];

/** The query's words as the index stores them, in order, without repeats. */
export const indexTerms = termsOf;

/** Throws unless `value` holds an index this code can read. */
export function checkManifest(value: unknown): IndexContent {
  const manifest = value as Partial<IndexContent> | null;
  const lists = manifest ? [manifest.shards, manifest.sections, manifest.sectionRuns] : [];
  const starter = manifest?.starter;
  if (!manifest || manifest.version !== SHARDED_INDEX_VERSION || !lists.every(Array.isArray) || typeof manifest.records !== "number" || typeof manifest.packs !== "string" || typeof starter?.keys !== "object" || !Array.isArray(starter.pages)) {
    throw new Error(`The search index has an unexpected format (version ${String(manifest?.version)}, expected ${SHARDED_INDEX_VERSION})`);
  }
  return manifest as IndexContent;
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

/**
 * Fetches each entry once (`has` says whether it was asked for), those not yet asked for together;
 * a failure is forgotten so that it can be tried again.
 */
function once<T>(load: (ids: readonly number[]) => Promise<T>[]) {
  const pending = new Map<number, Promise<T>>();
  return {
    has: (i: number) => pending.has(i),
    load(ids: readonly number[]): Promise<T[]> {
      const missing = ids.filter((i, at) => !pending.has(i) && ids.indexOf(i) === at);
      const loading = missing.length > 0 ? load(missing) : [];
      loading.forEach((promise, at) => {
        const i = missing[at];
        pending.set(
          i,
          promise.catch((error: unknown) => {
            pending.delete(i);
            throw error;
          }),
        );
      });
      return Promise.all(ids.map((i) => pending.get(i)!));
    },
  };
}

/** Each record's section (lvl0) as an index into `manifest.sections`, from the manifest's runs. */
function sectionsOf(manifest: IndexContent): Uint16Array {
  const of = new Uint16Array(manifest.records);
  let id = 0;
  for (let r = 0; r + 1 < manifest.sectionRuns.length; r += 2) {
    of.fill(manifest.sectionRuns[r], id, id + manifest.sectionRuns[r + 1]);
    id += manifest.sectionRuns[r + 1];
  }
  return of;
}

/** The id of each pack's first record. */
function packStarts(manifest: IndexContent): number[] {
  const starts: number[] = [];
  let id = 0;
  for (const count of decodeNumbers(manifest.packs)) {
    starts.push(id);
    id += count;
  }
  return starts;
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

/** Indexes from `from` to `to`, both included. */
const span = (from: number, to: number): number[] => Array.from({ length: to - from + 1 }, (_, i) => from + i);

export function createShardedIndex(manifestValue: unknown, readEntries: ReadIndexEntries): LocalSearchIndex {
  const manifest = checkManifest(manifestValue);
  const ranker = new Ranker(manifest.records);
  const sectionOf = sectionsOf(manifest);
  const packStart = packStarts(manifest);
  const headings = new Map<string, HeadingEntry>();

  const shards = once((ids) =>
    readEntries("t", ids).map(async (entry) => {
      const shard = (await entry) as TermShard;
      // Own properties only: a term such as "constructor" must not read Object.prototype's.
      const df = (term: string) => (shard.df && Object.prototype.hasOwnProperty.call(shard.df, term) ? shard.df[term] : undefined);
      ranker.add(Object.entries(shard.terms).map(([term, encoded]): [string, PostingList] => [term, decodePostings(encoded, df(term))]));
      for (const [key, entry] of Object.entries(shard.headings)) headings.set(key, entry);
    }),
  );
  const packs = once((ids) => readEntries("r", ids).map(async (entry, at) => ({ first: packStart[ids[at]], records: unpackRecords((await entry) as RecordPack) })));
  /** The shards holding the terms in each [from, to] range. */
  const shardsOf = (ranges: readonly [string, string][]): number[] => [...new Set(ranges.flatMap(([from, to]) => span(startAt(manifest.shards, from), startAt(manifest.shards, to))))];
  const recordsOf = async (packIds: readonly number[]): Promise<Map<number, SearchRecord>> => {
    const found = new Map<number, SearchRecord>();
    for (const { first, records } of await packs.load(packIds)) records.forEach((record, i) => found.set(first + i, record));
    return found;
  };

  return {
    async search(rawQuery, limit = 20, { perSection, isStale, settle } = {}) {
      const query = normaliseQuery(withoutLoneLastLetter(rawQuery));
      if (!query) return { hits: [], nbHits: 0 };
      // The first keystroke is answered from the manifest, with no fetch (./starter).
      const first = starterRecords(manifest.starter, manifest.sections, query);
      if (first) {
        const marked = highlightTerms(query);
        return { hits: timed(() => first.slice(0, limit).map((record) => toHit(record, marked))), nbHits: first.length };
      }
      const terms = indexTerms(query);
      const key = headingKey(query);
      // An exact-heading key is filed beside its first term (./terms `headingAnchor`), loaded with it.
      const anchor = key ? headingAnchor(key) : "";
      const needed = shardsOf([...terms.map((term) => Ranker.neededRange(term, true)), ...(anchor ? [[anchor, anchor] as [string, string]] : [])]);
      await shards.load(needed);
      const typos = shardsOf(terms.filter((term) => allowedTypos(term) > 0 && !ranker.matchesAsTyped(term, true)).map(typoRange));
      await shards.load(typos);
      const { ranked, total, exact } = timed(() => {
        const { ids, total } = ranker.rank(terms, limit);
        const exact = key ? headings.get(key) : undefined;
        const ordered = exact ? leadWithExact(exact, ids).slice(0, limit) : ids;
        // Only the hits the modal will show need their text: it shows `perSection` of each section.
        return { ranked: perSection ? capPerSection(ordered, sectionOf, perSection) : ordered, total, exact };
      });
      const packIds = [...new Set(ranked.map((id) => startAt(packStart, id)))];
      // Shards are fetched at every keystroke (the next one's words mostly need the same); the hits'
      // text, for an answer the reader may type past, first waits for a pause in their typing.
      if (!packIds.every(packs.has)) await settle;
      if (isStale?.()) return { hits: [], nbHits: total };
      const records = await recordsOf(packIds);
      const marked = highlightTerms(query);
      const hits = timed(() => ranked.map((id) => toHit(records.get(id)!, marked)));
      return { hits, nbHits: Math.max(total, exact ? exact[0].length + exact[1].length : 0) };
    },
  };
}
