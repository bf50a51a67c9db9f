/** The index of some records, built as the site's build writes it and served from memory as a static host serves it, for the loader's and reader's tests. */
import { buildIndexFiles, type IndexFileOptions } from "../../../../src/lib/search/index-blobs";
import type { SearchRecord } from "../../../../src/lib/search/records";

/** Small entries and blobs, so that a few records make several of each. */
export const SMALL_FILES: IndexFileOptions = { folder: "search-index", shardBytes: 200, packBytes: 1, maxBlobBytes: 600 };

export interface ServedRequest {
  url: string;
  range?: string;
  status: number;
}

export function servedIndex(records: readonly SearchRecord[], options: IndexFileOptions = SMALL_FILES) {
  let files = new Map<string, Uint8Array>();
  const deploy = (next: readonly SearchRecord[]) => {
    const { manifest, files: blobs } = buildIndexFiles(next, options);
    files = new Map([["/search-index.json", Buffer.from(JSON.stringify(manifest))], ...blobs.map((f): [string, Uint8Array] => [`/${f.name}`, f.bytes])]);
  };
  deploy(records);
  /** How the host answers: `ignoreRanges` sends every file whole, as some hosts do. */
  const host = { ignoreRanges: false };
  const requests: ServedRequest[] = [];
  const answer = (url: string, range: string | undefined): Response => {
    const body = files.get(url);
    if (!body) return new Response("Not found", { status: 404 });
    const match = /^bytes=(\d+)-(\d+)$/.exec(range ?? "");
    if (!match || host.ignoreRanges) return new Response(new Uint8Array(body), { status: 200 });
    const [first, last] = [Number(match[1]), Math.min(Number(match[2]), body.length - 1)];
    if (first >= body.length) return new Response(null, { status: 416, headers: { "Content-Range": `bytes */${body.length}` } });
    return new Response(new Uint8Array(body.subarray(first, last + 1)), { status: 206, headers: { "Content-Range": `bytes ${first}-${last}/${body.length}` } });
  };
  const fetchImpl = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const url = String(input);
    const range = new Headers(init?.headers).get("range") ?? undefined;
    const response = answer(url, range);
    requests.push({ url, range, status: response.status });
    return response;
  };
  return { deploy, host, requests, files: () => files, fetchImpl: fetchImpl as typeof fetch };
}
