/** The frontmatter a doc may carry, after validation. */
export interface DocFrontmatter {
  title?: string;
  sidebar_label?: string;
  description?: string;
  tags: string[];
  slug?: string;
  hide_title: boolean;
  hide_table_of_contents: boolean;
  toc_min_heading_level?: number;
  toc_max_heading_level?: number;
  pagination_label?: string;
  /** `null` hides the edit link; a string replaces the default edit URL. */
  custom_edit_url?: string | null;
  keywords: string[];
  /**
   * Versions of taught tools that the page names on purpose as history or as an "added in" fact
   * (`terraform 0.12`), so the content test does not take them for a contradiction of
   * `content/versions.yaml`. Used by the content test only.
   */
  historical_versions: string[];
}

/** A field that is not what the site expects. */
export interface FrontmatterProblem {
  field: string;
  message: string;
}

type FieldKind = "string" | "boolean" | "string[]" | "heading-level" | "url-or-null";

const FIELDS: Record<keyof DocFrontmatter, FieldKind> = {
  title: "string",
  sidebar_label: "string",
  description: "string",
  tags: "string[]",
  slug: "string",
  hide_title: "boolean",
  hide_table_of_contents: "boolean",
  toc_min_heading_level: "heading-level",
  toc_max_heading_level: "heading-level",
  pagination_label: "string",
  custom_edit_url: "url-or-null",
  keywords: "string[]",
  historical_versions: "string[]",
};

const EXPECTED: Record<FieldKind, string> = {
  string: "a non-empty string",
  boolean: "true or false",
  "string[]": "a list of strings",
  "heading-level": "a whole number from 2 to 6",
  "url-or-null": "an absolute URL, or null to hide the edit link",
};

function check(kind: FieldKind, value: unknown): boolean {
  switch (kind) {
    case "string":
      return typeof value === "string" && value.trim() !== "";
    case "boolean":
      return typeof value === "boolean";
    case "string[]":
      return Array.isArray(value) && value.every((v) => typeof v === "string" && v.trim() !== "");
    case "heading-level":
      return Number.isInteger(value) && (value as number) >= 2 && (value as number) <= 6;
    case "url-or-null":
      return value === null || (typeof value === "string" && /^https?:\/\//.test(value));
  }
}

/**
 * Checks a doc's frontmatter against the fields the site knows. Every problem is returned, each
 * naming its field and what was expected, so a writer fixes them all in one pass.
 */
export function validateFrontmatter(raw: unknown): { frontmatter: DocFrontmatter; problems: FrontmatterProblem[] } {
  const problems: FrontmatterProblem[] = [];
  const data = (typeof raw === "object" && raw !== null && !Array.isArray(raw) ? raw : {}) as Record<string, unknown>;
  const frontmatter: DocFrontmatter = { tags: [], keywords: [], historical_versions: [], hide_title: false, hide_table_of_contents: false };
  for (const [field, value] of Object.entries(data)) {
    const kind = FIELDS[field as keyof DocFrontmatter];
    if (!kind) {
      problems.push({ field, message: `unknown field (known fields: ${Object.keys(FIELDS).join(", ")})` });
      continue;
    }
    if (value === undefined || (value === null && kind !== "url-or-null")) continue;
    if (!check(kind, value)) {
      problems.push({ field, message: `expected ${EXPECTED[kind]}, got ${JSON.stringify(value)}` });
      continue;
    }
    Object.assign(frontmatter, { [field]: typeof value === "string" ? value.trim() : Array.isArray(value) ? value.map((v: string) => v.trim()) : value });
  }
  if (frontmatter.slug !== undefined && !frontmatter.slug.startsWith("/")) {
    problems.push({ field: "slug", message: `expected a path starting with "/", got "${frontmatter.slug}"` });
  }
  const min = frontmatter.toc_min_heading_level ?? 2;
  const max = frontmatter.toc_max_heading_level ?? 3;
  if (min > max) {
    problems.push({ field: "toc_min_heading_level", message: `must not be greater than toc_max_heading_level (${max})` });
  }
  const seen = new Set<string>();
  for (const tag of frontmatter.tags) {
    if (seen.has(tag)) problems.push({ field: "tags", message: `"${tag}" is listed twice` });
    seen.add(tag);
  }
  return { frontmatter, problems };
}

/** Formats problems as one message per line, each prefixed with the file. */
export function formatProblems(file: string, problems: readonly { field?: string; where?: string; message: string }[]): string {
  return problems.map((p) => `${file}: ${p.field ? `frontmatter field "${p.field}"` : p.where}: ${p.message}`).join("\n");
}
