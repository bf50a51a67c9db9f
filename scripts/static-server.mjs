/**
 * A small static file server for the built site, as a static host serves it: exact files,
 * a folder's index.html, a redirect to the trailing-slash form, and public/404.html for the rest.
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

const COMPRESSIBLE = new Set([".html", ".js", ".mjs", ".css", ".json", ".txt", ".md", ".xml", ".svg", ".webmanifest"]);

/**
 * Starts serving `root` on 127.0.0.1:`port` (0 for any free port); resolves to { url, close }.
 * With `compress`, text is sent gzip-compressed to clients that accept it, as production hosts
 * do (the bench's Lighthouse runs use this; the tests read exact bytes without it).
 */
export function serveStatic(root, port = 0, { compress = false } = {}) {
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
    let file = fileAt(root, path);
    if (file === "dir") {
      if (!path.endsWith("/")) {
        res.writeHead(301, { Location: `${path}/${url.search}` });
        res.end();
        return;
      }
      file = fileAt(root, join(path, "index.html"));
    }
    const status = file && file !== "dir" ? 200 : 404;
    const served = status === 200 ? file : join(root, "404.html");
    const gzip = compress && COMPRESSIBLE.has(extname(served)) && /\bgzip\b/.test(String(req.headers["accept-encoding"] ?? ""));
    res.writeHead(status, {
      "Content-Type": TYPES[extname(served)] ?? "application/octet-stream",
      "Cache-Control": "no-cache",
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
  const root = process.argv[2] ?? "public";
  const port = Number(process.argv[3] ?? 9000);
  serveStatic(root, port, { compress: process.argv.includes("--gzip") }).then(({ url }) => console.log(`Serving ${root} at ${url}`));
}
