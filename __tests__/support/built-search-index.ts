/**
 * The entries of a search index a build wrote into a folder, read as the browser reads them
 * (src/lib/search/index-reader.ts: each entry's bytes out of its blob, decompressed): tests that
 * look for a page or a sentence in the index cannot read its files as text, since each entry is
 * compressed on its own (docs/search.md).
 */
import fs from "node:fs";
import path from "node:path";
import { decodeNumbers } from "../../src/lib/search/compact-numbers";
import { createEntryReader } from "../../src/lib/search/index-reader";
import type { RecordPack } from "../../src/lib/search/record-packs";
import type { IndexManifest } from "../../src/lib/search/shards";

export function readManifest(publicDir: string): IndexManifest {
  return JSON.parse(fs.readFileSync(path.join(publicDir, "search-index.json"), "utf8")) as IndexManifest;
}

/** Every record pack of the index in `publicDir`, in order. */
export async function recordPacks(publicDir: string): Promise<RecordPack[]> {
  const manifest = readManifest(publicDir);
  // A host that ignores byte ranges, as some do: the reader takes each blob whole and cuts its entries out.
  const fromFolder = async (url: string | URL | Request): Promise<Response> => new Response(new Uint8Array(fs.readFileSync(path.join(publicDir, String(url)))), { status: 200 });
  // Cast: the reader calls fetch with a URL and a Range header only, which this answers.
  const read = createEntryReader(manifest, "", fromFolder as typeof fetch);
  const ids = decodeNumbers(manifest.packs).map((_, id) => id);
  return (await Promise.all(read("r", ids))) as RecordPack[];
}
