/**
 * Citations a reader of the repository can follow: every repository path a comment or a project
 * document names exists here (and every section it names in a Markdown file), and nothing sends the reader to a document they cannot have (notes kept
 * outside the repository, an issue tracker's numbers). The reasons those used to hold are in
 * docs/decisions/ (index: docs/decisions/README.md).
 */
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

const root = path.join(__dirname, "..", "..");

/** A piece of prose in a file: a comment, a string (a test's title, a message) or a whole document. */
interface Span {
  file: string;
  kind: "comment" | "string" | "document";
  /** Offset of the span's first character in the file. */
  start: number;
  text: string;
}

/** What a span cites that a reader cannot follow, with where it is. */
interface Finding {
  file: string;
  offset: number;
  line: number;
  cites: string;
  /** A path or section that does not exist, rather than a document outside the repository. */
  missing: boolean;
  why: string;
}

/**
 * Comments and string literals of a script, found by TypeScript's parser, so that `//` in a URL,
 * a string or a regular expression is never taken for a comment.
 */
function scriptSpans(file: string, text: string): Span[] {
  const kind = file.endsWith(".tsx") ? ts.ScriptKind.TSX : /\.[cm]?js$/.test(file) ? ts.ScriptKind.JSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const comments = new Map<number, Span>();
  const strings: Span[] = [];
  const jsxText: [number, number][] = [];
  const addComments = (ranges: ts.CommentRange[] | undefined) => {
    for (const range of ranges ?? []) comments.set(range.pos, { file, kind: "comment", start: range.pos, text: text.slice(range.pos, range.end) });
  };
  const visit = (node: ts.Node) => {
    // JSDoc nodes lie inside a comment already collected whole.
    if (node.kind >= ts.SyntaxKind.FirstJSDocNode && node.kind <= ts.SyntaxKind.LastJSDocNode) return;
    if (ts.isJsxText(node)) {
      jsxText.push([node.pos, node.end]);
      strings.push({ file, kind: "string", start: node.pos, text: node.text });
      return;
    }
    if (ts.isStringLiteralLike(node) || ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) {
      strings.push({ file, kind: "string", start: node.getStart(source), text: node.getText(source) });
    }
    addComments(ts.getLeadingCommentRanges(text, node.pos));
    addComments(ts.getTrailingCommentRanges(text, node.end));
    for (const child of node.getChildren(source)) visit(child);
  };
  visit(source);
  // Text between JSX tags is no comment, even where it reads `// like one`.
  const inJsxText = (span: Span) => jsxText.some(([from, to]) => span.start >= from && span.start < to);
  return [...[...comments.values()].filter((span) => !inJsxText(span)), ...strings];
}

/** The comments of a stylesheet, a shell script or a JSON5 file whose comments are whole lines. */
function commentSpans(file: string, text: string, pattern: RegExp): Span[] {
  return [...text.matchAll(pattern)].map((m) => ({ file, kind: "comment" as const, start: m.index, text: m[0] }));
}

/** This file: its strings are the very words and samples the checks look for, so only its comments are read. */
const SELF = "__tests__/unit/citations.test.ts";

function spansOf(file: string): Span[] {
  const text = fs.readFileSync(path.join(root, file), "utf8");
  if (file === SELF) return scriptSpans(file, text).filter((span) => span.kind === "comment");
  if (/\.(tsx?|[cm]?js|[cm]ts)$/.test(file)) return scriptSpans(file, text);
  if (file.endsWith(".css")) return commentSpans(file, text, /\/\*[\s\S]*?\*\//g);
  if (file.endsWith(".md")) return [{ file, kind: "document", start: 0, text }];
  if (file === ".parcelrc") return commentSpans(file, text, /^\s*\/\/.*$/gm);
  return commentSpans(file, text, /^\s*#(?!!).*$/gm);
}

/** Folders a citation may start from, as written from the repository's root. */
const REPOSITORY_FOLDERS = ["src", "docs", "scripts", "content", "__tests__", "__mocks__", "bench", "static", "search", ".ci"];
/** Folders of src/ that comments and documents name without the leading `src/`. */
const SOURCE_FOLDERS = ["lib", "gatsby", "components", "theme", "mdx", "hooks", "templates", "pages"];
const NOT_AFTER = String.raw`(?<![\w./@~$-])`;
const PATH_TAIL = String.raw`/[\w./@-]*[\w/]`;
const REPOSITORY_PATH = new RegExp(`${NOT_AFTER}(?:${REPOSITORY_FOLDERS.map((f) => f.replace(".", "\\.")).join("|")})${PATH_TAIL}`, "g");
const SOURCE_PATH = new RegExp(`${NOT_AFTER}(?:${SOURCE_FOLDERS.join("|")})${PATH_TAIL}`, "g");
const RELATIVE_PATH = new RegExp(`${NOT_AFTER}\\.\\.?${PATH_TAIL}`, "g");
/** Files at the root cited by name: the project's documents and Gatsby's entry files. */
const ROOT_FILE = /(?<![\w./@-])(?:[A-Z][A-Z0-9_-]*\.md|gatsby-(?:node|config|browser|ssr)\.tsx?)\b/g;
/** A Markdown link target that is neither an address, an anchor nor a site path. */
const MARKDOWN_LINK = /\]\((?![a-z][\w+.-]*:|#|\/)([^)\s#]+)/g;
/** A path followed by one of these is a pattern (`content/docs/**.mdx`, `catalog/<category>/`), not a file. */
const PATTERN_NEXT = /^[<*{$…[]/;

/** A path right after "e.g." is an example of a kind of path, not a citation: e.g. `content/docs/a.mdx`. */
const EXAMPLE_BEFORE = /e\.g\.,?\s*`?$/;

/** Files a build writes into the source tree (ignored by git), which a checkout has after one build. */
const GENERATED = new Set(["src/gatsby-types.d.ts"]);
/**
 * Decision records announced before they are written: README.md and the index name them, and they
 * arrive with the rewrite of the build code. A test below fails once one exists, so it leaves this
 * list when it is written.
 */
/** Records announced in the index before they are written (none now): cited paths that may not exist yet. */
const RECORDS_TO_COME = new Set<string>();
/** How a module path is written without its extension, or a folder without its index. */
const RESOLVED_AS = ["", ".ts", ".tsx", ".js", ".mjs", ".cjs", ".json", "/index.ts", "/index.tsx"];
const exists = (repositoryPath: string) =>
  GENERATED.has(repositoryPath) || RECORDS_TO_COME.has(repositoryPath) || RESOLVED_AS.some((suffix) => fs.existsSync(path.join(root, repositoryPath + suffix)));

/** A section cited by its title after a Markdown file's name: `ARCHITECTURE.md, "Security"`. */
const SECTION = /`?((?:[\w.-]+\/)*[\w.-]+\.md|\bREADME\b|\bARCHITECTURE\b)`?,\s*"([^"]+)"/g;
/** A title as written, on one line: a comment's line breaks and their `*` or `//` go. */
const oneLine = (title: string) => title.replace(/\s*\n\s*(?:\/\/|\*(?!\*))?\s*/g, " ").replace(/[.:]$/, "").trim();

/** The section titles of a Markdown file: its headings, and the bold words that open a paragraph. */
function sectionsOf(file: string): Set<string> | undefined {
  const full = path.join(root, file);
  if (!fs.existsSync(full)) return undefined;
  const text = fs.readFileSync(full, "utf8");
  return new Set([...text.matchAll(/^#{1,6}\s+(.+?)\s*$/gm), ...text.matchAll(/^\*\*(.+?)\*\*/gm)].map((m) => oneLine(m[1])));
}

/**
 * Names of the team's working documents, which are not in the repository. They are put together
 * from parts so that this file, which forbids citing them, does not read as citing them itself.
 */
const OUTSIDE = { decisions: ["DECISIONS", "md"].join("."), notes: ["GATSBY", "NOTES"].join("-"), spec: ["site", "spec"].join("-") };

/** Words that send a reader somewhere outside the repository. */
const UNREACHABLE: { pattern: RegExp; why: string }[] = [
  { pattern: new RegExp(`\\b${OUTSIDE.decisions.replace(".", "\\.")}\\b`, "g"), why: "a decisions file that is not in the repository: cite docs/decisions/<record>.md" },
  { pattern: new RegExp(`${OUTSIDE.notes}(?:\\.md)?`, "g"), why: "notes that are not in the repository: cite the decision record or the code" },
  { pattern: new RegExp(`${OUTSIDE.spec}(?:\\.md)?`, "g"), why: "a specification that is not in the repository: say the rule itself" },
  { pattern: /\bspec\b(?:'s)?(?:\s*§?\s*\d+(?:\.\d+)*)?|§\s*\d+(?:\.\d+)*/gi, why: "a specification that is not in the repository: say the rule itself" },
  { pattern: /\bissues?\s*#?\d+/gi, why: "an issue number a reader of the repository cannot look up: say what it asked" },
  { pattern: /\/work\/(?:shared|briefs)\b/g, why: "a path on one machine, not in the repository" },
];

const lineAt = (text: string, offset: number) => text.slice(0, offset).split("\n").length;

/** Everything one file cites that a reader cannot follow. */
function findingsIn(file: string, spans: Span[], fileText: string, pathExists = exists, sectionsIn = sectionsOf): Finding[] {
  const findings: Finding[] = [];
  const at = (span: Span, index: number, cites: string, why: string, missing = false) =>
    findings.push({ file, offset: span.start + index, line: lineAt(fileText, span.start + index), cites, missing, why });
  const dir = path.posix.dirname(file);
  for (const span of spans) {
    for (const { pattern, why } of UNREACHABLE) for (const m of span.text.matchAll(pattern)) at(span, m.index, m[0], why);
    if (span.kind === "string") continue;
    const paths = (pattern: RegExp, toRepository: (cited: string) => string) => {
      for (const m of span.text.matchAll(pattern)) {
        // A link's target is its first group; any other citation is the whole match.
        const cited = m[1] ?? m[0];
        if (PATTERN_NEXT.test(span.text.slice(m.index + m[0].length))) continue;
        if (EXAMPLE_BEFORE.test(span.text.slice(Math.max(0, m.index - 8), m.index))) continue;
        const target = path.posix.normalize(toRepository(cited)).replace(/\/$/, "");
        if (!pathExists(target)) at(span, m.index, cited, `no such file in the repository: ${target}`, true);
      }
    };
    paths(REPOSITORY_PATH, (cited) => cited);
    paths(SOURCE_PATH, (cited) => `src/${cited}`);
    paths(ROOT_FILE, (cited) => cited);
    for (const m of span.text.matchAll(SECTION)) {
      const named = /^(README|ARCHITECTURE)$/.test(m[1]) ? `${m[1]}.md` : m[1];
      const document = named.includes("/") || pathExists(named) ? named : path.posix.join(dir, named);
      const sections = sectionsIn(document);
      const title = oneLine(m[2]);
      // A heading may say more after the title, in brackets: "Rules (checked by …)".
      const found = sections && [...sections].some((section) => section === title || section.startsWith(`${title} (`));
      if (sections && !found) at(span, m.index, `${named}, "${title}"`, `no section "${title}" in ${document}`, true);
    }
    // A comment's relative module path is relative to its file; a document's relative paths are its links.
    if (span.kind === "comment") paths(RELATIVE_PATH, (cited) => path.posix.join(dir, cited));
    else paths(MARKDOWN_LINK, (cited) => path.posix.join(dir, cited));
  }
  // In the order of the file; a name both unreachable and missing (an uppercase notes file) is reported once.
  const seen = new Set<string>();
  return findings
    .sort((a, b) => a.offset - b.offset)
    .filter((f) => {
      const key = `${f.offset}\u0000${f.cites}`;
      return !seen.has(key) && !!seen.add(key);
    });
}

/** Every file whose comments or text the checks read, as repository paths. */
function scannedFiles(): string[] {
  const SKIP = new Set(["node_modules", ".cache", "public", ".git", ".test-results", "coverage", "fixtures", "tmp"]);
  const walk = (dir: string, pattern: RegExp): string[] =>
    fs.existsSync(path.join(root, dir))
      ? fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
          const file = dir ? `${dir}/${entry.name}` : entry.name;
          if (entry.isDirectory()) return SKIP.has(entry.name) ? [] : walk(file, pattern);
          return pattern.test(entry.name) ? [file] : [];
        })
      : [];
  const scripts = /\.(tsx?|[cm]?js|[cm]ts)$/;
  const atRoot = fs.readdirSync(root).filter((name) => scripts.test(name) || name.endsWith(".md") || name === ".parcelrc");
  return [
    ...atRoot,
    ...["src", "scripts", "__tests__", "__mocks__", "search"].flatMap((dir) => walk(dir, /\.(tsx?|[cm]?js|[cm]ts|css)$/)),
    ...walk("docs", /\.md$/),
    ...walk("bench", /\.md$/),
    ".ci/run",
  ].filter((file) => file !== "src/gatsby-types.d.ts");
}

const files = scannedFiles();
const findings = files.flatMap((file) => findingsIn(file, spansOf(file), fs.readFileSync(path.join(root, file), "utf8")));
const show = (f: Finding) => `${f.file}:${f.line}: ${f.cites} (${f.why})`;

describe("the citation scanner", () => {
  const scan = (file: string, text: string) =>
    findingsIn(file, file.endsWith(".md") ? [{ file, kind: "document", start: 0, text }] : scriptSpans(file, text), text, (p) => ["src/lib/real", "src/lib/real.ts", "docs/decisions/real.md"].includes(p));

  it("finds cited paths in line, block and JSX comments, but not in strings, addresses, regular expressions or JSX text", () => {
    const text = [
      'const address = "https://example.com/src/lib/in-a-string.ts"; // src/lib/missing-line.ts',
      "/* reads src/lib/real.ts and src/lib/missing-block.ts */",
      "const pattern = /\\/\\/ src\\/lib\\/in-a-regex/;",
      "const view = <p>// src/lib/in-jsx-text.ts{/* src/lib/missing-jsx.ts */}</p>;",
    ].join("\n");
    expect(scan("src/example.tsx", text).map((f) => `${f.line} ${f.cites}`)).toEqual(["1 src/lib/missing-line.ts", "2 src/lib/missing-block.ts", "4 src/lib/missing-jsx.ts"]);
  });

  it("resolves a comment's relative module path from its file, and skips patterns and examples", () => {
    const text = "// ./real and ./gone; content/docs/**.mdx, content/catalog/<category>/, e.g. `content/docs/a.mdx`";
    expect(scan("src/lib/example.ts", text).map((f) => f.cites)).toEqual(["./gone"]);
  });

  it("checks a document's relative links and names every unreachable source with its line", () => {
    const text = `See [the record](real.md) and [another](gone.md).\nFrom the spec, issue 12 and ${OUTSIDE.decisions}; ${OUTSIDE.notes} too.`;
    expect(scan("docs/decisions/README.md", text).map((f) => `${f.line} ${f.cites}`)).toEqual(["1 gone.md", "2 spec", "2 issue 12", `2 ${OUTSIDE.decisions}`, `2 ${OUTSIDE.notes}`]);
  });

  it("checks that a cited section exists in the Markdown file named before it, across a comment's line break", () => {
    const sections = (file: string) => (file === "docs/decisions/real.md" ? new Set(["Context", "What would change it"]) : undefined);
    const text = '/**\n * See docs/decisions/real.md, "What would\n * change it" and docs/decisions/real.md, "Figures".\n */';
    const found = findingsIn("src/lib/example.ts", scriptSpans("src/lib/example.ts", text), text, (p) => p === "docs/decisions/real.md", sections);
    expect(found.map((f) => `${f.line} ${f.cites}`)).toEqual(['3 docs/decisions/real.md, "Figures"']);
  });

  it("finds unreachable sources in strings too, such as a test's title", () => {
    expect(scan("__tests__/unit/example.test.ts", 'it("keeps the order (spec 2.2)", () => {});').map((f) => f.cites)).toEqual(["spec 2.2"]);
  });
});

describe("citations in comments and the project's documents", () => {
  it("are read from the code, the tests, the scripts and every document", () => {
    for (const file of ["src/site-config.ts", "gatsby-node.ts", "scripts/bench.mjs", "__tests__/unit/architecture.test.ts", ".ci/run", "README.md", "ARCHITECTURE.md", "docs/decisions/README.md", "bench/HISTORY.md"]) {
      expect(files).toContain(file);
    }
    expect(files.length).toBeGreaterThan(300);
  });

  it("name only repository paths, and sections of Markdown files, that exist (each one that does not is listed as file:line)", () => {
    expect(findings.filter((f) => f.missing).map(show)).toEqual([]);
  });

  it("never send the reader outside the repository: no notes or specification kept elsewhere, no issue numbers", () => {
    expect(findings.filter((f) => !f.missing).map(show)).toEqual([]);
  });

  it("list every decision record in the index, and leave announced records in RECORDS_TO_COME only until they exist", () => {
    const index = fs.readFileSync(path.join(root, "docs/decisions/README.md"), "utf8");
    const records = fs.readdirSync(path.join(root, "docs/decisions")).filter((name) => name.endsWith(".md") && name !== "README.md");
    expect(records.length).toBeGreaterThan(15);
    expect(records.filter((name) => !index.includes(`](${name})`))).toEqual([]);
    expect([...RECORDS_TO_COME].filter((record) => fs.existsSync(path.join(root, record)))).toEqual([]);
    for (const record of RECORDS_TO_COME) expect(index).toContain(path.posix.basename(record));
  });

});
