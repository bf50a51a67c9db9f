import { execSync } from "node:child_process";
import type { BuildMeta } from "../../lib/build/build-meta";

/** BUILD_VERSION, else the git commit, else N/A (DECISIONS.md). */
function buildVersion(): string {
  if (process.env.BUILD_VERSION) return process.env.BUILD_VERSION;
  try {
    return execSync("git rev-parse --short=12 HEAD", { stdio: ["ignore", "pipe", "ignore"] }).toString().trim() || "N/A";
  } catch {
    return "N/A";
  }
}

/** This build's version and start time, the same in every page. */
export const BUILD_META: BuildMeta = { version: buildVersion(), time: new Date().toISOString() };
