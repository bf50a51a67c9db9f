/**
 * Each tool's answer as Markdown for the model to read (the same data is in the call's structured
 * content for programs): short, with the URL to cite and the path to pass to the next tool.
 */
import type { ModuleData, ModuleSummary } from "./modules";
import type { ReadDocResult } from "./read-doc";
import type { SearchDocsResult } from "./search-docs";
import type { SectionNode, SectionsResult } from "./sections";

export function formatSearch(result: SearchDocsResult, section?: string): string {
  const scope = section ? ` in ${section}` : "";
  if (result.results.length === 0) {
    return `No pages${scope} match “${result.query}”. Try fewer or more general words, a module name (vpc, eks-cluster) or an input name (num_nat_gateways); list_sections shows every page.`;
  }
  const lines = [`Top ${result.results.length} pages${scope} for “${result.query}” (${result.totalMatches} matching sections on the site), best first. Pass a page's path to read_doc to read it.`, ""];
  result.results.forEach((page, i) => {
    lines.push(`${i + 1}. **${page.title}** (${page.section}): ${page.url}`, `   path: ${page.path}`);
    for (const match of page.matches) {
      lines.push(`   - ${match.sectionPath.slice(1).join(" › ")}: ${match.url}`);
      if (match.snippet) lines.push(`     ${match.snippet}`);
    }
    if (page.moreMatches > 0) lines.push(`   - and ${page.moreMatches} more match${page.moreMatches === 1 ? "" : "es"} on this page`);
  });
  return lines.join("\n");
}

const yamlString = (text: string) => JSON.stringify(text);

export function formatDoc(doc: ReadDocResult): string {
  const header = [
    "---",
    `title: ${yamlString(doc.title)}`,
    `url: ${doc.url}`,
    ...(doc.breadcrumbs.length > 0 ? [`breadcrumbs: ${yamlString(doc.breadcrumbs.map((b) => b.label).join(" › "))}`] : []),
    ...(doc.tags.length > 0 ? [`tags: [${doc.tags.map((t) => t.slug).join(", ")}]`] : []),
    ...(doc.builtAt ? [`built: ${doc.builtAt}`] : []),
    ...(doc.section ? [`section: ${yamlString(doc.section.id)}`, `sections: [${doc.sections.map((s) => s.id).join(", ")}]`] : []),
    "---",
    "",
  ];
  return header.join("\n") + doc.markdown;
}

const value = (v: unknown) => (v === undefined ? "" : JSON.stringify(v));

export function formatModule(module: ModuleData): string {
  const input = (i: ModuleData["inputs"][number]) => `- \`${i.name}\` (\`${i.type.replace(/\s+/g, " ").trim()}\`${i.required ? ", required" : `, default \`${value(i.default ?? null)}\``}${i.sensitive ? ", sensitive" : ""}): ${i.description}`;
  const required = module.inputs.filter((i) => i.required);
  const optional = module.inputs.filter((i) => !i.required);
  return [
    `# ${module.name} (${module.slug}) ${module.version}`,
    "",
    module.description,
    "",
    `Reference page: ${module.url} (last changed in ${module.lastChanged}; source \`${module.source}\`).`,
    "",
    "## Terraform",
    "",
    "```hcl",
    module.usage.terraform,
    "```",
    "",
    "## Terragrunt (terragrunt.hcl)",
    "",
    "```hcl",
    module.usage.terragrunt,
    "```",
    "",
    `## Required inputs (${required.length})`,
    "",
    required.map(input).join("\n") || "None.",
    "",
    `## Optional inputs (${optional.length})`,
    "",
    optional.map(input).join("\n") || "None.",
    "",
    `## Outputs (${module.outputs.length})`,
    "",
    module.outputs.map((o) => `- \`${o.name}\`: ${o.description}`).join("\n") || "None.",
  ].join("\n");
}

export function formatModuleList(result: { categories: string[]; modules: ModuleSummary[] }, category?: string): string {
  const lines = [`${result.modules.length} service modules${category ? ` in ${category}` : ""} (categories: ${result.categories.join(", ")}). Pass a slug to get_module for its inputs, outputs and usage.`];
  for (const group of result.categories) {
    const modules = result.modules.filter((m) => m.category === group);
    if (modules.length === 0) continue;
    lines.push("", `## ${group}`, ...modules.map((m) => `- **${m.name}** \`${m.slug}\` ${m.version}: ${m.description}`));
  }
  return lines.join("\n");
}

function treeLines(nodes: readonly SectionNode[], depth: number): string[] {
  return nodes.flatMap((node) => [`${"  ".repeat(depth)}- ${node.label}${node.path ? ` (${node.path})` : node.url ? ` (${node.url})` : ""}`, ...treeLines(node.items ?? [], depth + 1)]);
}

export function formatSections(result: SectionsResult): string {
  const lines = [`${result.sidebars.length} sidebars. Pass a page's path to read_doc.`];
  for (const sidebar of result.sidebars) lines.push("", `## ${sidebar.section}: ${sidebar.name}`, ...treeLines(sidebar.items, 0));
  if (result.otherPages.length > 0) lines.push("", "## Pages in no sidebar", ...result.otherPages.map((p) => `- ${p.title} (${p.path})`));
  return lines.join("\n");
}
