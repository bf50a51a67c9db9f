/**
 * What writers may use inside MDX. The compiler rejects other capitalised components, and the
 * doc template's component map must cover every name here.
 */
export const WRITER_COMPONENTS = ["Admonition", "Tabs", "TabItem", "Card", "CardGroup", "Details"] as const;
export type WriterComponent = (typeof WRITER_COMPONENTS)[number];

/** Admonition kinds, as written after `:::` or in `<Admonition type="...">`. */
export const ADMONITION_TYPES = ["note", "tip", "info", "caution", "warning", "danger"] as const;
export type AdmonitionType = (typeof ADMONITION_TYPES)[number];

/** Lowercase HTML elements writers may use directly in MDX. */
export const ALLOWED_HTML_ELEMENTS = new Set([
  "details", "summary", "br", "img", "kbd", "sup", "sub", "abbr", "figure", "figcaption", "mark", "small", "span", "div",
  "p", "a", "strong", "em", "code", "pre", "ul", "ol", "li", "table", "thead", "tbody", "tr", "th", "td", "hr",
]);
