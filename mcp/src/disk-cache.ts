/**
 * The small on-disk cache of a deployed site's files (URL mode): one body file and one metadata
 * file per URL (or URL and chunk of a file, see ./http-reader), named by a hash of that key,
 * written to a temporary name and renamed so that a crash or a second server never leaves half a
 * file. A damaged entry is dropped and fetched again.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export interface CacheEntry {
  url: string;
  /** When the copy was fetched or last confirmed unchanged (ms since the epoch). */
  fetchedAt: number;
  etag?: string;
  lastModified?: string;
  contentType?: string;
  /** The Content-Range of a copy of part of a file (the key is then the URL and the chunk: ./http-reader). */
  contentRange?: string;
  body: Buffer;
}

type EntryMeta = Omit<CacheEntry, "body"> & { size: number };

export interface DiskCache {
  readonly dir: string;
  get(url: string): Promise<CacheEntry | undefined>;
  put(entry: CacheEntry): Promise<void>;
  /** Records when the copy was last confirmed unchanged. */
  setFetchedAt(url: string, fetchedAt: number): Promise<void>;
  delete(url: string): Promise<void>;
  /** Removes the least recently fetched entries until the cache holds at most `maxBytes`. */
  prune(maxBytes: number): Promise<void>;
}

/** `$XDG_CACHE_HOME/cairn-docs-mcp`, else `~/.cache/cairn-docs-mcp`. */
export function defaultCacheDir(env: NodeJS.ProcessEnv = process.env): string {
  return path.join(env.XDG_CACHE_HOME || path.join(env.HOME || os.homedir(), ".cache"), "cairn-docs-mcp");
}

const keyOf = (url: string) => crypto.createHash("sha256").update(url).digest("hex").slice(0, 40);

async function writeAtomically(file: string, data: string | Buffer): Promise<void> {
  const temporary = `${file}.${process.pid}.${crypto.randomBytes(4).toString("hex")}.tmp`;
  await fs.promises.writeFile(temporary, data);
  await fs.promises.rename(temporary, file);
}

function isMeta(value: unknown): value is EntryMeta {
  const meta = value as Partial<EntryMeta> | null;
  return typeof meta === "object" && meta !== null && typeof meta.url === "string" && typeof meta.fetchedAt === "number" && typeof meta.size === "number";
}

export function createDiskCache(dir: string): DiskCache {
  const files = (url: string) => {
    const key = keyOf(url);
    return { meta: path.join(dir, `${key}.json`), body: path.join(dir, `${key}.body`) };
  };
  let made: Promise<unknown> | undefined;
  const ensureDir = () => (made ??= fs.promises.mkdir(dir, { recursive: true }));

  async function readMeta(url: string): Promise<EntryMeta | undefined> {
    try {
      const meta: unknown = JSON.parse(await fs.promises.readFile(files(url).meta, "utf8"));
      return isMeta(meta) && meta.url === url ? meta : undefined;
    } catch {
      return undefined;
    }
  }

  const cache: DiskCache = {
    dir,
    async get(url) {
      const meta = await readMeta(url);
      if (!meta) return undefined;
      try {
        const body = await fs.promises.readFile(files(url).body);
        if (body.length === meta.size) {
          const { size: _size, ...entry } = meta;
          return { ...entry, body };
        }
      } catch {
        // The body is gone: drop the entry below.
      }
      await cache.delete(url);
      return undefined;
    },
    async put({ body, ...entry }) {
      await ensureDir();
      const target = files(entry.url);
      await writeAtomically(target.body, body);
      const meta: EntryMeta = { ...entry, size: body.length };
      await writeAtomically(target.meta, JSON.stringify(meta));
    },
    async setFetchedAt(url, fetchedAt) {
      const meta = await readMeta(url);
      if (meta) await writeAtomically(files(url).meta, JSON.stringify({ ...meta, fetchedAt }));
    },
    async delete(url) {
      const target = files(url);
      await Promise.all([target.meta, target.body].map((file) => fs.promises.rm(file, { force: true })));
    },
    async prune(maxBytes) {
      let names: string[];
      try {
        names = (await fs.promises.readdir(dir)).filter((name) => name.endsWith(".json"));
      } catch {
        return;
      }
      const metas: EntryMeta[] = [];
      for (const name of names) {
        try {
          const meta: unknown = JSON.parse(await fs.promises.readFile(path.join(dir, name), "utf8"));
          if (isMeta(meta)) metas.push(meta);
        } catch {
          // Being written by another server, or damaged: left for get() to settle.
        }
      }
      let total = metas.reduce((sum, meta) => sum + meta.size, 0);
      for (const meta of metas.sort((a, b) => a.fetchedAt - b.fetchedAt)) {
        if (total <= maxBytes) break;
        await cache.delete(meta.url);
        total -= meta.size;
      }
    },
  };
  return cache;
}
