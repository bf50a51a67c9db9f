/**
 * The facts of a content folder read straight from its files, validated as sourcing validates
 * them: for the content test and other checks that run without Gatsby. The site reads the same
 * facts from its nodes (src/gatsby/node/facts.ts).
 */
import fs from "node:fs";
import path from "node:path";
import { parse as parseYaml } from "yaml";
import { validateCatalogModule } from "../../src/lib/content/catalog";
import { buildFactTable, formatDefault, type FactTable, type ModuleFactSource } from "../../src/lib/content/facts";
import { servicePagePath } from "../../src/lib/content/service-pages";
import { validateVersions, type ToolVersionDefinition } from "../../src/lib/content/versions";
import type { KnownDefault } from "./consistency";

export interface ContentFacts {
  modules: ModuleFactSource[];
  tools: ToolVersionDefinition[];
  table: FactTable;
  /** Every optional input's default as pages write it, and every required input, by module. */
  defaults: KnownDefault[];
}

/** Reads content/catalog/<category>/<service>.yaml and content/versions.yaml; throws naming the file of any problem. */
export function readContentFacts(contentDir: string): ContentFacts {
  const catalogDir = path.join(contentDir, "catalog");
  const modules = fs.readdirSync(catalogDir).flatMap((category) =>
    fs.readdirSync(path.join(catalogDir, category)).map((file): ModuleFactSource => {
      const sourcePath = `content/catalog/${category}/${file}`;
      const { module, problems } = validateCatalogModule(parseYaml(fs.readFileSync(path.join(catalogDir, category, file), "utf8")));
      if (!module) throw new Error(`${sourcePath}: ${problems.map((p) => `${p.where}: ${p.message}`).join("; ")}`);
      const slug = `${category}/${file.replace(/\.ya?ml$/, "")}`;
      return { slug, path: `${servicePagePath(slug)}/`, version: module.version, inputs: module.inputs, sourcePath };
    }),
  );
  const { tools, problems } = validateVersions(parseYaml(fs.readFileSync(path.join(contentDir, "versions.yaml"), "utf8")));
  if (problems.length > 0) throw new Error(`content/versions.yaml: ${problems.map((p) => `${p.where}: ${p.message}`).join("; ")}`);
  const defaults = modules.flatMap((module) => module.inputs.map((input) => ({ module: module.slug, input: input.name, value: input.required ? undefined : formatDefault(input.default) })));
  return { modules, tools, table: buildFactTable(modules, tools), defaults };
}
