/** A tag as listed on the tags index. */
export interface TagSummary {
  slug: string;
  label: string;
  count: number;
}

export interface TagLetterGroup<T extends TagSummary = TagSummary> {
  /** The uppercased first letter of the tag's label (or "#" for a digit or symbol). */
  letter: string;
  tags: T[];
}

/** Groups tags under the uppercased first letter of their label, letters and tags sorted. */
export function groupTagsByLetter<T extends TagSummary>(tags: readonly T[]): TagLetterGroup<T>[] {
  const groups = new Map<string, T[]>();
  for (const tag of tags) {
    const first = tag.label.trim().charAt(0).toLocaleUpperCase("en");
    const letter = /\p{L}/u.test(first) ? first : "#";
    groups.set(letter, [...(groups.get(letter) ?? []), tag]);
  }
  const compare = (a: string, b: string) => a.localeCompare(b, "en", { sensitivity: "base" });
  return [...groups.entries()]
    .sort(([a], [b]) => (a === "#" ? -1 : b === "#" ? 1 : compare(a, b)))
    .map(([letter, list]) => ({ letter, tags: [...list].sort((a, b) => compare(a.label, b.label)) }));
}

/** A registered tag, from `content/tags.yaml`. */
export interface TagDefinition {
  slug: string;
  label: string;
  description: string;
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Validates the parsed `tags.yaml`: a mapping from slug to `{ label, description }`.
 * (Duplicate slugs are caught by the YAML parser, which rejects repeated keys.)
 */
export function validateTagRegistry(raw: unknown): { tags: TagDefinition[]; problems: { where: string; message: string }[] } {
  const problems: { where: string; message: string }[] = [];
  const tags: TagDefinition[] = [];
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) {
    return { tags, problems: [{ where: "(top level)", message: "expected a mapping of tag slugs to { label, description }" }] };
  }
  for (const [slug, value] of Object.entries(raw as Record<string, unknown>)) {
    if (!SLUG.test(slug)) problems.push({ where: slug, message: "a tag slug is lowercase letters, digits and single hyphens" });
    const entry = (typeof value === "object" && value !== null ? value : {}) as Record<string, unknown>;
    for (const key of Object.keys(entry)) {
      if (key !== "label" && key !== "description") problems.push({ where: `${slug}.${key}`, message: "unknown key (expected label and description)" });
    }
    const label = typeof entry.label === "string" ? entry.label.trim() : "";
    const description = typeof entry.description === "string" ? entry.description.trim() : "";
    if (!label) problems.push({ where: `${slug}.label`, message: "expected a non-empty string" });
    if (!description) problems.push({ where: `${slug}.description`, message: "expected a non-empty string" });
    if (label && description && SLUG.test(slug)) tags.push({ slug, label, description });
  }
  return { tags, problems };
}
