/**
 * The build's fast paths: each makes `gatsby build` or `npm start` (`gatsby develop`) quicker by leaning on
 * something Gatsby does not publish as API, and each has a slow way that uses only Gatsby's public
 * API. Every fast path reports in the build log, once per build, that it ran and what it saved, or
 * that it was off and why (docs/decisions/fast-paths.md):
 *
 *   fast path compile-threads: ran (129 doc bodies compiled in 1 thread beside the build, 3.2 s of compiling off the main thread)
 *   fast path parcel-snapshot: off (not needed: 12 pages rendered, it pays from 1000)
 *
 * "speed" paths change only how the build runs: a build with all of them off
 * (`CAIRN_SAFE_BUILD=1`) writes the same `public/`, byte for byte, but for the build stamps.
 * "output" paths choose what the build writes (SWC's bundles instead of Babel's and Terser's; pages
 * that load their scripts after the first paint): `CAIRN_SAFE_BUILD` leaves them on, and each can be
 * turned off on its own with `CAIRN_FAST_PATHS_OFF=swc,scripts-after-paint` (a correct site, other bytes).
 */

/**
 * Every fast path, what it does, whether it changes what the build writes, and the command it
 * serves: `gatsby build`, `gatsby develop` (`npm start`), or both.
 */
export const FAST_PATHS = {
  "queries-in-build-process": { kind: "speed", command: "build", does: "on two cores or fewer, page queries run in the build process, not in one restarted worker" },
  "compile-threads": { kind: "speed", command: "both", does: "doc bodies compile in worker threads running the compiled gatsby-node" },
  "bodies-while-bundling": { kind: "speed", command: "build", does: "gatsby build makes each Doc node at once and compiles its body while Gatsby bundles the scripts" },
  "pinned-webpack-cache": { kind: "speed", command: "both", does: "webpack's caches are named by npm's record of the installed tree instead of a walk of every package" },
  "outputs-while-rendering": { kind: "speed", command: "build", does: "the search index, module JSON, sitemap, Markdown and llms files are written while Gatsby renders the HTML" },
  "pages-finished-as-rendered": { kind: "speed", command: "build", does: "each batch of pages is stitched and finished as Gatsby reports it rendered" },
  "link-check-thread": { kind: "speed", command: "build", does: "the link check reads the pages in a worker thread, as they are finished" },
  "doc-output-cache": { kind: "speed", command: "build", does: "a rebuild reuses each unchanged doc's search records and Markdown" },
  "finished-pages-reuse": { kind: "speed", command: "build", does: "a rebuild only restamps the pages Gatsby did not render again, and reuses what the link check read of them" },
  "parcel-snapshot": { kind: "speed", command: "both", does: "after a large build, or once npm start has written its outputs, Parcel's snapshot of the site folder is taken again so the next start does not walk the outputs" },
  "gatsby-files-reuse": { kind: "speed", command: "both", does: "Gatsby's Parcel compile of gatsby-node.ts and gatsby-config.ts is skipped when nothing they are made from changed since it last ran (a module Node loads with --require)" },
  "query-extraction-memo": { kind: "speed", command: "both", does: "Gatsby's query extraction does not parse again the files an earlier run found no query in (same path and text, not a page component)" },
  "bodies-on-demand": { kind: "speed", command: "develop", does: "npm start makes each Doc node at once; its body compiles when a page asks for it, the others in a thread once the server is up" },
  "develop-outputs-when-changed": { kind: "speed", command: "develop", does: "npm start writes the search index and module data after the first page is served, and not at all when nothing they are made from changed" },
  "develop-runtime-by-content": { kind: "speed", command: "develop", does: "the dev bundle's cache compares by content the runtime files Gatsby copies into .cache at every start, so a warm start builds none of them again" },
  "develop-without-gatsby-eslint": { kind: "speed", command: "develop", does: "the dev bundle leaves out Gatsby's ESLint plugin, which lints only .js files (Gatsby's own runtime here; the site's TypeScript is linted by npm run lint)" },
  "develop-renderer-cache": { kind: "speed", command: "develop", does: "the develop HTML renderer keeps webpack's cache, named as the other compilations' are" },
  "develop-swc": { kind: "speed", command: "develop", does: "SWC compiles the site's modules for npm start's two compilations instead of Babel, React Fast Refresh's registrations included" },
  swc: { kind: "output", command: "build", does: "SWC compiles and minifies the bundles instead of Babel and Terser" },
  "scripts-after-paint": { kind: "output", command: "build", does: "each page loads its scripts after its first contentful paint" },
} as const;

export type FastPathName = keyof typeof FAST_PATHS;
export const FAST_PATH_NAMES = Object.keys(FAST_PATHS) as FastPathName[];

/** The command a fast path serves, as Gatsby names it. */
export type FastPathCommand = "build" | "develop";

/** Whether a fast path can run in this command (a path of the other command never has a line in its log); any, outside Gatsby's commands. */
export const servesCommand = (name: FastPathName, command: string | undefined): boolean =>
  command === undefined || FAST_PATHS[name].command === "both" || FAST_PATHS[name].command === command;

/** Why a fast path is off before the build starts, by name. */
export type SwitchedOff = ReadonlyMap<FastPathName, string>;

/**
 * The fast paths the environment turns off: `CAIRN_SAFE_BUILD=1` every "speed" path,
 * `CAIRN_FAST_PATHS_OFF` (comma-separated names, or `all`) the ones it names. An unknown name is an
 * error naming the known ones, so a misspelt switch never leaves a path on unnoticed.
 */
export function fastPathsSwitchedOff(env: Readonly<Record<string, string | undefined>>): SwitchedOff {
  const off = new Map<FastPathName, string>();
  const safe = env.CAIRN_SAFE_BUILD;
  if (safe !== undefined && safe !== "" && safe !== "0") {
    for (const name of FAST_PATH_NAMES) if (FAST_PATHS[name].kind === "speed") off.set(name, "CAIRN_SAFE_BUILD is set");
  }
  const listed = (env.CAIRN_FAST_PATHS_OFF ?? "").split(",").map((s) => s.trim()).filter(Boolean);
  if (listed.includes("all")) for (const name of FAST_PATH_NAMES) off.set(name, "CAIRN_FAST_PATHS_OFF=all");
  const unknown = listed.filter((name) => name !== "all" && !(name in FAST_PATHS));
  if (unknown.length > 0) throw new Error(`CAIRN_FAST_PATHS_OFF: unknown fast path(s) ${unknown.join(", ")}; expected "all" or some of ${FAST_PATH_NAMES.join(", ")}`);
  for (const name of listed) if (name !== "all") off.set(name as FastPathName, "CAIRN_FAST_PATHS_OFF names it");
  return off;
}

/** The log line of a fast path that ran: what it saved. */
export const ranLine = (name: FastPathName, saved: string): string => `fast path ${name}: ran (${saved})`;

/** The log line of a fast path that did not run, and why. */
export const offLine = (name: FastPathName, reason: string): string => `fast path ${name}: off (${reason})`;

/** The fast paths a build log says ran, read back from its text (the fixture build's test reads its log so). */
export function fastPathsRanIn(log: string): Set<FastPathName> {
  return new Set([...log.matchAll(/fast path ([a-z-]+): ran \(/g)].map((m) => m[1]).filter((n): n is FastPathName => n in FAST_PATHS));
}

/** Seconds with one decimal, for the log lines (`3.2 s`). */
export const seconds = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;
