/**
 * Gatsby's process-wide signals: which command runs, whether this process is one of its query
 * workers, where the site folder is, and the core count it reads. Gatsby sets the first two in the
 * environment without documenting them (./shapes.ts, "command-env").
 */
import path from "node:path";
import type { Store } from "gatsby";

/** The store Gatsby passes every hook (typed by Gatsby as holding a `getState` function). */
export type GatsbyStore = Pick<Store, "getState">;

/** What gatsby-cli runs in this process, as it records it (undefined outside gatsby-cli: the unit tests). */
export type GatsbyCommand = "build" | "develop" | "serve" | "other";

/** The command gatsby-cli is running, from the variable it sets before loading the site's code. */
export function gatsbyCommand(env: NodeJS.ProcessEnv = process.env): GatsbyCommand | undefined {
  const value = env.gatsby_executing_command;
  if (value === undefined) return undefined;
  return value === "build" || value === "develop" || value === "serve" ? value : "other";
}

/**
 * True in one of the worker processes Gatsby starts for page queries and HTML (gatsby-worker names
 * each with GATSBY_WORKER_ID): such a process loads the site's gatsby-node too, but runs only
 * resolvers and renders, never sourcing.
 */
export const isGatsbyWorkerProcess = (env: NodeJS.ProcessEnv = process.env): boolean => env.GATSBY_WORKER_ID !== undefined;

/** The environment variable Gatsby reads its core count from (documented for parallel query running). */
export const GATSBY_CPU_COUNT = "GATSBY_CPU_COUNT";

/** What a hook's `store` holds of the program this reads. */
interface ProgramState {
  program?: { directory?: unknown };
}

/** Gatsby's redux state, read as unknown and narrowed by each reader. */
export const stateOf = (store: GatsbyStore): unknown => store.getState() as unknown;

/**
 * The site folder Gatsby builds, from its state (`program.directory`); the working directory when
 * the state does not hold it (gatsby-cli runs in the site folder).
 */
export function siteDirOf(store: GatsbyStore): string {
  const directory = (stateOf(store) as ProgramState | undefined)?.program?.directory;
  return typeof directory === "string" ? directory : process.cwd();
}

/** The site's `public/` folder. */
export const publicDirOf = (store: GatsbyStore): string => path.join(siteDirOf(store), "public");
