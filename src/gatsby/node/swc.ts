import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import TerserPlugin from "terser-webpack-plugin";
import type { Configuration, RuleSetRule, RuleSetUseItem } from "webpack";
import { needsGatsbyBabel, swcOptions, type TranspileTarget } from "../../lib/build/transpile";

/** The browsers the bundles support: the project's browserslist (package.json), as Gatsby reads it. */
export function siteBrowsers(root = process.cwd()): string[] {
  const pkg: unknown = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8"));
  const list = typeof pkg === "object" && pkg !== null && "browserslist" in pkg ? pkg.browserslist : undefined;
  if (!Array.isArray(list) || list.length === 0 || !list.every((q): q is string => typeof q === "string")) {
    throw new Error(`${path.join(root, "package.json")}: field "browserslist": expected a list of browserslist queries`);
  }
  return list;
}

/**
 * Resolves packages as the site folder does (gatsby-node is bundled by Parcel, which drops a bare
 * `require.resolve`).
 */
const siteRequire = createRequire(path.join(process.cwd(), "package.json"));

/** What webpack passes a rule's `use` function. */
interface UseInfo {
  resource: string;
  issuer?: string;
}
type UseFunction = (info: UseInfo) => RuleSetUseItem[];

/** A module's text, for the `graphql` check; a module webpack holds only in memory reads as empty. */
function readModule(file: string): string {
  try {
    return fs.readFileSync(file, "utf8");
  } catch {
    return "";
  }
}

const swcLoader = (): string => siteRequire.resolve("swc-loader");

/** True for Gatsby's rule of the site's own modules (`rules.js`): its loaders are picked per module. */
const isGatsbyJsRule = (rule: RuleSetRule): rule is RuleSetRule & { use: UseFunction } =>
  typeof rule.use === "function" && rule.test instanceof RegExp && rule.test.source.includes("tsx");

/** True for Gatsby's rule of packages' modules (`rules.dependencies`, built only for old browsers). */
const isGatsbyDependenciesRule = (rule: RuleSetRule): boolean =>
  Array.isArray(rule.use) && rule.use.some((use) => typeof use === "object" && use !== null && typeof use.loader === "string" && /babel-loader/.test(use.loader));

/**
 * Puts SWC in Babel's place in Gatsby's JavaScript rules, leaving Babel only for the modules that
 * need Gatsby's plugins (src/lib/build/transpile.ts). Throws when Gatsby's rule is not found, so a
 * Gatsby upgrade that changes its rules is noticed at once rather than building slowly or wrongly.
 */
export function compileWithSwc(rules: NonNullable<Configuration["module"]>["rules"], target: TranspileTarget, production: boolean): void {
  let replaced = 0;
  for (const rule of rules ?? []) {
    if (!rule || typeof rule !== "object") continue;
    if (isGatsbyJsRule(rule)) {
      const gatsbyUse = rule.use;
      rule.use = (info: UseInfo) =>
        needsGatsbyBabel({ resource: info.resource, issuer: info.issuer ?? "" }, () => readModule(info.resource))
          ? gatsbyUse(info)
          : [{ loader: swcLoader(), options: swcOptions(info.resource, target, { production }) }];
      replaced += 1;
    } else if (isGatsbyDependenciesRule(rule)) {
      rule.use = [{ loader: swcLoader(), options: swcOptions("dependency.js", target, { production, dependency: true }) }];
    }
  }
  if (replaced === 0) throw new Error("Gatsby's JavaScript rule (babel-loader for .js/.jsx/.ts/.tsx) was not found in the webpack config");
}

/**
 * SWC's minifier in terser-webpack-plugin (Terser took most of the browser bundles' build time).
 * `mangle: false` keeps a bundle's variable names (the webpack runtime's: see webpack.ts). In the
 * build process rather than the plugin's worker process: SWC minifies on Node's threads anyway, and
 * the worker cost a process start and every chunk's source sent across (1,000 pages cold, three
 * alternated rounds: the browser bundles 5.7-6.0 to 5.0-5.5 s).
 */
export function swcMinifier(options: { include?: RegExp; exclude?: RegExp | RegExp[]; mangle?: boolean }): TerserPlugin<Parameters<typeof TerserPlugin.swcMinify>[2]> {
  return new TerserPlugin({
    minify: TerserPlugin.swcMinify,
    parallel: false,
    ...(options.include ? { include: options.include } : {}),
    ...(options.exclude ? { exclude: options.exclude } : {}),
    terserOptions: { compress: { ecma: 5 }, mangle: options.mangle === false ? false : { safari10: true }, format: { comments: false } },
  });
}
