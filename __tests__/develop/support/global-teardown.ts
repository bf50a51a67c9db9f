import fs from "node:fs";
import path from "node:path";
import type { DevelopServerHandle } from "./server";

/** Where the dev server's whole terminal output is kept after the run, to read when a test failed. */
const KEPT_LOG = path.join(__dirname, "..", "..", "..", ".test-results", "develop-server.log");

/** Stops the dev server (its whole process group), keeps its log and removes the content copy. */
export default async function globalTeardown(): Promise<void> {
  const handle = (globalThis as { __DEVELOP_SERVER__?: DevelopServerHandle }).__DEVELOP_SERVER__;
  if (!handle) return;
  try {
    process.kill(-handle.pid, "SIGTERM");
    const deadline = Date.now() + 20_000;
    while (Date.now() < deadline) {
      process.kill(-handle.pid, 0);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    process.kill(-handle.pid, "SIGKILL");
  } catch {
    // The group is gone.
  }
  const log = path.join(handle.dir, "develop.log");
  if (fs.existsSync(log)) {
    fs.mkdirSync(path.dirname(KEPT_LOG), { recursive: true });
    fs.copyFileSync(log, KEPT_LOG);
  }
  fs.rmSync(handle.dir, { recursive: true, force: true });
}
