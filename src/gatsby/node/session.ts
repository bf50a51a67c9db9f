/**
 * One build's state, shared by its phases (./phases.ts) instead of module variables: the command
 * Gatsby runs, the site's folders, the build's stamps, the installed Gatsby's shapes and which fast
 * paths may run, and what one phase hands a later one (the browser bundles' files, the outputs
 * started while Gatsby renders, the doc bodies still compiling).
 *
 * Gatsby calls each hook on its own, with no object of ours to pass along, so the session of the
 * running build is kept here, made by onPreInit (or on first use, in processes that run no
 * onPreInit: Gatsby's query workers, the unit tests). Everything else receives it.
 */
import { execSync } from "node:child_process";
import path from "node:path";
import type { BuildMeta } from "../../lib/build/build-meta";
import type { DocCompiles } from "./nodes/doc-compiles";
import type { DevelopBodies } from "./develop/bodies";
import type { BuildOutputs } from "./outputs";
import { fastPathsSwitchedOff } from "../../lib/build/fast-paths";
import { FastPaths, type BuildLog } from "./fast-paths";
import { gatsbyCommand, inspectGatsby, pretendedShapes, type GatsbyCommand, type GatsbyShapes } from "./gatsby-internals";

/** What one phase leaves for a later one, by phase. */
export interface Handovers {
  /** The browser bundles' files and their fingerprint, once webpack has built them (./webpack.ts). */
  browserBundles?: { assets: string[]; fingerprint: string };
  /** The doc bodies sourcing compiles, some still compiling when the build goes on (./nodes/doc.ts). */
  docCompiles?: DocCompiles;
  /** The outputs started before onPostBuild: while Gatsby renders, and as it renders (./outputs/index.ts). */
  outputs?: BuildOutputs;
  /** `gatsby develop`: set once the dev server is up (onCreateDevServer); docs sourced after are compiled while sourced. */
  developServing?: boolean;
  /** `gatsby develop`: set once the dev bundle was first built; until then the compile thread waits (./develop/bodies.ts). */
  developBundled?: boolean;
  /** `gatsby develop`: the bodies compiled after their Doc nodes were made (./develop/bodies.ts). */
  developBodies?: DevelopBodies;
  /** `gatsby develop`: Parcel's snapshot was taken again once this start had written its outputs (./develop/outputs.ts). */
  developSnapshotTaken?: boolean;
  /** `gatsby develop`: the content errors createPages last sent to the browser, and each doc's page (./develop/errors.ts). */
  publishedErrors?: { errors: readonly string[]; docPaths: ReadonlyMap<string, string> };
}

export interface BuildSession {
  readonly command: GatsbyCommand | undefined;
  readonly siteDir: string;
  readonly publicDir: string;
  readonly cacheDir: string;
  /** The build's version and start time, the same in every page. */
  readonly meta: BuildMeta;
  readonly gatsby: GatsbyShapes;
  readonly fastPaths: FastPaths;
  readonly log: BuildLog;
  readonly handovers: Handovers;
  /**
   * Fast paths that pay only from a size (the link check's thread, Parcel's snapshot) run at any
   * size: CAIRN_FAST_PATHS_AT_ANY_SIZE=1, for the small fixture build that proves every path runs.
   */
  readonly anySize: boolean;
}

/** BUILD_VERSION, else the git commit, else N/A. */
function buildVersion(siteDir: string, env: NodeJS.ProcessEnv): string {
  if (env.BUILD_VERSION) return env.BUILD_VERSION;
  try {
    return execSync("git rev-parse --short=12 HEAD", { cwd: siteDir, stdio: ["ignore", "pipe", "ignore"] }).toString().trim() || "N/A";
  } catch {
    return "N/A";
  }
}

export interface SessionOptions {
  siteDir?: string;
  env?: NodeJS.ProcessEnv;
  log?: BuildLog;
  /** The build's start (the time stamped into every page). */
  now?: Date;
  /** Shapes as already inspected (tests); else the installed Gatsby is inspected. */
  gatsby?: GatsbyShapes;
}

const consoleLog: BuildLog = { info: (m) => console.info(m), warn: (m) => console.warn(m) };

/** A new session: the installed Gatsby inspected, the fast paths' switches read from the environment. */
export function createBuildSession({ siteDir = process.cwd(), env = process.env, log = consoleLog, now = new Date(), gatsby }: SessionOptions = {}): BuildSession {
  const shapes = gatsby ?? inspectGatsby(siteDir, { pretend: pretendedShapes(env.CAIRN_PRETEND_GATSBY_CHANGED), version: env.CAIRN_PRETEND_GATSBY_VERSION });
  let version: string | undefined;
  const meta: BuildMeta = {
    get version() {
      return (version ??= buildVersion(siteDir, env));
    },
    time: now.toISOString(),
  };
  const command = gatsbyCommand(env);
  return {
    command,
    siteDir,
    publicDir: path.join(siteDir, "public"),
    cacheDir: path.join(siteDir, ".cache"),
    meta,
    gatsby: shapes,
    fastPaths: new FastPaths(log, fastPathsSwitchedOff(env), shapes, command),
    log,
    handovers: {},
    anySize: env.CAIRN_FAST_PATHS_AT_ANY_SIZE === "1",
  };
}

let current: BuildSession | undefined;

/** Starts the session of a build (onPreInit): a new one each time, since `gatsby develop` may build again in one process. */
export function startBuildSession(options: SessionOptions): BuildSession {
  current = createBuildSession(options);
  return current;
}

/** The running build's session (made now, with the console for its log, in a process that ran no onPreInit). */
export function buildSession(): BuildSession {
  return (current ??= createBuildSession());
}
