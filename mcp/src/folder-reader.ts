/**
 * The site read from a folder of the disk. A path is resolved under the folder and refused unless
 * the file it names, symbolic links followed, is inside the folder: nothing outside is ever opened.
 * A byte range (the search index's blobs) reads only those bytes of the file.
 */
import fs from "node:fs";
import path from "node:path";
import { SiteUnavailableError } from "./errors";
import { BUILD_MARKER_FILE, contentTypeOf, type ByteRange, type SiteReader } from "./reader";

/** Written by `npm run build` at its start and removed once its last check passes (src/gatsby/node/bootstrap.ts). */
const UNFINISHED_MARKER = "BUILD-UNFINISHED.txt";

const notFound = () => new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });

/** True when `child` is `parent` or inside it. */
function isInside(parent: string, child: string): boolean {
  const relative = path.relative(parent, child);
  return relative === "" || (relative !== ".." && !relative.startsWith(`..${path.sep}`) && !path.isAbsolute(relative));
}

export interface FolderReaderOptions {
  /** Hears every file opened (its absolute path), for `--verbose` and the tests that audit reads. */
  onRead?: (file: string) => void;
}

/** Bytes of a file, as a static host answers a range of it. */
async function readRange(file: string, size: number, { first, last }: ByteRange): Promise<Response> {
  if (first >= size) return new Response(null, { status: 416, headers: { "Content-Range": `bytes */${size}` } });
  const end = Math.min(last, size - 1);
  const handle = await fs.promises.open(file, "r");
  try {
    const { buffer, bytesRead } = await handle.read({ buffer: Buffer.alloc(end - first + 1), position: first });
    return new Response(new Uint8Array(buffer.subarray(0, bytesRead)), { status: 206, headers: { "Content-Type": contentTypeOf(file), "Content-Range": `bytes ${first}-${first + bytesRead - 1}/${size}` } });
  } finally {
    await handle.close();
  }
}

export function createFolderReader(folder: string, { onRead }: FolderReaderOptions = {}): SiteReader {
  const root = path.resolve(folder);
  let realRoot: string | undefined;

  const howToBuild = `Run \`npm run build\` in the Cairn Docs checkout (it writes public/), or start the server with --site <folder or URL of a built Cairn Docs site>.`;

  async function resolveRoot(): Promise<string> {
    try {
      realRoot ??= await fs.promises.realpath(root);
      return realRoot;
    } catch {
      throw new SiteUnavailableError(`The site folder ${root} does not exist. ${howToBuild}`);
    }
  }

  return {
    location: root,
    async read(sitePath, options) {
      const base = await resolveRoot();
      const file = path.resolve(base, `.${path.posix.normalize(`/${sitePath}`)}`);
      if (!isInside(base, file)) return notFound();
      let real: string;
      try {
        real = await fs.promises.realpath(file);
      } catch {
        return notFound();
      }
      if (!isInside(base, real)) return notFound();
      try {
        const stat = await fs.promises.stat(real);
        if (!stat.isFile()) return notFound();
        onRead?.(real);
        if (options?.range) return await readRange(real, stat.size, options.range);
        const body = await fs.promises.readFile(real);
        return new Response(body, { status: 200, headers: { "Content-Type": contentTypeOf(real) } });
      } catch {
        return notFound();
      }
    },
    async checkBuilt() {
      const base = await resolveRoot();
      if (!fs.existsSync(path.join(base, BUILD_MARKER_FILE))) {
        throw new SiteUnavailableError(`${base} holds no built Cairn Docs site (no ${BUILD_MARKER_FILE.slice(1)}). ${howToBuild}`);
      }
      if (fs.existsSync(path.join(base, UNFINISHED_MARKER))) {
        throw new SiteUnavailableError(`The build in ${base} did not finish (${UNFINISHED_MARKER} is there): run \`npm run build\` again and fix the errors it reports.`);
      }
    },
  };
}
