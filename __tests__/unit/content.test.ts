/**
 * The content itself (docs/writing.md): no placeholder words, no near-empty pages, tags registered and
 * used, every hcl code block valid HCL (HashiCorp's parser), every internal link and anchor real;
 * one truth per fact (docs/content-facts.md): facts rendered from the catalog and versions.yaml
 * resolve, and the statements a mechanical check can compare agree.
 */
import fs from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import { parse as parseYaml } from "yaml";
import { parse as parseHcl } from "@cdktf/hcl2json";
import { compileDoc } from "../../src/gatsby/node/compile";
import { codeBlockText, treeText, visitElements, type TreeElement, type TreeRoot } from "../../src/lib/content/hast";
import { docIdFromRelativePath, docPath } from "../../src/lib/navigation/paths";
import { proseStats } from "../../scripts/content-checks/prose-stats";
import { contradictions, type VersionRegistry } from "../../scripts/content-checks/version-mentions";
import { britishSpellings } from "../../scripts/content-checks/spelling";
import { readContentFacts } from "../../scripts/content-checks/facts-from-disk";
import { modulesOfPage, rootFileProblems, statedDefaultProblems, vagueVersionProblems, walkthroughTime, type ConsistencyProblem } from "../../scripts/content-checks/consistency";
import { serviceModuleSlugOf } from "../../src/lib/content/service-pages";
import { factProblems, resolveFacts, type FactReference } from "../../src/lib/content/facts";
import { scanFactReferences } from "../../src/lib/content/fact-scan";

jest.setTimeout(120_000);

const contentDir = path.join(__dirname, "..", "..", "content");
const docsDir = path.join(contentDir, "docs");
/** Honest placeholder pages the site keeps at fixed addresses: they say their reference is coming. */
const STUBS = new Set(["reference/modules/stub", "reference/tools/stub"]);
const PLACEHOLDER = /\b(lorem|ipsum|TODO|TBD|FIXME|XXX)\b|coming soon/i;

function listDocs(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? listDocs(full) : entry.name.endsWith(".mdx") ? [full] : [];
  });
}

interface CompiledPage {
  file: string;
  id: string;
  path: string;
  raw: string;
  tags: string[];
  historical: string[];
  /** The body as readers get it: the facts it states (`<ToolVersion …/>`) resolved. */
  tree: TreeRoot;
  facts: FactReference[];
}

const pages: CompiledPage[] = [];
const registry = new Set(Object.keys(parseYaml(fs.readFileSync(path.join(contentDir, "tags.yaml"), "utf8")) as object));
const catalog = fs.readdirSync(path.join(contentDir, "catalog")).flatMap((category) =>
  fs.readdirSync(path.join(contentDir, "catalog", category)).map((file) => {
    const data = parseYaml(fs.readFileSync(path.join(contentDir, "catalog", category, file), "utf8")) as { tags: string[]; inputs: { name: string }[]; outputs: { name: string }[] };
    return { path: `/reference/services/${category}/${file.replace(/\.ya?ml$/, "")}/`, ...data };
  }),
);

const contentFacts = readContentFacts(contentDir);

beforeAll(async () => {
  for (const file of listDocs(docsDir)) {
    const raw = fs.readFileSync(file, "utf8");
    const { data, content } = matter(raw);
    const relative = path.relative(docsDir, file).split(path.sep).join("/");
    const id = docIdFromRelativePath(relative);
    const compiled = await compileDoc(content, { file: relative, lineOffset: 0, resolveMarkdownLink: () => undefined, normaliseInternalPath: (p) => p });
    pages.push({
      file: relative,
      id,
      path: docPath(id, "always", data.slug),
      raw,
      tags: (data.tags as string[] | undefined) ?? [],
      historical: (data.historical_versions as string[] | undefined) ?? [],
      tree: resolveFacts(compiled.tree, contentFacts.table),
      // The frontmatter holds no fact, so the whole file gives the file's lines.
      facts: scanFactReferences(raw),
    });
  }
});

/** Problems as `file:line: message`. */
const located = (file: string, problems: readonly ConsistencyProblem[]) => problems.map((p) => `${file}:${p.line}: ${p.message}`);

const prose = (tree: TreeRoot) => {
  let text = "";
  visitElements(tree, (element) => {
    if (element.tagName === "p" || element.tagName === "li" || element.tagName === "td") text += ` ${treeText(element)}`;
  });
  return text;
};

/**
 * The step-by-step guides at the depth of the original site: minimum prose words, code
 * not counted. A topic is one page, or every page under a folder.
 */
const TOPIC_MINIMUMS: { topic: string; ids: (id: string) => boolean; proseWords: number }[] = [
  { topic: "compliance deployment walkthrough", ids: (id) => id === "guides/build-it-yourself/achieve-compliance/deployment-walkthrough", proseWords: 3000 },
  { topic: "Kubernetes deployment walkthrough", ids: (id) => id === "guides/build-it-yourself/kubernetes-cluster/deployment-walkthrough", proseWords: 1800 },
  { topic: "pipelines deployment walkthrough", ids: (id) => id === "guides/build-it-yourself/pipelines/deployment-walkthrough", proseWords: 2200 },
  { topic: "pipelines core concepts", ids: (id) => id === "guides/build-it-yourself/pipelines/core-concepts", proseWords: 4500 },
  { topic: "compliance production-grade design", ids: (id) => id === "guides/build-it-yourself/achieve-compliance/production-grade-design", proseWords: 3000 },
  { topic: "landing zone guide (all pages)", ids: (id) => id.startsWith("guides/build-it-yourself/landing-zone/"), proseWords: 8000 },
  { topic: "Terraform 0.12 upgrade guide", ids: (id) => id === "guides/stay-up-to-date/terraform/terraform-12", proseWords: 2000 },
  { topic: "DRY-your-architecture guide", ids: (id) => id === "guides/stay-up-to-date/how-to-dry-your-reference-architecture", proseWords: 2000 },
];

const versions = parseYaml(fs.readFileSync(path.join(contentDir, "versions.yaml"), "utf8")) as VersionRegistry;
const catalogFiles = fs.readdirSync(path.join(contentDir, "catalog")).flatMap((category) => fs.readdirSync(path.join(contentDir, "catalog", category)).map((file) => `catalog/${category}/${file}`));
/** The YAML writers edit beside the docs, as [file, text]: every catalog module, the tag registry and the versions registry. */
const dataFiles = [...catalogFiles, "tags.yaml", "versions.yaml"].map((f) => [`content/${f}`, fs.readFileSync(path.join(contentDir, f), "utf8")] as const);

describe("the docs", () => {
  it("name only the tool versions of content/versions.yaml, except mentions a page marks as history", () => {
    const offenders = pages.flatMap((p) =>
      contradictions(p.raw, versions, p.historical).map(
        (m) => `content/docs/${p.file}:${m.line}: "${m.match}" names ${versions[m.tool].label} ${m.version}; the docs teach ${versions[m.tool].version} (add "${m.tool} ${m.version}" to historical_versions if the page means the old release)`,
      ),
    );
    const unknownMarks = pages.flatMap((p) => p.historical.filter((h) => !(h.split(/\s+/)[0] in versions)).map((h) => `content/docs/${p.file}: historical_versions "${h}" names no tool of versions.yaml`));
    expect([...unknownMarks, ...offenders]).toEqual([]);
  });

  it("have catalog modules and tag descriptions that name only the tool versions of content/versions.yaml", () => {
    const offenders = dataFiles
      .filter(([file]) => file !== "content/versions.yaml")
      .flatMap(([file, text]) => contradictions(text, versions, []).map((m) => `${file}:${m.line}: "${m.match}" names ${versions[m.tool].label} ${m.version}; the docs teach ${versions[m.tool].version}`));
    const releases = contentFacts.modules.filter((m) => m.version !== versions["service-catalog"].version).map((m) => `${m.sourcePath}: version ${m.version}; the docs teach the catalog release ${versions["service-catalog"].version}`);
    // An input that picks the Kubernetes version defaults to the one the docs teach (or to null, following another module).
    const kubernetes = contentFacts.modules.flatMap((m) =>
      m.inputs
        .filter((input) => input.name === "kubernetes_version" && !input.required && input.default !== null && input.default !== versions.kubernetes.version)
        .map((input) => `${m.sourcePath}: input "kubernetes_version" defaults to ${JSON.stringify(input.default)}; the docs teach Kubernetes ${versions.kubernetes.version}`),
    );
    expect([...offenders, ...releases, ...kubernetes]).toEqual([]);
  });

  it("use American spelling, in the docs, the catalog, the tags and the versions registry", () => {
    const sources = [...pages.map((p) => [`content/docs/${p.file}`, p.raw] as const), ...dataFiles];
    const offenders = sources.flatMap(([file, text]) => britishSpellings(text).map((s) => `${file}:${s.line}: "${s.word}" (American: ${s.american})`));
    expect(offenders).toEqual([]);
  });

  it("reach the depth set for the step-by-step guides (prose words, code not counted)", () => {
    const stats = new Map(pages.map((p) => [p.id, proseStats(p.tree)]));
    const rows = [...stats].sort(([a], [b]) => a.localeCompare(b)).map(([id, s]) => `${String(s.proseWords).padStart(6)} ${String(s.codeLines).padStart(5)}  ${id}`);
    const topics = TOPIC_MINIMUMS.map((t) => {
      const ids = [...stats.keys()].filter(t.ids);
      const words = ids.reduce((sum, id) => sum + stats.get(id)!.proseWords, 0);
      const code = ids.reduce((sum, id) => sum + stats.get(id)!.codeLines, 0);
      return { ...t, pages: ids.length, words, code };
    });
    process.stdout.write(
      ["", "prose words, code lines per page:", ...rows, "", "topics (prose words / minimum, code lines):",
        ...topics.map((t) => `${t.words >= t.proseWords ? "ok  " : "LOW "} ${String(t.words).padStart(6)} / ${t.proseWords}  ${String(t.code).padStart(5)}  ${t.topic} (${t.pages} pages)`), ""].join("\n"),
    );
    expect(topics.filter((t) => t.pages === 0).map((t) => t.topic)).toEqual([]);
    expect(topics.filter((t) => t.words < t.proseWords).map((t) => `${t.topic}: ${t.words} prose words, needs ${t.proseWords}`)).toEqual([]);
  });

  it("are all there: intro, guides, service reference and stubs", () => {
    expect(pages.length).toBeGreaterThan(120);
  });

  it("contain no placeholder text outside the two stubs", () => {
    const offenders = pages.filter((p) => !STUBS.has(p.id) && PLACEHOLDER.test(p.raw)).map((p) => `${p.file}: "${p.raw.match(PLACEHOLDER)![0]}"`);
    expect(offenders).toEqual([]);
  });

  it("have at least 150 words of prose each (stubs excepted)", () => {
    const short = pages.filter((p) => !STUBS.has(p.id)).map((p) => [p.file, prose(p.tree).split(/\s+/).filter(Boolean).length] as const).filter(([, words]) => words < 150);
    expect(short).toEqual([]);
  });

  it("use only registered tags, and every registered tag is used", () => {
    const used = new Set([...pages.flatMap((p) => p.tags), ...catalog.flatMap((m) => m.tags)]);
    expect([...used].filter((t) => !registry.has(t))).toEqual([]);
    expect([...registry].filter((t) => !used.has(t))).toEqual([]);
  });

  it("have only hcl code blocks that parse as HCL", async () => {
    const failures: string[] = [];
    for (const page of pages) {
      const blocks: TreeElement[] = [];
      visitElements(page.tree, (element) => {
        if (element.tagName === "CodeBlock" && element.properties.language === "hcl") blocks.push(element);
      });
      for (const [index, block] of blocks.entries()) {
        try {
          await parseHcl(`${page.file}#${index + 1}.hcl`, `${codeBlockText(block)}\n`);
        } catch (error) {
          failures.push(`${page.file}, hcl block ${index + 1}: ${String(error).slice(0, 200)}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it("link only to pages and anchors that exist", () => {
    const anchors = new Map<string, Set<string>>(pages.map((p) => {
      const ids = new Set<string>();
      visitElements(p.tree, (e) => {
        if (typeof e.properties.id === "string") ids.add(e.properties.id);
      });
      return [p.path, ids];
    }));
    for (const module of catalog) {
      const ids = anchors.get(module.path) ?? new Set<string>();
      ["usage", "reference", "inputs", "outputs", ...module.inputs.map((i) => i.name), ...module.outputs.map((o) => `output-${o.name}`)].forEach((id) => ids.add(id));
      anchors.set(module.path, ids);
    }
    const otherPages = new Set(["/", "/tags/", "/search/", ...[...registry].map((t) => `/tags/${t}/`)]);
    const broken: string[] = [];
    for (const page of pages) {
      visitElements(page.tree, (element) => {
        const href = element.tagName === "a" || element.tagName === "Card" ? element.properties.href : undefined;
        if (typeof href !== "string" || !href.startsWith("/") || href.startsWith("//")) return;
        const [target, hash] = href.split("#");
        if (/\.(json|txt|xml|svg|png)$/.test(target)) return;
        const ids = anchors.get(target);
        if (!ids && !otherPages.has(target)) broken.push(`${page.file}: ${href} (no such page)`);
        else if (hash && ids && !ids.has(decodeURIComponent(hash))) broken.push(`${page.file}: ${href} (no such anchor)`);
      });
    }
    expect(broken).toEqual([]);
  });

  it("state only facts the catalog and versions.yaml hold (<ModuleDefault>, <ModuleInput>, <ModuleVersion>, <ToolVersion>)", () => {
    expect(factProblems(pages.map((p) => ({ sourcePath: `content/docs/${p.file}`, factReferences: p.facts })), contentFacts.table)).toEqual([]);
  });

  it("render at least 20 facts from the catalog and versions.yaml instead of restating them", () => {
    const count = pages.reduce((sum, p) => sum + p.facts.length, 0);
    expect(count).toBeGreaterThanOrEqual(20);
  });

  it("name the root configuration root.hcl and include it by name everywhere", () => {
    expect(pages.flatMap((p) => located(`content/docs/${p.file}`, rootFileProblems(p.raw, p.historical)))).toEqual([]);
  });

  it("never call a tool whose version content/versions.yaml pins recent or latest", () => {
    const labels = [...new Set(Object.values(versions).map((v) => v.label.replace(/\s*\(.*\)$/, "")))];
    expect(pages.flatMap((p) => located(`content/docs/${p.file}`, vagueVersionProblems(p.raw, labels)))).toEqual([]);
  });

  it("give each build-it-yourself guide's walkthrough one time, in its overview and in the walkthrough", () => {
    const guides = pages.filter((p) => /^guides\/build-it-yourself\/[^/]+\/index\.mdx$/.test(p.file));
    expect(guides.length).toBeGreaterThanOrEqual(5);
    const problems = guides.flatMap((overview) => {
      const walkthrough = pages.find((p) => p.file === overview.file.replace("index.mdx", "deployment-walkthrough.mdx"));
      const stated = walkthroughTime(overview.raw, "overview");
      if (!stated) return [`content/docs/${overview.file}: says nothing of the form "The walkthrough takes about …"`];
      const there = walkthrough && walkthroughTime(walkthrough.raw, "walkthrough");
      return there && there.time !== stated.time ? [`content/docs/${walkthrough.file}:${there.line}: "${there.time}", but content/docs/${overview.file}:${stated.line} says "${stated.time}"`] : [];
    });
    expect(problems).toEqual([]);
  });

  it("state a module's default in prose only as the catalog has it", () => {
    const slugs = contentFacts.modules.map((m) => m.slug);
    const problems = pages.flatMap((p) => located(`content/docs/${p.file}`, statedDefaultProblems(p.raw, contentFacts.defaults, modulesOfPage(p.raw, serviceModuleSlugOf(p.file), slugs))));
    expect(problems).toEqual([]);
  });
});
