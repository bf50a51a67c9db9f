/**
 * The Manage section of a service reference page (upgrading between releases, inputs that force
 * replacement, destroying safely), built from the module's data so the page and its Markdown export
 * say the same thing.
 */
import type { CatalogReplacement } from "./catalog";

export interface ManageModule {
  readonly version: string;
  readonly lastChanged: string;
  readonly manage: { readonly replacement: readonly CatalogReplacement[]; readonly beforeDestroy: readonly string[] };
}

export interface ManageSection {
  /** Anchor id; hyphenated, so it never clashes with an input's snake_case anchor. */
  id: string;
  title: string;
  /** Paragraph before the steps or table; backticks mark code. */
  intro: string;
  /** Ordered steps; backticks mark code. */
  steps: string[];
  /** Inputs that force replacement, for the replacement section only. */
  replacement?: readonly CatalogReplacement[];
}

export const MANAGE_ID = "manage";

/** The subsections' anchors and titles, in page order (the page's table of contents lists them). */
export const MANAGE_HEADINGS = [
  { id: "manage-upgrade", title: "Upgrade to a new release" },
  { id: "manage-replacement", title: "Inputs that force replacement" },
  { id: "manage-destroy", title: "Destroy safely" },
] as const;

/** The three subsections of Manage, in page order. */
export function manageSections(module: ManageModule): ManageSection[] {
  const { version, lastChanged, manage } = module;
  const replaced = manage.replacement.map((r) => `\`${r.input}\``);
  const planStep =
    replaced.length > 0
      ? `Run \`terragrunt plan\` and read every resource marked \`must be replaced\`. In this module, changing ${listWords(replaced)} forces a replacement (see below); a new release can also change resources on its own.`
      : "Run `terragrunt plan` and read every resource marked `must be replaced`: no input of this module forces a replacement, but a new release can still change resources on its own.";
  const [upgrade, replacement, destroy] = MANAGE_HEADINGS;
  return [
    {
      ...upgrade,
      intro: `This page documents ${version}; the module last changed in ${lastChanged}. Before 1.0, a new minor release of the catalog (v0.110 to v0.111) may ask you to change inputs; a patch release does not.`,
      steps: [
        "Read the release notes of every release between the one you run and the target (Release Notes, above): each lists the inputs it renamed or removed and any migration step.",
        `Change the \`ref\` of the unit's \`source\` (\`?ref=${version}\`) in one environment first, usually dev, and update the inputs the notes name.`,
        planStep,
        "Apply, check the outputs and the service, then repeat in stage and prod. To roll back, set the `ref` back and apply: resources that were replaced are created again, not restored, so data comes back only from backups.",
      ],
    },
    {
      ...replacement,
      intro:
        manage.replacement.length > 0
          ? "Changing one of these inputs makes Terraform destroy a resource and create a new one. Plan such a change for a maintenance window, or build the replacement beside the old one and move traffic before removing it."
          : "No input of this module forces Terraform to destroy and recreate a resource: every input can be changed in place.",
      steps: [],
      replacement: manage.replacement,
    },
    {
      ...destroy,
      intro:
        "Destroy the units that depend on this one first (their `dependency` blocks point here); Terragrunt lists them and asks before it destroys a unit that others depend on.",
      steps: [
        ...manage.beforeDestroy,
        "Run `terragrunt destroy` in the unit's folder and read the plan: it must list only this module's resources.",
        "Delete the unit's folder in the same pull request, so the pipeline does not create it again. The state file stays in the state bucket's version history.",
      ],
    },
  ];
}

/** `a`, `a and b`, `a, b and c`. */
export function listWords(words: readonly string[]): string {
  if (words.length <= 1) return words.join("");
  return `${words.slice(0, -1).join(", ")} and ${words[words.length - 1]}`;
}

/** Splits text on backticks into runs of prose and code, for rendering without HTML strings. */
export function splitInlineCode(text: string): { code: boolean; text: string }[] {
  return text
    .split("`")
    .map((run, i) => ({ code: i % 2 === 1, text: run }))
    .filter((run) => run.text !== "");
}
