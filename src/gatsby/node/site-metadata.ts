/**
 * What the site was built with, for `site.siteMetadata` (./schema-site): the framework's and each
 * configured plugin's version as installed, read from their packages' package.json (never written
 * down by hand, so an upgrade shows at once), and this build's stamps (./session.ts).
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import config from "../../../gatsby-config";
import { pluginNames } from "../../lib/build/plugins";

export interface PackageVersion {
  name: string;
  version: string;
}

/** The package.json of an installed package, found from the site folder as Node would find the package. */
function packageJsonOf(name: string, siteDir: string): string {
  const require = createRequire(path.join(siteDir, "package.json"));
  try {
    return require.resolve(`${name}/package.json`);
  } catch {
    // A package whose `exports` leave out package.json: walk up from its entry point.
    let dir = path.dirname(require.resolve(name));
    while (!fs.existsSync(path.join(dir, "package.json")) || JSON.parse(fs.readFileSync(path.join(dir, "package.json"), "utf8")).name !== name) {
      const parent = path.dirname(dir);
      if (parent === dir) throw new Error(`${name}: installed, but its package.json was not found above ${require.resolve(name)}`);
      dir = parent;
    }
    return path.join(dir, "package.json");
  }
}

/** The installed version of a package, as its package.json states it. */
export function installedVersion(name: string, siteDir = process.cwd()): string {
  const manifest: unknown = JSON.parse(fs.readFileSync(packageJsonOf(name, siteDir), "utf8"));
  const version = typeof manifest === "object" && manifest !== null && "version" in manifest ? manifest.version : undefined;
  if (typeof version !== "string") throw new Error(`${name}: its package.json has no version`);
  return version;
}

let known: { framework: PackageVersion; plugins: PackageVersion[] } | undefined;

/** Gatsby's version and each gatsby-config plugin's, read once per process. */
export function builtWith(): { framework: PackageVersion; plugins: PackageVersion[] } {
  known ??= {
    framework: { name: "gatsby", version: installedVersion("gatsby") },
    plugins: pluginNames(config.plugins).map((name) => ({ name, version: installedVersion(name) })),
  };
  return known;
}
