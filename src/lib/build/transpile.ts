/**
 * Which compiler turns a module of the site's bundles into JavaScript the browsers (or Node, for the
 * HTML renderer) run, and SWC's options for it.
 *
 * Gatsby compiles every module with Babel. Most of them need nothing Babel-specific, and SWC does
 * the same work (TypeScript, JSX, syntax and polyfills for the supported browsers) many times
 * faster. Three kinds keep Gatsby's Babel loader, because its Gatsby plugins do work SWC cannot:
 * - page templates (imported by Gatsby's page-template loader): Gatsby splits their exports per bundle;
 * - modules with a `graphql` tagged template: Gatsby's plugin removes the queries it has extracted
 *   (left in, the tag throws when the module loads);
 * - packages that depend on Gatsby (its plugins), which Gatsby compiles as source for the same reasons.
 */

/** A module as webpack's rule sees it when it picks the loaders. */
export interface ModuleRequest {
  /** The module's file (absolute path). */
  resource: string;
  /** Whether Gatsby's page-template loader imports it (src/gatsby/node/gatsby-internals/webpack-config.ts). */
  pageTemplate: boolean;
}

/** A `graphql` tagged template, as Gatsby's Babel plugin finds it (`graphql\`…\``). */
const GRAPHQL_TAG = /\bgraphql\s*`/;

/** True when the source holds a Gatsby query (a `graphql` tagged template). */
export function hasGraphqlQuery(source: string): boolean {
  return GRAPHQL_TAG.test(source);
}

const IN_NODE_MODULES = /[\\/]node_modules[\\/]/;

/**
 * True when Gatsby's Babel loader must compile this module (see the file's comment); `source`
 * reads the module's text only when the path alone does not decide.
 */
export function needsGatsbyBabel(request: ModuleRequest, source: () => string): boolean {
  if (request.pageTemplate) return true;
  if (IN_NODE_MODULES.test(request.resource)) return true;
  return hasGraphqlQuery(source());
}

/** Where the compiled code runs: the browser bundles, or Node for the HTML renderer. */
export type TranspileTarget = { browsers: readonly string[] } | { node: string };

/**
 * The syntax SWC parses a file as, from its extension. The site's JavaScript may hold JSX (Gatsby's
 * own runtime files do, in `.js`); a package's JavaScript is plain.
 */
export function parserFor(file: string, dependency = false): { syntax: "typescript"; tsx: boolean } | { syntax: "ecmascript"; jsx: boolean } {
  if (/\.tsx$/.test(file)) return { syntax: "typescript", tsx: true };
  if (/\.(ts|mts|cts)$/.test(file)) return { syntax: "typescript", tsx: false };
  return { syntax: "ecmascript", jsx: !dependency };
}

/** The part of SWC's options this project sets (see https://swc.rs/docs/configuration/swcrc). */
export interface SwcOptions {
  isModule: boolean | "unknown";
  sourceMaps: boolean;
  env: { targets: string[] | { node: string }; mode?: "usage"; coreJs?: string; exclude?: string[] };
  jsc: {
    parser: ReturnType<typeof parserFor>;
    transform: { react: { runtime: "automatic"; development: boolean; refresh?: boolean } };
    externalHelpers: boolean;
  };
}

/**
 * The core-js polyfills that may be imported: those of core-js 3.0, as Gatsby's Babel preset has it
 * (`corejs: 3`). Later ones are left out: the site's code is typed against ES2022 (tsconfig's
 * `lib`), so it never calls an ES2023+ built-in, and SWC's guess by method name (every `.map(` an
 * iterator helper, every `.has(` a Set method) would add 27 KB to the app bundle for nothing.
 */
export const CORE_JS_POLYFILLS = "3.0";

/**
 * Polyfills SWC would import by a method's name alone and this site never needs: `es.typed-array.set`
 * (a fix for typed arrays' `set` in Chrome < 95) is imported for every `Map#set`, and with it 12 KB
 * of core-js's typed-array machinery; the site never calls a typed array's `set`.
 */
export const NEEDLESS_POLYFILLS: readonly string[] = ["es.typed-array.set"];

/**
 * SWC's options for one file. Site code (TypeScript, JSX) gets React's automatic runtime; every
 * file is parsed as a script or a module as it is written (Gatsby's runtime has CommonJS files).
 * In the browser, syntax is lowered for the browsers of the site's browserslist and the core-js
 * polyfills a file uses are imported, as Gatsby's Babel preset does (`useBuiltIns: "usage"`); in
 * Node nothing is. In development (`npm start`) modules keep source maps, as Gatsby's Babel gives
 * them, and the browser's get React Fast Refresh's registrations, as Gatsby's `react-refresh/babel`
 * plugin adds them.
 */
export function swcOptions(file: string, target: TranspileTarget, { production, dependency = false }: { production: boolean; dependency?: boolean }): SwcOptions {
  const browser = "browsers" in target;
  const react: SwcOptions["jsc"]["transform"]["react"] = { runtime: "automatic", development: !production };
  if (!production && browser && !dependency) react.refresh = true;
  return {
    isModule: "unknown",
    sourceMaps: !production,
    env: browser ? { targets: [...target.browsers], mode: "usage", coreJs: CORE_JS_POLYFILLS, exclude: [...NEEDLESS_POLYFILLS] } : { targets: { node: target.node } },
    jsc: {
      parser: parserFor(file, dependency),
      transform: { react },
      externalHelpers: false,
    },
  };
}
