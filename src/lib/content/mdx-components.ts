/**
 * What writers may use inside MDX. The compiler rejects other capitalised components, and the
 * doc template's component map must cover every name here.
 */

/**
 * Components that state a fact the data already holds, rendered from it (./facts): a module
 * input's default or name, a module's catalog release, a tool's version or constraint. Each takes
 * only these attributes, written as quoted strings (`constraint` is written bare).
 */
export const FACT_COMPONENTS = {
  ModuleDefault: { required: ["module", "input"], optional: [] },
  ModuleInput: { required: ["module", "input"], optional: [] },
  ModuleVersion: { required: ["module"], optional: [] },
  ToolVersion: { required: ["tool"], optional: ["constraint"] },
} as const satisfies Record<string, { required: readonly string[]; optional: readonly string[] }>;
export type FactComponent = keyof typeof FACT_COMPONENTS;
export const FACT_COMPONENT_NAMES = Object.keys(FACT_COMPONENTS) as FactComponent[];
export const isFactComponent = (name: string): name is FactComponent => Object.hasOwn(FACT_COMPONENTS, name);

export const WRITER_COMPONENTS = ["Admonition", "Tabs", "TabItem", "Card", "CardGroup", "Details", "ModuleDefault", "ModuleInput", "ModuleVersion", "ToolVersion"] as const;
export type WriterComponent = (typeof WRITER_COMPONENTS)[number];

/** Admonition kinds, as written after `:::` or in `<Admonition type="...">`. */
export const ADMONITION_TYPES = ["note", "tip", "info", "caution", "warning", "danger"] as const;
export type AdmonitionType = (typeof ADMONITION_TYPES)[number];

/** Lowercase HTML elements writers may use directly in MDX. */
export const ALLOWED_HTML_ELEMENTS = new Set([
  "details", "summary", "br", "img", "kbd", "sup", "sub", "abbr", "figure", "figcaption", "mark", "small", "span", "div",
  "p", "a", "strong", "em", "code", "pre", "ul", "ol", "li", "table", "thead", "tbody", "tr", "th", "td", "hr",
]);
