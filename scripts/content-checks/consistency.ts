/**
 * One statement per fact, where a mechanical check can tell (docs/content-facts.md lists the facts
 * and where each is defined). The content test runs these over every doc:
 * - the root configuration is `root.hcl`, included by name: no `find_in_parent_folders()` without
 *   it, no layout with a `terragrunt.hcl` at the top, and a "root `terragrunt.hcl`" only in a
 *   paragraph that names `root.hcl` too (a migration note);
 * - a tool whose version content/versions.yaml pins is never "recent" or "latest";
 * - a guide's overview and its walkthrough give the walkthrough the same time;
 * - a default stated in prose as "`input` defaults to `value`" is the catalog's.
 */

export interface ConsistencyProblem {
  /** 1-based line in the text checked. */
  line: number;
  message: string;
}

/** A fenced code block: its title (from `title="…"`) and its lines, 1-based, fences excluded. */
interface Fence {
  title: string;
  from: number;
  to: number;
}

function fences(lines: readonly string[]): Fence[] {
  const found: Fence[] = [];
  let open: { marker: string; title: string; from: number } | undefined;
  lines.forEach((line, index) => {
    const fence = /^\s*(`{3,}|~{3,})(.*)$/.exec(line);
    if (!fence) return;
    if (!open) open = { marker: fence[1], title: /title="([^"]*)"/.exec(fence[2])?.[1] ?? "", from: index + 2 };
    else if (fence[1].startsWith(open.marker) && fence[2].trim() === "") {
      found.push({ title: open.title, from: open.from, to: index });
      open = undefined;
    }
  });
  return found;
}

/** Whether a code block's title marks it as an older tool's format the page lists as history, e.g. "(Terragrunt 0.19)" with `terragrunt 0.19`. */
const isHistoricalBlock = (fence: Fence, historical: readonly string[]) =>
  historical.some((entry) => {
    const [tool, version] = entry.split(/\s+/);
    return new RegExp(`\\b${tool}\\s+v?${version.replace(/\./g, "\\.")}\\b`, "i").test(fence.title);
  });

/**
 * The root-file convention (src/lib/content/usage.ts writes the same in every usage block). A line
 * that names `root.hcl` may name the old forms too: it explains the change or migrates to it.
 */
export function rootFileProblems(text: string, historical: readonly string[] = []): ConsistencyProblem[] {
  const lines = text.split("\n");
  const historicalLines = new Set(fences(lines).filter((fence) => isHistoricalBlock(fence, historical)).flatMap((fence) => Array.from({ length: fence.to - fence.from + 1 }, (_, i) => fence.from + i)));
  const problems: ConsistencyProblem[] = [];
  lines.forEach((line, index) => {
    const at = index + 1;
    if (historicalLines.has(at)) return;
    if (/find_in_parent_folders\(\s*\)/.test(line) && !line.includes("root.hcl")) {
      problems.push({ line: at, message: 'find_in_parent_folders() without a name finds a terragrunt.hcl; the root configuration is root.hcl: write find_in_parent_folders("root.hcl")' });
    }
    if (/^[├└]── terragrunt\.hcl\s*(#.*)?$/.test(line)) {
      problems.push({ line: at, message: "a layout with terragrunt.hcl at the top of the repository: the root configuration is root.hcl" });
    }
    if (/\broot\s+`?terragrunt\.hcl\b|`terragrunt\.hcl`\s+\(repository root\)/i.test(line) && !line.includes("root.hcl")) {
      problems.push({ line: at, message: "a root terragrunt.hcl: the root configuration is root.hcl (a paragraph that also names root.hcl, such as a migration note, may mention the old name)" });
    }
  });
  return problems;
}

/** "A recent Terragrunt", "the latest Terraform": a tool the docs pin is named by its version instead. */
export function vagueVersionProblems(text: string, pinnedLabels: readonly string[]): ConsistencyProblem[] {
  const tools = pinnedLabels.map((label) => label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|");
  const pattern = new RegExp(`\\b(?:recent|latest|newest|up-to-date|current)\\s+(?:(?:stable\\s+)?(?:version|release)s?\\s+of\\s+)?(?:the\\s+)?(${tools})\\b`, "gi");
  const problems: ConsistencyProblem[] = [];
  const lines = text.split("\n");
  const inCode = new Set(fences(lines).flatMap((fence) => Array.from({ length: fence.to - fence.from + 1 }, (_, i) => fence.from + i)));
  lines.forEach((line, index) => {
    if (inCode.has(index + 1)) return;
    for (const m of line.replace(/`[^`]*`/g, " ").matchAll(pattern)) {
      problems.push({ line: index + 1, message: `"${m[0]}": content/versions.yaml pins ${m[1]}; state its version with <ToolVersion tool="…" />` });
    }
  });
  return problems;
}

/** How long a guide's walkthrough takes, as its overview ("The walkthrough takes about …") or the walkthrough ("Allow about …") says it. */
export function walkthroughTime(text: string, where: "overview" | "walkthrough"): { line: number; time: string } | undefined {
  const pattern = where === "overview" ? /\bThe walkthrough takes ((?:about )?[^,.;]+)/ : /\b(?:Allow|It takes) ((?:about )?[^,.;]+)/;
  const lines = text.split("\n");
  const end = where === "walkthrough" ? lines.findIndex((line) => line.startsWith("## ")) : -1;
  for (const [index, line] of lines.slice(0, end === -1 ? undefined : end).entries()) {
    const m = pattern.exec(line);
    if (m) return { line: index + 1, time: m[1].replace(/\s+/g, " ").trim().toLowerCase() };
  }
  return undefined;
}

/** A module input of the catalog as the default check reads it. */
export interface KnownDefault {
  module: string;
  input: string;
  /** The default as pages write it (strings bare, others as HCL), or undefined for a required input. */
  value: string | undefined;
}

/**
 * The modules a page is about, whose inputs its prose may name: its own (a service page), those it
 * links to, and those it names in code, such as `eks-cluster`.
 */
export function modulesOfPage(text: string, ownModule: string | null, modules: readonly string[]): Set<string> {
  const linked = [...text.matchAll(/\/reference\/services\/([a-z0-9-]+\/[a-z0-9-]+)\//g)].map((m) => m[1]);
  const named = modules.filter((slug) => text.includes(`\`${slug.split("/").pop() ?? slug}\``));
  return new Set([...(ownModule ? [ownModule] : []), ...linked, ...named]);
}

/**
 * Defaults stated in prose ("`num_nat_gateways` defaults to `1`", "`x` is `false` by default")
 * that none of the page's modules (`modulesOfPage`) with an input of that name has. A page
 * should render a default with <ModuleDefault>; this finds the ones still written out that disagree.
 */
export function statedDefaultProblems(text: string, known: readonly KnownDefault[], pageModules: ReadonlySet<string>): ConsistencyProblem[] {
  const byInput = new Map<string, KnownDefault[]>();
  for (const entry of known) if (pageModules.has(entry.module)) byInput.set(entry.input, [...(byInput.get(entry.input) ?? []), entry]);
  const patterns = [/`([a-z][a-z0-9_]*)`[^.`]{0,30}?\bdefaults? (?:to|is) `([^`]+)`/g, /`([a-z][a-z0-9_]*)`[^.`]{0,20}?\bis `([^`]+)` by default/g, /`([a-z][a-z0-9_]*)` \(default `([^`]+)`\)/g];
  const problems: ConsistencyProblem[] = [];
  const lines = text.split("\n");
  const inCode = new Set(fences(lines).flatMap((fence) => Array.from({ length: fence.to - fence.from + 1 }, (_, i) => fence.from + i)));
  lines.forEach((line, index) => {
    if (inCode.has(index + 1)) return;
    for (const pattern of patterns) {
      for (const m of line.matchAll(pattern)) {
        const candidates = byInput.get(m[1]);
        if (!candidates) continue;
        const stated = m[2].replace(/^"(.*)"$/, "$1");
        if (candidates.some((c) => c.value === stated)) continue;
        const actual = candidates.map((c) => `${c.module}: ${c.value === undefined ? "required" : `\`${c.value}\``}`).join(", ");
        problems.push({ line: index + 1, message: `"${m[0]}": the catalog's default of ${m[1]} is ${actual}; render it with <ModuleDefault module="…" input="${m[1]}" />` });
      }
    }
  });
  return problems;
}
