/**
 * The server's command line: which site to read and how to cache it. A folder is the default
 * (the checkout's `public/`, wherever the server is started from); a URL reads a deployed site.
 */
import path from "node:path";
import { defaultCacheDir } from "./disk-cache";

export interface ServerOptions {
  site: { kind: "folder"; folder: string } | { kind: "url"; url: string };
  /** The site's own URL, which answers link to when reading a folder. */
  siteUrl?: string;
  /** Undefined: no disk cache (URL mode only). */
  cacheDir?: string;
  cacheTtlSeconds: number;
  /** Largest size of the disk cache. */
  cacheMaxMegabytes: number;
  verbose: boolean;
}

export const USAGE = `cairn-docs-mcp: an MCP server (stdio) over a built Cairn Docs site

Usage: cairn-docs-mcp [--site <folder|url>] [options]

  --site <folder|url>    the built site: a folder (default: public/ of this checkout) or the
                         base URL of a deployed site, e.g. https://docs.cairn.example/
                         (env CAIRN_DOCS_SITE)
  --site-url <url>       the site's public URL, which answers link to when reading a folder
                         (default: SITE_URL, else https://docs.cairn.example)
  --cache-dir <folder>   where a deployed site's files are kept (default ~/.cache/cairn-docs-mcp;
                         env CAIRN_DOCS_MCP_CACHE)
  --cache-ttl <seconds>  how long a kept file is used before the site is asked again (default 900)
  --no-cache             fetch every file from the site
  --verbose              log every file read to stderr
  --help                 show this help`;

export class UsageError extends Error {}

const DEFAULT_TTL_SECONDS = 900;
const DEFAULT_CACHE_MEGABYTES = 200;

export function parseArgs(argv: readonly string[], env: NodeJS.ProcessEnv, defaultFolder: string, cwd = process.cwd()): ServerOptions | "help" {
  let site = env.CAIRN_DOCS_SITE || undefined;
  let siteUrl: string | undefined;
  let cacheDir: string | undefined = env.CAIRN_DOCS_MCP_CACHE || defaultCacheDir(env);
  let cacheTtlSeconds = DEFAULT_TTL_SECONDS;
  let verbose = false;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    const [flag, inline] = arg.startsWith("--") && arg.includes("=") ? [arg.slice(0, arg.indexOf("=")), arg.slice(arg.indexOf("=") + 1)] : [arg, undefined];
    const value = () => {
      const next = inline ?? argv[(i += 1)];
      if (next === undefined || next === "") throw new UsageError(`${flag} needs a value`);
      return next;
    };
    if (flag === "--help" || flag === "-h") return "help";
    else if (flag === "--site") site = value();
    else if (flag === "--site-url") siteUrl = value();
    else if (flag === "--cache-dir") cacheDir = path.resolve(cwd, value());
    else if (flag === "--no-cache") cacheDir = undefined;
    else if (flag === "--verbose") verbose = true;
    else if (flag === "--cache-ttl") {
      const seconds = Number(value());
      if (!Number.isFinite(seconds) || seconds < 0) throw new UsageError("--cache-ttl must be a number of seconds, 0 or more");
      cacheTtlSeconds = seconds;
    } else throw new UsageError(`Unknown option ${arg}`);
  }
  if (siteUrl !== undefined && !/^https?:\/\/[^/]/i.test(siteUrl)) throw new UsageError(`--site-url must be an http(s) URL; got ${siteUrl}`);
  const chosen = site === undefined ? { kind: "folder" as const, folder: defaultFolder } : /^https?:\/\//i.test(site) ? { kind: "url" as const, url: site } : { kind: "folder" as const, folder: path.resolve(cwd, site) };
  return { site: chosen, ...(siteUrl ? { siteUrl } : {}), ...(cacheDir ? { cacheDir } : {}), cacheTtlSeconds, cacheMaxMegabytes: DEFAULT_CACHE_MEGABYTES, verbose };
}
