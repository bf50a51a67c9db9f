/**
 * `content/versions.yaml`: the versions the docs teach, one entry per tool, validated when
 * sourced. Pages state them through `<ToolVersion>` (./facts) and the content test holds every
 * other mention of a version to them.
 */

/** A tool's entry: what a reader installs or pins, and how configurations constrain it. */
export interface ToolVersionDefinition {
  /** The key in versions.yaml, as `<ToolVersion tool="...">` names it, e.g. `terragrunt`. */
  tool: string;
  label: string;
  /** A release such as `0.68.14`, `1.33` or `v0.110.2`. */
  version: string;
  /** A version constraint such as `>= 1.5.0` or `~> 5.0`, for tools that configurations pin by one. */
  constraint?: string;
}

const TOOL = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const RELEASE = /^v?\d+(?:\.\d+){1,2}$/;
const CONSTRAINT = /^(?:(?:=|!=|>|>=|<|<=|~>)\s*)?v?\d+(?:\.\d+){0,2}(?:\s*,\s*(?:=|!=|>|>=|<|<=|~>)\s*v?\d+(?:\.\d+){0,2})*$/;

type Problem = { where: string; message: string };

/** Validates the parsed `versions.yaml`: a mapping from tool to `{ label, version, constraint? }`. */
export function validateVersions(raw: unknown): { tools: ToolVersionDefinition[]; problems: Problem[] } {
  const problems: Problem[] = [];
  const tools: ToolVersionDefinition[] = [];
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) {
    return { tools, problems: [{ where: "(top level)", message: "expected a mapping of tool names to { label, version, constraint }" }] };
  }
  for (const [tool, value] of Object.entries(raw as Record<string, unknown>)) {
    const before = problems.length;
    if (!TOOL.test(tool)) problems.push({ where: tool, message: "a tool name is lowercase letters, digits and single hyphens" });
    const entry = (typeof value === "object" && value !== null && !Array.isArray(value) ? value : {}) as Record<string, unknown>;
    for (const key of Object.keys(entry)) {
      if (!["label", "version", "constraint"].includes(key)) problems.push({ where: `${tool}.${key}`, message: "unknown key (expected label, version and constraint)" });
    }
    const label = typeof entry.label === "string" ? entry.label.trim() : "";
    // YAML reads an unquoted 1.33 as a number, which would drop a trailing zero (1.30): versions are quoted strings.
    const version = typeof entry.version === "string" ? entry.version.trim() : "";
    if (!label) problems.push({ where: `${tool}.label`, message: "expected a non-empty string" });
    if (!RELEASE.test(version)) problems.push({ where: `${tool}.version`, message: `expected a release such as "1.5.7" or "v0.110.2", as a quoted string; got ${JSON.stringify(entry.version)}` });
    const constraint = entry.constraint;
    if (constraint !== undefined && (typeof constraint !== "string" || !CONSTRAINT.test(constraint.trim()))) {
      problems.push({ where: `${tool}.constraint`, message: `expected a version constraint such as ">= 1.5.0" or "~> 5.0"; got ${JSON.stringify(constraint)}` });
    }
    if (problems.length === before) tools.push({ tool, label, version, ...(typeof constraint === "string" ? { constraint: constraint.trim() } : {}) });
  }
  return { tools, problems };
}
