/**
 * Every package the project's code, tests and scripts import is declared in package.json, so it is
 * there because the project asked for it, at a version the project tested, not because another
 * package happens to install it.
 */
import { builtinModules } from "node:module";
import fs from "node:fs";
import path from "node:path";

const root = path.join(__dirname, "..", "..");

/** Source files of the project (not generated, not installed). */
function sourceFiles(folder: string): string[] {
  const walk = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === "node_modules" || entry.name.startsWith(".") ? [] : walk(full);
      return /\.(ts|tsx|js|mjs|cjs)$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [path.relative(root, full)] : [];
    });
  return walk(path.join(root, folder));
}

/** Module specifiers a file names: imports and re-exports (type-only too), require, require.resolve and import(). */
export function specifiersOf(text: string): string[] {
  const found = [
    ...text.matchAll(/(?:^|[\s;])(?:import|export)\s[^'"`;]*?\sfrom\s*["']([^"']+)["']/g),
    ...text.matchAll(/^\s*import\s*["']([^"']+)["']/gm),
    ...text.matchAll(/\b(?:require|require\.resolve|import)\(\s*["']([^"']+)["']\s*\)/g),
  ].map((m) => m[1]);
  return [...new Set(found)];
}

/** The package a bare specifier names (`@scope/name/sub` → `@scope/name`), or undefined for a relative path or a Node module. */
export function packageOf(specifier: string): string | undefined {
  if (specifier.startsWith(".") || specifier.startsWith("/") || specifier.startsWith("node:") || specifier.startsWith("$")) return undefined;
  const name = specifier.startsWith("@") ? specifier.split("/").slice(0, 2).join("/") : specifier.split("/")[0];
  return builtinModules.includes(name) ? undefined : name;
}

describe("the packages the project imports", () => {
  const pkg = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")) as { dependencies: Record<string, string>; devDependencies: Record<string, string> };
  const declared = new Set([...Object.keys(pkg.dependencies), ...Object.keys(pkg.devDependencies)]);
  // A types-only package (`import type { Root } from "hast"`) is declared as @types/<name>.
  const isDeclared = (name: string) => declared.has(name) || declared.has(`@types/${name.replace(/^@([^/]+)\//, "$1__")}`);

  it("are each declared in package.json", () => {
    const files = [...["src", "scripts", "__tests__", "__mocks__"].flatMap(sourceFiles), ...fs.readdirSync(root).filter((f) => /\.(ts|tsx|js|mjs|cjs)$/.test(f))];
    const undeclared = files.flatMap((file) =>
      specifiersOf(fs.readFileSync(path.join(root, file), "utf8"))
        .map(packageOf)
        .filter((name): name is string => name !== undefined && !isDeclared(name))
        .map((name) => `${file}: ${name}`),
    );
    expect([...new Set(undeclared)]).toEqual([]);
  });

  it("are read the way the check reads them", () => {
    expect(specifiersOf('import type { A } from "webpack";\nimport x, { y } from "@scope/pkg/sub";\nconst z = require("yaml");\nimport "./side-effect.css";')).toEqual(["webpack", "@scope/pkg/sub", "./side-effect.css", "yaml"]);
    expect(packageOf("@scope/pkg/sub")).toBe("@scope/pkg");
    expect(packageOf("node:fs")).toBeUndefined();
    expect(packageOf("path")).toBeUndefined();
    expect(packageOf("../lib/x")).toBeUndefined();
  });
});
