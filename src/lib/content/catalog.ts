/**
 * A service catalog module's data (`content/catalog/<category>/<service>.yaml`): validated when
 * sourced, so every input has a type and a description, names are unique, and defaults fit types.
 */
import { parseHclType, typeMismatch, type HclType } from "./hcl-type";

export interface CatalogInput {
  name: string;
  /** The type as written, e.g. `list(string)` or a multi-line `object({...})`. */
  type: string;
  description: string;
  required: boolean;
  /** Present only for optional inputs; `null` means "no value". */
  default?: unknown;
  sensitive: boolean;
}

export interface CatalogOutput {
  name: string;
  description: string;
}

/** An input whose change makes Terraform destroy and recreate a resource, and what that costs. */
export interface CatalogReplacement {
  input: string;
  effect: string;
}

/** What running the module takes beyond deploying it: the data behind its Manage section. */
export interface CatalogManage {
  /** Inputs that force replacement of a resource (the provider's ForceNew arguments). */
  replacement: CatalogReplacement[];
  /** Steps specific to this module, in order, before `terragrunt destroy`. */
  beforeDestroy: string[];
}

export interface CatalogModule {
  name: string;
  description: string;
  /** The catalog release documented, such as v0.110.2. */
  version: string;
  /** The release in which the module last changed. */
  lastChanged: string;
  /** Path of the module in the catalog repository. */
  source: string;
  tags: string[];
  inputs: CatalogInput[];
  outputs: CatalogOutput[];
  manage: CatalogManage;
}

/** An input as a query returns it: `default` is read for every input, null for required ones. */
export interface CatalogInputQuery {
  readonly name: string;
  readonly type: string;
  readonly description: string;
  readonly required: boolean;
  readonly default?: unknown;
  readonly sensitive: boolean;
}

/** Inputs as the validator made them (a required input has no `default`), from a query's. */
export function inputsFromQuery(inputs: readonly CatalogInputQuery[]): CatalogInput[] {
  return inputs.map(({ name, type, description, required, default: value, sensitive }) => ({ name, type, description, required, ...(required ? {} : { default: value }), sensitive }));
}

/** Outputs from a query's. */
export function outputsFromQuery(outputs: readonly { readonly name: string; readonly description: string }[]): CatalogOutput[] {
  return outputs.map(({ name, description }) => ({ name, description }));
}

export interface CatalogProblem {
  where: string;
  message: string;
}

const NAME = /^[a-z][a-z0-9_]*$/;
const VERSION = /^v\d+\.\d+\.\d+$/;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);
const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");

function compareVersions(a: string, b: string): number {
  const pa = a.slice(1).split(".").map(Number);
  const pb = b.slice(1).split(".").map(Number);
  for (let i = 0; i < 3; i += 1) if (pa[i] !== pb[i]) return pa[i] - pb[i];
  return 0;
}

function validateInput(raw: unknown, where: string, problems: CatalogProblem[]): (CatalogInput & { parsed?: HclType }) | undefined {
  if (!isRecord(raw)) {
    problems.push({ where, message: "expected an input with name, type and description" });
    return undefined;
  }
  const name = text(raw.name);
  const here = name ? `input "${name}"` : where;
  if (!NAME.test(name)) problems.push({ where: here, message: `name must be snake_case, got ${JSON.stringify(raw.name)}` });
  const type = text(raw.type);
  const description = text(raw.description);
  if (!type) problems.push({ where: here, message: "has no type" });
  if (!description) problems.push({ where: here, message: "has no description" });
  for (const key of Object.keys(raw)) {
    if (!["name", "type", "description", "required", "default", "sensitive"].includes(key)) problems.push({ where: here, message: `unknown field "${key}"` });
  }
  const required = raw.required === true;
  if (raw.required !== undefined && typeof raw.required !== "boolean") problems.push({ where: here, message: "required must be true or false" });
  if (required && "default" in raw) problems.push({ where: here, message: "is required, so it cannot have a default" });
  if (!required && !("default" in raw)) problems.push({ where: here, message: "is optional, so it needs a default (null for no value)" });
  let parsed: HclType | undefined;
  if (type) {
    try {
      parsed = parseHclType(type);
    } catch (error) {
      problems.push({ where: here, message: `type ${JSON.stringify(type)} is not a Terraform type: ${(error as Error).message}` });
    }
  }
  if (parsed && "default" in raw) {
    const mismatch = typeMismatch(raw.default, parsed);
    if (mismatch) problems.push({ where: here, message: `default does not match type ${type.replace(/\s+/g, " ")}: ${mismatch}` });
  }
  return { name, type, description, required, ...("default" in raw ? { default: raw.default } : {}), sensitive: raw.sensitive === true, parsed };
}

function validateManage(raw: unknown, inputNames: ReadonlySet<string>, problems: CatalogProblem[]): CatalogManage {
  const manage: CatalogManage = { replacement: [], beforeDestroy: [] };
  if (!isRecord(raw)) {
    problems.push({ where: "manage", message: "expected a mapping with replacement (a list of { input, effect }) and beforeDestroy (a list of steps)" });
    return manage;
  }
  for (const key of Object.keys(raw)) {
    if (key !== "replacement" && key !== "beforeDestroy") problems.push({ where: "manage", message: `unknown field "${key}"` });
  }
  if (!Array.isArray(raw.replacement)) problems.push({ where: "manage.replacement", message: "expected a list of { input, effect } ([] when no input forces replacement)" });
  (Array.isArray(raw.replacement) ? raw.replacement : []).forEach((item, i) => {
    const where = `manage.replacement[${i}]`;
    const input = isRecord(item) ? text(item.input) : "";
    const effect = isRecord(item) ? text(item.effect) : "";
    if (!input || !effect) problems.push({ where, message: "expected an input name and the effect of changing it" });
    else if (!inputNames.has(input)) problems.push({ where, message: `"${input}" is not an input of this module` });
    else manage.replacement.push({ input, effect });
  });
  const steps = Array.isArray(raw.beforeDestroy) ? raw.beforeDestroy.map(text) : [];
  if (steps.length === 0 || steps.some((step) => !step)) problems.push({ where: "manage.beforeDestroy", message: "expected a list of one or more steps, each a non-empty string" });
  manage.beforeDestroy = steps.filter(Boolean);
  return manage;
}

/** Validates one module's parsed YAML; returns every problem, each naming the field or input. */
export function validateCatalogModule(raw: unknown): { module?: CatalogModule; problems: CatalogProblem[] } {
  const problems: CatalogProblem[] = [];
  if (!isRecord(raw)) return { problems: [{ where: "(top level)", message: "expected a mapping with name, description, version, inputs and outputs" }] };
  for (const field of ["name", "description", "source"]) if (!text(raw[field])) problems.push({ where: field, message: "expected a non-empty string" });
  const version = text(raw.version);
  const lastChanged = text(raw.lastChanged);
  if (!VERSION.test(version)) problems.push({ where: "version", message: `expected a release like v0.110.2, got ${JSON.stringify(raw.version)}` });
  if (!VERSION.test(lastChanged)) problems.push({ where: "lastChanged", message: `expected a release like v0.108.1, got ${JSON.stringify(raw.lastChanged)}` });
  if (VERSION.test(version) && VERSION.test(lastChanged) && compareVersions(lastChanged, version) > 0) {
    problems.push({ where: "lastChanged", message: `${lastChanged} is later than the documented version ${version}` });
  }
  const tags = Array.isArray(raw.tags) ? raw.tags.filter((t): t is string => typeof t === "string") : [];
  if (!Array.isArray(raw.tags) || tags.length !== raw.tags.length) problems.push({ where: "tags", message: "expected a list of tag slugs" });
  if (!Array.isArray(raw.inputs)) problems.push({ where: "inputs", message: "expected a list of inputs" });
  if (!Array.isArray(raw.outputs)) problems.push({ where: "outputs", message: "expected a list of outputs" });
  const inputs = (Array.isArray(raw.inputs) ? raw.inputs : []).flatMap((input, i) => validateInput(input, `inputs[${i}]`, problems) ?? []);
  const outputs: CatalogOutput[] = (Array.isArray(raw.outputs) ? raw.outputs : []).flatMap((output, i) => {
    if (!isRecord(output) || !NAME.test(text(output.name)) || !text(output.description)) {
      problems.push({ where: `outputs[${i}]`, message: "expected an output with a snake_case name and a description" });
      return [];
    }
    return [{ name: text(output.name), description: text(output.description) }];
  });
  const manage = validateManage(raw.manage, new Set(inputs.map((input) => input.name)), problems);
  const seen = new Set<string>();
  for (const item of [...inputs, ...outputs.map((o) => ({ ...o, kind: "output" }))]) {
    const kind = "kind" in item ? "output" : "input";
    const key = `${kind}:${item.name}`;
    if (seen.has(key)) problems.push({ where: `${kind} "${item.name}"`, message: `is declared twice` });
    seen.add(key);
  }
  if (problems.length > 0) return { problems };
  return {
    module: {
      name: text(raw.name),
      description: text(raw.description),
      version,
      lastChanged,
      source: text(raw.source),
      tags,
      inputs: inputs.map(({ parsed: _parsed, ...input }) => input),
      outputs,
      manage,
    },
    problems,
  };
}
