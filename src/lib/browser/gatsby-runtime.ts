/**
 * The browser's side of the fence around Gatsby's private parts (docs/decisions/gatsby-internals-fence.md;
 * the build's side is src/gatsby/node/gatsby-internals/): the only code that reads what Gatsby's
 * runtime puts on `window` (its page loader, its navigate function, the build's compilation hash)
 * and where it writes the build's app data. None of it is published API, so every reader goes
 * through here, each accessor answering undefined when the global is not there, and the inline
 * scripts that need them take the expressions below. `__tests__/unit/architecture.test.ts` keeps it so.
 */

/** What the site uses of Gatsby's page loader (`window.___loader`). */
export interface GatsbyLoader {
  hovering(path: string): unknown;
  loadPage(path: string): Promise<{ status?: string; error?: Error; page?: { webpackCompilationHash?: string } } | null | undefined>;
}

/** Gatsby's navigate function (`window.___navigate`), which its Link and `navigate` call. */
export type GatsbyNavigate = (to: string | number, options?: unknown) => void;

interface GatsbyGlobals {
  ___loader?: GatsbyLoader;
  ___navigate?: GatsbyNavigate;
  ___webpackCompilationHash?: string;
}

/** Where every build writes its compilation hash (the site has no path prefix). */
export const APP_DATA_URL = "/page-data/app-data.json";

/** The page's globals, typed as far as the site reads them (the window is Gatsby's to fill). */
const globalsOf = (win: Window): GatsbyGlobals => win as Window & GatsbyGlobals;

/** Gatsby's page loader, once its runtime has started. */
export const gatsbyLoader = (win: Window): GatsbyLoader | undefined => globalsOf(win).___loader;

/** The compilation hash of the build this page came from. */
export const pageCompilationHash = (win: Window): string | undefined => globalsOf(win).___webpackCompilationHash;

/** Puts `wrap(navigate)` in place of Gatsby's navigate function; false when there is none yet. */
export function wrapGatsbyNavigate(win: Window, wrap: (navigate: GatsbyNavigate) => GatsbyNavigate): boolean {
  const globals = globalsOf(win);
  if (!globals.___navigate) return false;
  globals.___navigate = wrap(globals.___navigate);
  return true;
}

/** The same, as JavaScript expressions for the inline scripts that run before any bundle. */
export const INLINE = {
  /** The page's compilation hash, or undefined. */
  compilationHash: "window.___webpackCompilationHash",
  /** Truthy once Gatsby's runtime has started. */
  appStarted: "(window.___loader||window.___navigate)",
} as const;
