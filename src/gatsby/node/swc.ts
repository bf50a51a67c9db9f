import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { minifySync } from "@swc/core";
import TerserPlugin from "terser-webpack-plugin";
import type { Configuration } from "webpack";
import { needsGatsbyBabel, swcOptions, type TranspileTarget } from "../../lib/build/transpile";
import { gatsbyJavaScriptRules, isImportedAsPageTemplate, type UseInfo } from "./gatsby-internals";

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

/** A module's text, for the `graphql` check; a module webpack holds only in memory reads as empty. */
function readModule(file: string): string {
  try {
    return fs.readFileSync(file, "utf8");
  } catch {
    return "";
  }
}

const swcLoader = (): string => siteRequire.resolve("swc-loader");

/**
 * Puts SWC in Babel's place in Gatsby's JavaScript rules, leaving Babel only for the modules that
 * need Gatsby's plugins (src/lib/build/transpile.ts). Returns how many rules of the site's modules
 * it changed: none when Gatsby's rule is not found, and the config is then as Gatsby made it.
 */
export function compileWithSwc(rules: NonNullable<Configuration["module"]>["rules"], target: TranspileTarget, production: boolean, counts = { swc: 0, babel: 0 }): number {
  const { site, dependencies } = gatsbyJavaScriptRules(rules);
  if (site.length === 0) return 0;
  for (const rule of site) {
    const gatsbyUse = rule.use;
    rule.use = (info: UseInfo) => {
      const babel = needsGatsbyBabel({ resource: info.resource, pageTemplate: isImportedAsPageTemplate(info.issuer) }, () => readModule(info.resource));
      counts[babel ? "babel" : "swc"] += 1;
      return babel ? gatsbyUse(info) : [{ loader: swcLoader(), options: swcOptions(info.resource, target, { production }) }];
    };
  }
  for (const rule of dependencies) rule.use = [{ loader: swcLoader(), options: swcOptions("dependency.js", target, { production, dependency: true }) }];
  return site.length;
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

/** One of the page's inline scripts minified by SWC, as the bundles are (lib/build/inline-scripts); undefined when SWC cannot parse it. */
export function minifyInlineScript(code: string): string | undefined {
  try {
    return minifySync(code, { compress: true, mangle: true, format: { comments: false } }).code;
  } catch {
    return undefined;
  }
}
