/**
 * One build's fast paths (src/lib/build/fast-paths.ts): which may run, and the build-log line each
 * writes once, that it ran and what it saved, or that it was off and why.
 *
 * A path is off from the start when the environment switches it off, or when a shape of Gatsby it
 * needs is missing (./gatsby-internals/shapes.ts): that is a warning, since the build is slower
 * than it should be. A path can also turn itself off while the build runs, when a shape it checks
 * only then (a webpack rule, a page's markup, an action Gatsby never dispatched) is not there.
 */
import { FAST_PATH_NAMES, offLine, ranLine, servesCommand, type FastPathName, type SwitchedOff } from "../../lib/build/fast-paths";
import type { GatsbyShape, GatsbyShapes } from "./gatsby-internals";

/** Where the lines go: Gatsby's reporter, or the console where there is none (a query worker). */
export interface BuildLog {
  info(message: string): void;
  warn(message: string): void;
}

/** The shapes of Gatsby each fast path leans on. */
export const SHAPES_NEEDED: Readonly<Record<FastPathName, readonly GatsbyShape[]>> = {
  "queries-in-build-process": ["command-env"],
  "compile-threads": ["compiled-bundle"],
  "bodies-while-bundling": ["command-env"],
  "pinned-webpack-cache": ["webpack-config", "compiled-bundle"],
  "outputs-while-rendering": ["queries-done-event"],
  "pages-finished-as-rendered": ["rendered-pages-state", "page-markup"],
  "link-check-thread": ["compiled-bundle"],
  "doc-output-cache": ["compiled-bundle"],
  "finished-pages-reuse": ["compiled-bundle"],
  "parcel-snapshot": ["parcel-cache", "compiled-bundle"],
  "gatsby-files-reuse": ["gatsby-files-compile"],
  "query-extraction-memo": ["query-extraction"],
  "bodies-on-demand": ["command-env", "compiled-bundle"],
  "develop-outputs-when-changed": ["command-env", "compiled-bundle"],
  "develop-runtime-by-content": ["develop-runtime-copy", "webpack-config"],
  "develop-without-gatsby-eslint": ["develop-eslint"],
  "develop-renderer-cache": ["webpack-config", "compiled-bundle"],
  "develop-swc": ["webpack-config"],
  swc: ["webpack-config"],
  "scripts-after-paint": ["page-markup"],
};

type State = { on: true; reported?: "ran" } | { on: false; reason: string; reported: boolean; unexpected: boolean };

export class FastPaths {
  private readonly states = new Map<FastPathName, State>();

  /**
   * @param command the command Gatsby runs (`build`, `develop`): the end-of-build report names only
   *   the paths that serve it
   */
  constructor(
    private readonly log: BuildLog,
    switchedOff: SwitchedOff,
    shapes: GatsbyShapes,
    private readonly command?: string,
  ) {
    for (const name of FAST_PATH_NAMES) {
      const user = switchedOff.get(name);
      const shape = SHAPES_NEEDED[name].find((s) => shapes.missing.has(s));
      if (user) this.states.set(name, { on: false, reason: user, reported: false, unexpected: false });
      else if (shape) this.states.set(name, { on: false, reason: `${shapes.missing.get(shape)}; the build goes the slow way`, reported: false, unexpected: true });
      else this.states.set(name, { on: true });
    }
  }

  /** Whether the path may run (reports it off, once, the first time it is asked and it is not). */
  on(name: FastPathName): boolean {
    const state = this.states.get(name);
    if (state?.on) return true;
    if (state && !state.reported) this.report(name, state);
    return false;
  }

  /** Turns a path off while the build runs because a shape it needs is not there: a warning, once. */
  turnOff(name: FastPathName, reason: string): void {
    const state = this.states.get(name);
    if (state && !state.on) return;
    const off: State = { on: false, reason: `${reason}; the build goes the slow way`, reported: false, unexpected: true };
    this.states.set(name, off);
    this.report(name, off);
  }

  /** The path did not run in this build for a reason that is not a fault (nothing to do, a site it does not fit): said once, not as a warning. */
  skipped(name: FastPathName, why: string): void {
    const state = this.states.get(name);
    if (!state?.on || state.reported) return;
    this.states.set(name, { on: true, reported: "ran" });
    this.log.info(offLine(name, why));
  }

  /** The path ran: its line, with what it saved, once per build. */
  ran(name: FastPathName, saved: string): void {
    const state = this.states.get(name);
    if (!state?.on || state.reported) return;
    this.states.set(name, { on: true, reported: "ran" });
    this.log.info(ranLine(name, saved));
  }

  /** Each path of this command that is off, reported now if it was never asked about (at the end of a build, so every path has a line). */
  reportTheRest(): void {
    for (const [name, state] of this.states) if (!state.on && !state.reported && servesCommand(name, this.command)) this.report(name, state);
  }

  private report(name: FastPathName, state: State & { on: false }): void {
    state.reported = true;
    (state.unexpected ? this.log.warn : this.log.info).call(this.log, offLine(name, state.reason));
  }
}
