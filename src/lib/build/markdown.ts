/**
 * A compiled doc tree as clean Markdown, for `index.md` beside each page and for llms.txt:
 * writer components become what they mean in Markdown (an admonition a quote, tabs labelled
 * sections, cards a list of links), code blocks keep their language and title.
 */
import { codeBlockText, type TreeElement, type TreeNode, type TreeRoot } from "../content/hast";
import { manageSections, type ManageModule } from "../content/manage";
import { markdownPathOf } from "../navigation/paths";

const BLOCK_SEPARATOR = "\n\n";

function inline(node: TreeNode, base: string): string {
  if (node.type === "text") return node.value.replace(/\s*\n\s*/g, " ");
  if (node.type === "root") return node.children.map((c) => inline(c, base)).join("");
  const text = () => node.children.map((c) => inline(c, base)).join("");
  switch (node.tagName) {
    case "strong":
    case "b":
      return `**${text()}**`;
    case "em":
    case "i":
      return `*${text()}*`;
    case "code":
      return `\`${text()}\``;
    case "kbd":
      return `<kbd>${text()}</kbd>`;
    case "del":
      return `~~${text()}~~`;
    case "br":
      return "  \n";
    case "a": {
      const href = String(node.properties.href ?? "");
      return `[${text()}](${href.startsWith("/") ? `${base}${href}` : href})`;
    }
    case "img":
      return `![${String(node.properties.alt ?? "")}](${String(node.properties.src ?? "")})`;
    default:
      return text();
  }
}

const prefixLines = (text: string, prefix: string) =>
  text
    .split("\n")
    .map((line) => (line ? `${prefix}${line}` : prefix.trimEnd()))
    .join("\n");

function list(node: TreeElement, base: string): string {
  const ordered = node.tagName === "ol";
  return node.children
    .filter((c): c is TreeElement => c.type === "element" && c.tagName === "li")
    .map((item, index) => {
      const marker = ordered ? `${index + 1}. ` : "- ";
      const body = blocks(item.children, base).trim();
      return marker + body.split("\n").join(`\n${" ".repeat(marker.length)}`);
    })
    .join("\n");
}

function table(node: TreeElement, base: string): string {
  const rows: string[][] = [];
  const collect = (n: TreeNode) => {
    if (n.type !== "element") return;
    if (n.tagName === "tr") rows.push(n.children.filter((c): c is TreeElement => c.type === "element").map((cell) => inline(cell, base).replace(/\|/g, "\\|").trim()));
    else n.children.forEach(collect);
  };
  collect(node);
  if (rows.length === 0) return "";
  const [head, ...body] = rows;
  return [`| ${head.join(" | ")} |`, `| ${head.map(() => "---").join(" | ")} |`, ...body.map((r) => `| ${r.join(" | ")} |`)].join("\n");
}

function block(node: TreeNode, base: string): string {
  if (node.type === "text") return node.value.trim();
  if (node.type === "root") return blocks(node.children, base);
  const props = node.properties;
  switch (node.tagName) {
    case "p":
      return inline(node, base).trim();
    case "h1":
    case "h2":
    case "h3":
    case "h4":
    case "h5":
    case "h6":
      return `${"#".repeat(Number(node.tagName[1]))} ${inline(node, base).trim()}`;
    case "ul":
    case "ol":
      return list(node, base);
    case "blockquote":
      return prefixLines(blocks(node.children, base), "> ");
    case "hr":
      return "---";
    case "table":
      return table(node, base);
    case "CodeBlock": {
      const title = props.title ? ` title="${String(props.title)}"` : "";
      return `\`\`\`${String(props.language ?? "")}${title}\n${codeBlockText(node)}\n\`\`\``;
    }
    case "Admonition": {
      const kind = String(props.type ?? "note");
      const title = props.title ? String(props.title) : kind.charAt(0).toUpperCase() + kind.slice(1);
      return prefixLines(`**${title}**\n\n${blocks(node.children, base)}`, "> ");
    }
    case "Tabs":
      return node.children
        .filter((c): c is TreeElement => c.type === "element" && c.tagName === "TabItem")
        .map((tab) => `**${String(tab.properties.label ?? tab.properties.value)}**\n\n${blocks(tab.children, base)}`)
        .join(BLOCK_SEPARATOR);
    case "CardGroup":
      return node.children
        .filter((c): c is TreeElement => c.type === "element" && c.tagName === "Card")
        .map((card) => `- [${String(card.properties.title)}](${String(card.properties.href ?? "").replace(/^\//, `${base}/`)}): ${inline(card, base).trim()}`)
        .join("\n");
    case "Card":
      return `- [${String(props.title)}](${String(props.href ?? "").replace(/^\//, `${base}/`)}): ${inline(node, base).trim()}`;
    case "details":
    case "Details": {
      const summary = node.children.find((c): c is TreeElement => c.type === "element" && c.tagName === "summary");
      const rest = node.children.filter((c) => c !== summary);
      return `**${summary ? inline(summary, base).trim() : "Details"}**${BLOCK_SEPARATOR}${blocks(rest, base)}`;
    }
    default:
      return blocks(node.children, base);
  }
}

function blocks(nodes: readonly TreeNode[], base: string): string {
  return nodes
    .map((n) => block(n, base))
    .filter((text) => text.trim() !== "")
    .join(BLOCK_SEPARATOR);
}

/** The Markdown of a doc: its title, its description as a quote, then its body. */
export function docToMarkdown(doc: { title: string; description: string; body: TreeRoot }, base = ""): string {
  return `# ${doc.title}${BLOCK_SEPARATOR}> ${doc.description}${BLOCK_SEPARATOR}${blocks(doc.body.children, base)}\n`;
}

export interface ModuleForMarkdown extends ManageModule {
  readonly inputs: readonly { name: string; type: string; description: string; required: boolean; default?: unknown }[];
  readonly outputs: readonly { name: string; description: string }[];
  readonly usage: { readonly terragrunt: { readonly code: string } };
}

/** A service page's generated part: version, usage and the inputs and outputs, as Markdown. */
export function moduleReferenceMarkdown(module: ModuleForMarkdown): string {
  const input = (i: ModuleForMarkdown["inputs"][number]) =>
    `- \`${i.name}\` (\`${i.type.replace(/\s+/g, " ").trim()}\`${i.required ? ", required" : `, default \`${JSON.stringify(i.default ?? null)}\``}): ${i.description}`;
  return [
    `Service Catalog version ${module.version}, last updated in ${module.lastChanged}.`,
    "## Usage",
    `\`\`\`hcl title="terragrunt.hcl"\n${module.usage.terragrunt.code}\n\`\`\``,
    "## Inputs",
    "### Required",
    module.inputs.filter((i) => i.required).map(input).join("\n") || "None.",
    "### Optional",
    module.inputs.filter((i) => !i.required).map(input).join("\n") || "None.",
    "## Outputs",
    module.outputs.map((o) => `- \`${o.name}\`: ${o.description}`).join("\n"),
    "## Manage",
    ...manageSections(module).flatMap((section) => [
      `### ${section.title}`,
      section.intro,
      ...(section.replacement && section.replacement.length > 0 ? [section.replacement.map((r) => `- \`${r.input}\`: ${r.effect}`).join("\n")] : []),
      ...(section.steps.length > 0 ? [section.steps.map((step, i) => `${i + 1}. ${step}`).join("\n")] : []),
    ]),
  ].join(BLOCK_SEPARATOR);
}

/** The llms.txt index: the site, then its sections with one line per page. */
export function llmsIndex(site: { title: string; tagline: string; url: string }, sections: readonly { title: string; pages: readonly { title: string; path: string; description: string }[] }[]): string {
  return [
    `# ${site.title}`,
    `> ${site.tagline}`,
    `Each page is also available as Markdown at its path plus \`index.md\`; ${site.url}/llms-full.txt has every page in one file.`,
    ...sections.filter((s) => s.pages.length > 0).map((s) => [`## ${s.title}`, s.pages.map((p) => `- [${p.title}](${site.url}${markdownPathOf(p.path)}): ${p.description}`).join("\n")].join(BLOCK_SEPARATOR)),
  ].join(BLOCK_SEPARATOR) + "\n";
}
