import { existsSync } from "node:fs";
import { join } from "node:path";

/** Serves the already built `public/` (scripts/test.mjs builds it first) for every e2e file. */
export default async function globalSetup(): Promise<void> {
  const root = join(__dirname, "..", "..", "..", "public");
  if (!existsSync(join(root, "index.html"))) {
    throw new Error("public/ has no built site: run `npm run build` before the e2e tests (npm test does this)");
  }
  const { serveStatic } = await import("../../../scripts/static-server.mjs");
  const server = await serveStatic(root);
  process.env.E2E_BASE_URL = server.url;
  // The same site gzip-compressed, as production hosts serve it, for tests that count bytes on the wire.
  const compressed = await serveStatic(root, 0, { compress: true });
  process.env.E2E_GZIP_URL = compressed.url;
  (globalThis as { __E2E_SERVER__?: { close: () => Promise<void> } }).__E2E_SERVER__ = {
    close: () => Promise.all([server.close(), compressed.close()]).then(() => undefined),
  };
}
