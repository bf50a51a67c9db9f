/**
 * American spelling throughout: British forms that writers reach for, with the American form to
 * use. Matched as whole words, any case, with their common endings.
 */
export const BRITISH_TO_AMERICAN: Record<string, string> = {
  organisation: "organization",
  organise: "organize",
  initialise: "initialize",
  behaviour: "behavior",
  colour: "color",
  favour: "favor",
  honour: "honor",
  neighbour: "neighbor",
  licence: "license",
  defence: "defense",
  offence: "offense",
  analyse: "analyze",
  optimise: "optimize",
  minimise: "minimize",
  maximise: "maximize",
  prioritise: "prioritize",
  standardise: "standardize",
  authorise: "authorize",
  customise: "customize",
  normalise: "normalize",
  serialise: "serialize",
  summarise: "summarize",
  synchronise: "synchronize",
  recognise: "recognize",
  realise: "realize",
  utilise: "utilize",
  categorise: "categorize",
  centralise: "centralize",
  visualise: "visualize",
  containerise: "containerize",
  virtualise: "virtualize",
  parameterise: "parameterize",
  specialise: "specialize",
  finalise: "finalize",
  emphasise: "emphasize",
  sanitise: "sanitize",
  stabilise: "stabilize",
  catalogue: "catalog",
  centre: "center",
  modelling: "modeling",
  labelled: "labeled",
  labelling: "labeling",
  cancelled: "canceled",
  travelling: "traveling",
  whilst: "while",
  ageing: "aging",
  artefact: "artifact",
};

/** Endings after a stem: organis-e, -ed, -es, -ing, -ation(s), -er(s); colour-s, -ed, -ful... */
const ENDINGS = "(?:e|s|d|ed|es|ing|ation|ations|er|ers|able|ful)?";

export interface SpellingProblem {
  word: string;
  american: string;
  line: number;
}

const stem = (word: string) => word.replace(/e$/, "");

const PATTERN = new RegExp(`\\b(${Object.keys(BRITISH_TO_AMERICAN).map(stem).join("|")})${ENDINGS}\\b`, "gi");

/** Words that share a stem with a British form but are American too. */
const AMERICAN_TOO = new Set(["analyses"]);

/**
 * Every British spelling in the prose of a Markdown or YAML text, with its line and the American
 * form of its stem. Fenced code blocks and inline code are skipped: they quote what tools print.
 */
export function britishSpellings(text: string): SpellingProblem[] {
  const problems: SpellingProblem[] = [];
  let fence: string | undefined;
  text.split("\n").forEach((raw, index) => {
    const opener = /^\s*(`{3,}|~{3,})/.exec(raw)?.[1];
    if (opener && (fence === undefined || opener.startsWith(fence))) {
      fence = fence === undefined ? opener : undefined;
      return;
    }
    if (fence !== undefined) return;
    const line = raw.replace(/`[^`]*`/g, " ");
    for (const m of line.matchAll(PATTERN)) {
      if (AMERICAN_TOO.has(m[0].toLowerCase())) continue;
      const key = Object.keys(BRITISH_TO_AMERICAN).find((word) => stem(word) === m[1].toLowerCase());
      if (key) problems.push({ word: m[0], american: BRITISH_TO_AMERICAN[key], line: index + 1 });
    }
  });
  return problems;
}
