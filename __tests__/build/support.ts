import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import siteFiles from "../../scripts/site-files.json";

export const projectRoot = path.join(__dirname, "..", "..");

/**
 * What a fixture site is made of besides its content: the project's installed packages and static
 * files, linked, and its code, copied: Gatsby compiles the config files in place (it cannot through
 * a link), and it matches a static query's file (src/hooks/useSiteShell.ts) to webpack's modules by
 * the path it found the file at, while webpack names modules by their real path, so through a
 * linked src/ no page would get the shell's query result. The bench reads the same list.
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
export function buildFixture(name: string, env: Record<string, string> = {}, prepare?: (siteDir: string) => void): FixtureBuild {
  const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), `cairn-fixture-${name}-`));
  for (const entry of LINKED) fs.symlinkSync(path.join(projectRoot, entry), path.join(siteDir, entry));
  // The site's own copy of src/, which a test may also edit (a component, a stylesheet).
  for (const entry of COPIED) fs.cpSync(path.join(projectRoot, entry), path.join(siteDir, entry), { recursive: true });
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
  // As `npm run build` runs it, with the preload (scripts/site-files.json).
  const result = spawnSync(process.execPath, ["--require", path.join(siteDir, siteFiles.preload), require.resolve("gatsby/cli"), "build"], {
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
