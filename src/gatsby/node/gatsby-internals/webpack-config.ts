/**
 * The shapes of the webpack config Gatsby makes that the build changes (./shapes.ts,
 * "webpack-config"): its rule for the site's JavaScript (a `use` function picking loaders per
 * module), its rule for packages' JavaScript (babel-loader), its css-loader options, the module that
 * imports page templates (`async-requires`), its Terser minimizer and its filesystem cache. Each
 * finder answers undefined (or false) when the shape is not there, and the caller's fast path then
 * leaves Gatsby's config as it is.
 */
import TerserPlugin from "terser-webpack-plugin";
import type { Configuration, RuleSetRule, RuleSetUseItem } from "webpack";

/** What webpack passes a rule's `use` function. */
export interface UseInfo {
  resource: string;
  issuer?: string;
}
export type UseFunction = (info: UseInfo) => RuleSetUseItem[];

type Rules = NonNullable<Configuration["module"]>["rules"];

/** True for Gatsby's rule of the site's own modules (`rules.js`): its loaders are picked per module. */
const isGatsbyJsRule = (rule: RuleSetRule): rule is RuleSetRule & { use: UseFunction } =>
  typeof rule.use === "function" && rule.test instanceof RegExp && rule.test.source.includes("tsx");

/** True for Gatsby's rule of packages' modules (`rules.dependencies`, built only for old browsers). */
const isGatsbyDependenciesRule = (rule: RuleSetRule): boolean =>
  Array.isArray(rule.use) && rule.use.some((use) => typeof use === "object" && use !== null && typeof use.loader === "string" && /babel-loader/.test(use.loader));

/**
 * Gatsby's JavaScript rules in a config: the site's (each module's loaders picked by a function)
 * and the packages' (one babel-loader), to put another compiler in their place. `site` is empty
 * when Gatsby's rule is not found.
 */
export function gatsbyJavaScriptRules(rules: Rules): { site: (RuleSetRule & { use: UseFunction })[]; dependencies: RuleSetRule[] } {
  const site: (RuleSetRule & { use: UseFunction })[] = [];
  const dependencies: RuleSetRule[] = [];
  for (const rule of rules ?? []) {
    if (!rule || typeof rule !== "object") continue;
    if (isGatsbyJsRule(rule)) site.push(rule);
    else if (isGatsbyDependenciesRule(rule)) dependencies.push(rule);
  }
  return { site, dependencies };
}

/** True when a module is imported by Gatsby's page-template loader (`async-requires`): Gatsby's Babel splits a template's exports per bundle. */
export const isImportedAsPageTemplate = (issuer: string | undefined): boolean => /async-requires/.test(issuer ?? "");

/** Where Gatsby's Terser minimizer is in the config's minimizers (-1: not there). */
export function gatsbyMinimizerIndex(minimizers: NonNullable<Configuration["optimization"]>["minimizer"]): number {
  return (minimizers ?? []).findIndex((m) => m instanceof TerserPlugin);
}

interface RuleLike {
  oneOf?: RuleLike[];
  rules?: RuleLike[];
  use?: unknown;
}

/** Every css-loader use with CSS Modules options in the rules (nested `oneOf`/`rules` included), to change its options. */
export function cssModuleLoaders(rules: readonly RuleLike[]): { options: { modules: object } }[] {
  const found: { options: { modules: object } }[] = [];
  for (const rule of rules) {
    if (rule.oneOf) found.push(...cssModuleLoaders(rule.oneOf));
    if (rule.rules) found.push(...cssModuleLoaders(rule.rules));
    for (const use of Array.isArray(rule.use) ? rule.use : []) {
      const loader = typeof use === "object" && use !== null ? (use as { loader?: string; options?: { modules?: unknown } }) : undefined;
      if (loader?.loader?.includes("css-loader") && typeof loader.options?.modules === "object" && loader.options.modules !== null) found.push(loader as { options: { modules: object } });
    }
  }
  return found;
}

/** What a build without CSS Modules options in Gatsby's config says. */
export const NO_CSS_MODULES_LOADER = "CSS Modules class names keep Gatsby's long form: no css-loader with CSS Modules options in its webpack config";

/** Gatsby's filesystem cache settings of a compilation, or undefined when it has none of that kind. */
export function gatsbyFilesystemCache(config: Configuration): { buildDependencies?: Record<string, string[]>; version?: string } | undefined {
  const cache = config.cache;
  return typeof cache === "object" && cache.type === "filesystem" ? cache : undefined;
}

/**
 * The develop bundle's cache with the modules compared by content when their modification time
 * changed (./shapes.ts, "develop-runtime-copy"). `gatsby develop` copies its runtime (about 70
 * modules: the app, loader, router, error overlay) into `.cache/` at every start, each file with a
 * new modification time, and webpack's development default compares modules by time alone: every
 * warm start built them all again, through Babel, and linted them. With the content compared too,
 * a module whose time moved but whose text did not is taken from the cache.
 */
export function comparingModulesByContent(config: Configuration): Configuration {
  return { ...config, snapshot: { ...config.snapshot, module: { timestamp: true, hash: true } } };
}

/**
 * The develop config without Gatsby's ESLint plugin (./shapes.ts, "develop-eslint"), and whether
 * it was there. Gatsby lints `.js` and `.jsx` modules with its own rules in `gatsby develop` when a
 * site has no `.eslintrc`; this site's own code is TypeScript, so the plugin linted only Gatsby's
 * runtime in `.cache/`, and loaded ESLint with every parser and plugin of its rules to do so.
 */
export function withoutGatsbyEslint(config: Configuration): { config: Configuration; removed: boolean } {
  const plugins = config.plugins ?? [];
  const kept = plugins.filter((plugin) => plugin?.constructor.name !== "ESLintWebpackPlugin");
  return { config: { ...config, plugins: kept }, removed: kept.length < plugins.length };
}
