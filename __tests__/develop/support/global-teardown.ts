import fs from "node:fs";
import type { DevelopServerHandle } from "./server";

/** Stops the dev server (its whole process group) and removes the content copy. */
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
  fs.rmSync(handle.dir, { recursive: true, force: true });
}
