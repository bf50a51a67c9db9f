/**
 * A small static file server for the built site, as a static host serves it: exact files, a
 * folder's index.html, and public/404.html for the rest. How it treats a page's path with and
 * without its trailing slash follows the site's setting, as a host configured to match it would:
 *
 * - `always` (the default): `/a/b/` is served from `a/b/index.html`; `/a/b` redirects to `/a/b/`.
 * - `never`: `/a/b` is served from `a/b.html` or `a/b/index.html`, with no redirect; `/a/b/`
 *   redirects to `/a/b`.
 * - `ignore`: both forms are served, neither redirects.
 *
 * A file's byte range is answered as hosts do (206 with Content-Range, uncompressed; 416 past its
 * end): the search index's blobs are read that way (src/lib/search/index-reader.ts).
 *
 * Used by the end-to-end tests and the bench, so they need nothing but Node.
 */
import { createServer } from "node:http";
import { createReadStream, statSync } from "node:fs";
import { extname, join, normalize } from "node:path";
import { createGzip } from "node:zlib";

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".md": "text/markdown; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".webmanifest": "application/manifest+json",
  ".woff2": "font/woff2",
};

function fileAt(root, path) {
  try {
    const stat = statSync(join(root, path));
    return stat.isFile() ? join(root, path) : stat.isDirectory() ? "dir" : undefined;
  } catch {
    return undefined;
  }
}

const POLICIES = ["always", "never", "ignore"];

/**
 * What the host does with a request path: `{ file }` to serve (undefined: not found) or
 * `{ redirect }` to the path's other form, per the trailing-slash policy.
 */
function resolvePath(root, path, policy) {
  const found = fileAt(root, path);
  if (found && found !== "dir") return { file: found };
  const slashed = path.endsWith("/");
  if (found === "dir") {
    const index = fileAt(root, join(path, "index.html"));
    if (!slashed && policy === "always") return { redirect: `${path}/` };
    if (slashed && path !== "/" && policy === "never" && index) return { redirect: path.replace(/\/+$/, "") };
    return { file: index && index !== "dir" ? index : undefined };
  }
  if (!slashed && policy !== "always") {
    const html = fileAt(root, `${path}.html`);
    if (html && html !== "dir") return { file: html };
  }
  return { file: undefined };
}

/**
 * The one byte range a Range header asks of a file of `size` bytes: `bytes=a-b`, `bytes=a-` or
 * `bytes=-n` (its last n bytes); "unsatisfiable" when it starts past the end. Anything else (several
 * ranges, another unit, a malformed header) is ignored and the whole file sent, as RFC 9110 allows.
 */
function byteRange(header, size) {
  const match = /^bytes=(\d*)-(\d*)$/.exec(String(header ?? "").trim());
  if (!match || (match[1] === "" && match[2] === "")) return undefined;
  if (match[1] === "") {
    const suffix = Number(match[2]);
    return suffix === 0 || size === 0 ? "unsatisfiable" : { first: Math.max(0, size - suffix), last: size - 1 };
  }
  const first = Number(match[1]);
  if (match[2] !== "" && Number(match[2]) < first) return undefined;
  if (first >= size) return "unsatisfiable";
  return { first, last: match[2] === "" ? size - 1 : Math.min(Number(match[2]), size - 1) };
}

const COMPRESSIBLE = new Set([".html", ".js", ".mjs", ".css", ".json", ".txt", ".md", ".xml", ".svg", ".webmanifest"]);

/**
 * Starts serving `root` on 127.0.0.1:`port` (0 for any free port); resolves to { url, close }.
 * With `compress`, text is sent gzip-compressed to clients that accept it, as production hosts
 * do (the bench's Lighthouse runs use this; the tests read exact bytes without it).
 * `trailingSlash` is the site's setting the host matches: "always" (the default), "never" or "ignore".
 */
export function serveStatic(root, port = 0, { compress = false, trailingSlash = "always" } = {}) {
  if (!POLICIES.includes(trailingSlash)) throw new Error(`trailingSlash must be one of ${POLICIES.join(", ")}; got "${trailingSlash}"`);
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    let decoded;
    try {
      decoded = decodeURIComponent(url.pathname);
    } catch {
      // A malformed escape (`/%E0%A4%A`) is the client's error, as a real host answers it.
      res.writeHead(400, { "Content-Type": "text/plain; charset=utf-8" });
      res.end("Bad request: malformed percent-escape in the path\n");
      return;
    }
    const path = normalize(decoded).replace(/^(\.\.[/\\])+/, "");
    const { file, redirect } = resolvePath(root, path, trailingSlash);
    if (redirect !== undefined) {
      res.writeHead(301, { Location: `${encodeURI(redirect)}${url.search}` });
      res.end();
      return;
    }
    const status = file ? 200 : 404;
    const served = file ?? join(root, "404.html");
    const type = TYPES[extname(served)] ?? "application/octet-stream";
    // The server sends no validators, so an If-Range never matches: the whole file goes.
    const range = file && !req.headers["if-range"] ? byteRange(req.headers.range, statSync(file).size) : undefined;
    if (range === "unsatisfiable") {
      res.writeHead(416, { "Content-Range": `bytes */${statSync(file).size}`, "Cache-Control": "no-cache" });
      res.end();
      return;
    }
    if (range) {
      // A range of the file's own bytes: never compressed on the way.
      res.writeHead(206, { "Content-Type": type, "Cache-Control": "no-cache", "Accept-Ranges": "bytes", "Content-Range": `bytes ${range.first}-${range.last}/${statSync(file).size}`, "Content-Length": range.last - range.first + 1 });
      createReadStream(file, { start: range.first, end: range.last }).on("error", () => res.end()).pipe(res);
      return;
    }
    const gzip = compress && COMPRESSIBLE.has(extname(served)) && /\bgzip\b/.test(String(req.headers["accept-encoding"] ?? ""));
    res.writeHead(status, {
      "Content-Type": type,
      "Cache-Control": "no-cache",
      ...(file ? { "Accept-Ranges": "bytes" } : {}),
      ...(gzip ? { "Content-Encoding": "gzip", Vary: "Accept-Encoding" } : {}),
    });
    const stream = createReadStream(served).on("error", () => res.end());
    (gzip ? stream.pipe(createGzip()) : stream).pipe(res);
  });
  return new Promise((resolve) => {
    server.listen(port, "127.0.0.1", () => {
      const address = server.address();
      resolve({ url: `http://127.0.0.1:${address.port}`, close: () => new Promise((done) => server.close(done)) });
    });
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // node scripts/static-server.mjs [root] [port] [--gzip] [--trailing-slash=always|never|ignore]
  const positional = process.argv.slice(2).filter((arg) => !arg.startsWith("--"));
  const root = positional[0] ?? "public";
  const port = Number(positional[1] ?? 9000);
  const trailingSlash = process.argv.find((arg) => arg.startsWith("--trailing-slash="))?.split("=")[1] ?? process.env.TRAILING_SLASH ?? "always";
  serveStatic(root, port, { compress: process.argv.includes("--gzip"), trailingSlash }).then(({ url }) => console.log(`Serving ${root} at ${url} (trailing slash: ${trailingSlash})`));
}
