import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import siteFiles from "../../scripts/site-files.json";

export const projectRoot = path.join(__dirname, "..", "..");

/**
 * What a fixture site is made of besides its content: the project's own code, linked, and copied
 * for the files Gatsby compiles in place (it cannot compile them through a link). The bench reads
 * the same list.
 */
const { linked: LINKED, copied: COPIED } = siteFiles;

export interface FixtureBuild {
  status: number | null;
  output: string;
  /** The temporary site folder; its public/ holds what the build left. */
  siteDir: string;
}

/**
 * Runs `gatsby build` on a fixture's content in a temporary site folder that links to the
 * project's code, so fixture builds never share `.cache` or `public/` with the real site.
 * The fixture is copied in as `content/`, so messages name files as writers see them.
 * `prepare` runs on the site folder before the build (e.g. to leave an older build in public/).
 */
export function buildFixture(name: string, env: Record<string, string> = {}, prepare?: (siteDir: string) => void, { copySource = false } = {}): FixtureBuild {
  const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), `cairn-fixture-${name}-`));
  // `copySource`: the site's own copy of src/, for a test that edits a component or a stylesheet.
  for (const entry of LINKED) {
    if (copySource && entry === "src") fs.cpSync(path.join(projectRoot, entry), path.join(siteDir, entry), { recursive: true });
    else fs.symlinkSync(path.join(projectRoot, entry), path.join(siteDir, entry));
  }
  for (const file of COPIED) fs.copyFileSync(path.join(projectRoot, file), path.join(siteDir, file));
  // "project" builds (a copy of) the real content with other settings, e.g. analytics on.
  const source = name === "project" ? path.join(projectRoot, "content") : path.join(projectRoot, "__tests__", "fixtures", name);
  fs.cpSync(source, path.join(siteDir, "content"), { recursive: true });
  prepare?.(siteDir);
  return runBuild(siteDir, env);
}

/** Builds a fixture's site folder again, as a writer would after an edit: `.cache/` and `public/` are kept. */
export function rebuildFixture(build: FixtureBuild, env: Record<string, string> = {}): FixtureBuild {
  return runBuild(build.siteDir, env);
}

function runBuild(siteDir: string, env: Record<string, string>): FixtureBuild {
  const result = spawnSync(process.execPath, [require.resolve("gatsby/cli"), "build"], {
    cwd: siteDir,
    env: { ...process.env, NODE_ENV: "production", BABEL_ENV: "", GATSBY_TELEMETRY_DISABLED: "1", CI: "true", NO_COLOR: "1", FORCE_COLOR: "0", CAIRN_CONTENT_DIR: "", ...env },
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  return { status: result.status, output: `${result.stdout}\n${result.stderr}`, siteDir };
}

/** Removes a fixture's temporary site folder. */
export function removeFixture(build: FixtureBuild): void {
  fs.rmSync(build.siteDir, { recursive: true, force: true });
}

/**
 * Serves a folder with the project's static server, in its own process, as a host matching the
 * site's trailing-slash setting would (scripts/static-server.mjs); resolves to its URL.
 */
export function serve(dir: string, trailingSlash: "always" | "never" | "ignore" = "always"): Promise<{ url: string; process: ChildProcess }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(projectRoot, "scripts", "static-server.mjs"), dir, "0", `--trailing-slash=${trailingSlash}`]);
    child.stdout.on("data", (chunk: Buffer) => {
      const url = /at (http:\/\/127\.0\.0\.1:\d+)/.exec(chunk.toString())?.[1];
      if (url) resolve({ url, process: child });
    });
    child.on("error", reject);
  });
}
