/**
 * The copy-ready usage block of a module: every required input with a placeholder of its type,
 * as a Terraform `module` block or a Terragrunt unit.
 */
import { parseHclType, type HclType } from "./hcl-type";
import type { CatalogModule } from "./catalog";

/** What a usage block is made from: the module's address, release and inputs (the published module JSON has them too). */
export type UsageModule = Pick<CatalogModule, "source" | "version" | "inputs">;

/** A valid HCL value of the type, to be replaced by the reader. */
export function placeholderFor(type: HclType, name: string, indent = ""): string {
  switch (type.kind) {
    case "string":
      return `"<${name}>"`;
    case "number":
      return "0";
    case "bool":
      return "false";
    case "any":
      return "null";
    case "list":
    case "set":
    case "tuple":
      return "[]";
    case "map":
      return "{}";
    case "object": {
      const required = Object.entries(type.attributes).filter(([, a]) => !a.optional);
      if (required.length === 0) return "{}";
      const width = Math.max(...required.map(([key]) => key.length));
      const lines = required.map(([key, a]) => `${indent}  ${key.padEnd(width)} = ${placeholderFor(a.type, key, `${indent}  `)}`);
      return `{\n${lines.join("\n")}\n${indent}}`;
    }
  }
}

/** `attribute = value` lines aligned on `=`, as `terraform fmt` aligns them. */
function assignments(module: UsageModule, indent: string): string[] {
  const required = module.inputs.filter((input) => input.required);
  const width = Math.max(0, ...required.map((input) => input.name.length));
  return required.map((input) => `${indent}${input.name.padEnd(width)} = ${placeholderFor(parseHclType(input.type), input.name, indent)}`);
}

/** The module's source address at its documented version. */
export function moduleSource(module: Pick<CatalogModule, "source" | "version">, repository = "git::git@github.com:cairn-io/terraform-aws-service-catalog.git"): string {
  return `${repository}//${module.source}?ref=${module.version}`;
}

/** A Terraform label for the module: `ecs-cluster` becomes `ecs_cluster`. */
export function moduleLabel(module: Pick<CatalogModule, "source">): string {
  return (module.source.split("/").pop() ?? "module").replace(/[^a-zA-Z0-9_]/g, "_");
}

export function terraformUsage(module: UsageModule): string {
  const lines = assignments(module, "  ");
  return [
    `module "${moduleLabel(module)}" {`,
    `  source = "${moduleSource(module)}"`,
    ...(lines.length > 0 ? ["", "  # Required inputs", ...lines] : []),
    "}",
  ].join("\n");
}

export function terragruntUsage(module: UsageModule): string {
  const lines = assignments(module, "  ");
  return [
    'include "root" {',
    '  path = find_in_parent_folders("root.hcl")',
    "}",
    "",
    "terraform {",
    `  source = "${moduleSource(module)}"`,
    "}",
    "",
    "inputs = {",
    ...(lines.length > 0 ? ["  # Required inputs", ...lines] : []),
    "}",
  ].join("\n");
}

/** A YAML value written as an HCL literal, for showing defaults: `{ enabled = true }`, `["a"]`. */
export function hclLiteral(value: unknown, indent = ""): string {
  if (value === null || value === undefined) return "null";
  if (typeof value === "string") return JSON.stringify(value);
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (Array.isArray(value)) {
    if (value.length === 0) return "[]";
    const items = value.map((item) => hclLiteral(item, `${indent}  `));
    const inline = `[${items.join(", ")}]`;
    return inline.length <= 60 && !inline.includes("\n") ? inline : `[\n${items.map((i) => `${indent}  ${i},`).join("\n")}\n${indent}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length === 0) return "{}";
  const width = Math.max(...entries.map(([key]) => key.length));
  const key = (k: string) => (/^[A-Za-z_][A-Za-z0-9_-]*$/.test(k) ? k : JSON.stringify(k));
  return `{\n${entries.map(([k, v]) => `${indent}  ${key(k).padEnd(width)} = ${hclLiteral(v, `${indent}  `)}`).join("\n")}\n${indent}}`;
}
