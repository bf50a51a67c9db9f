/**
 * The site read from a folder of the disk. A path is resolved under the folder and refused unless
 * the file it names, symbolic links followed, is inside the folder: nothing outside is ever opened.
 */
import fs from "node:fs";
import path from "node:path";
import { SiteUnavailableError } from "./errors";
import { BUILD_MARKER_FILE, contentTypeOf, type SiteReader } from "./reader";

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
    async read(sitePath) {
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
