/**
 * Small fixture sites (selected with CAIRN_CONTENT_DIR) prove that bad content fails the build
 * with messages naming the file, the field or line, and what was expected.
 */
import fs from "node:fs";
import path from "node:path";
import { buildFixture, removeFixture, type FixtureBuild } from "./support";

/** Leaves what looks like an older good build in the site's public/. */
function olderGoodBuild(siteDir: string): void {
  fs.mkdirSync(path.join(siteDir, "public"), { recursive: true });
  fs.writeFileSync(path.join(siteDir, "public", "index.html"), "<!doctype html><title>Cairn Docs</title><h1>An older build</h1>");
}

jest.setTimeout(240_000);

describe("a fixture with bad content", () => {
  let build: FixtureBuild;
  beforeAll(() => {
    build = buildFixture("bad-content", {}, olderGoodBuild);
  });
  afterAll(() => removeFixture(build));

  it("fails the build", () => {
    expect(build.status).not.toBe(0);
    expect(build.output).toMatch(/content error\(s\); fix them and build again/);
  });

  it("leaves no older public/ looking like a good build", () => {
    expect(fs.existsSync(path.join(build.siteDir, "public", "index.html"))).toBe(false);
    expect(fs.readFileSync(path.join(build.siteDir, "public", "BUILD-UNFINISHED.txt"), "utf8")).toMatch(/not a site to deploy/);
  });

  it("names a doc without a title and the title field", () => {
    expect(build.output).toContain('content/docs/no-title.mdx: frontmatter field "title": expected a title');
  });

  it("names a frontmatter field of the wrong type", () => {
    expect(build.output).toContain('content/docs/bad-field.mdx: frontmatter field "hide_title": expected true or false, got "yes"');
  });

  it("names the file of an unknown tag, and the tag", () => {
    expect(build.output).toContain('content/docs/unknown-tag.mdx: frontmatter field "tags": "kubernets" is not a registered tag');
  });

  it("names the file and line of an MDX syntax error", () => {
    expect(build.output).toMatch(/content\/docs\/syntax-error\.mdx:7:1: Expected a closing tag/);
  });

  it("names an unknown component with its file and line", () => {
    expect(build.output).toMatch(/content\/docs\/unknown-component\.mdx:7:1: unknown component <Carousel>/);
  });

  it("names a doc placed in two sidebars", () => {
    expect(build.output).toContain('content/sidebars.yaml: other[0]: doc "good" is already in sidebar "main" (main[0])');
  });

  it("names a catalog input whose default does not match its type", () => {
    expect(build.output).toContain('content/catalog/networking/broken.yaml: input "size": default does not match type number: default should be a number, got "big"');
  });

  it("names a fact that names an input the module does not have, with the file, line, column and attribute", () => {
    expect(build.output).toContain(
      'content/docs/wrong-facts.mdx:8:17: <ModuleDefault module="vpc" input="nat_gateways" />: attribute "input": "nat_gateways" is not an input of networking/vpc (content/catalog/networking/vpc.yaml); did you mean "num_nat_gateways"?',
    );
  });

  it("names a fact that names a tool content/versions.yaml does not have", () => {
    expect(build.output).toContain('content/docs/wrong-facts.mdx:9:16: <ToolVersion tool="terragrunnt" />: attribute "tool": no tool "terragrunnt" in content/versions.yaml; did you mean "terragrunt"?');
  });

  it("accepts a fact the catalog holds", () => {
    expect(build.output).not.toMatch(/reference\/services\/networking\/vpc\.mdx:\d+/);
  });

  it("names a sidebar entry whose doc does not exist", () => {
    expect(build.output).toContain('content/sidebars.yaml: main[1].items[0]: doc "guides/does-not-exist" does not exist');
  });

  it("names a sidebar category whose link is a missing doc", () => {
    expect(build.output).toMatch(/content\/sidebars\.yaml: main\[2\][^\n]*"reference\/missing-overview"[^\n]*does not exist/);
  });

  // The site's navbar and docs version name docs by id (src/site-config.ts) that this content lacks.
  it("names a navbar item whose doc id is not found, with the configuration's file, line and field", () => {
    expect(build.output).toMatch(/src\/site-config\.ts:\d+: navbar\[3\] \("Courses"\): field "docId": doc "courses" does not exist \(expected a file such as content\/docs\/courses\.mdx\)/);
    expect(build.output).toMatch(/src\/site-config\.ts:\d+: docsVersion: field "mainDocId": doc "intro\/overview\/intro-to-cairn" does not exist/);
  });

  it("warns that a doc at /search/ takes the route of the search page, naming the one served", () => {
    expect(build.output).toContain(
      "Duplicate route /search/: created by content/docs/search.mdx and again by src/pages/search.tsx, which is served; content/docs/search.mdx cannot be reached",
    );
  });
});

describe("a fixture with malformed YAML", () => {
  let build: FixtureBuild;
  beforeAll(() => {
    build = buildFixture("bad-yaml");
  });
  afterAll(() => removeFixture(build));

  it("fails naming the file, line and column", () => {
    expect(build.status).not.toBe(0);
    expect(build.output).toMatch(/content\/sidebars\.yaml:\d+:\d+: invalid YAML/);
  });

  it("fails on a malformed catalog file, naming the file, line and column", () => {
    expect(build.output).toMatch(/content\/catalog\/networking\/vpc\.yaml:\d+:\d+: invalid YAML/);
  });

  it("fails on a tag slug registered twice, naming the file, line and column", () => {
    expect(build.output).toMatch(/content\/tags\.yaml:2:1: invalid YAML: Map keys must be unique/);
  });
});

describe("a fixture with broken internal links", () => {
  let build: FixtureBuild;
  beforeAll(() => {
    build = buildFixture("broken-link");
  });
  afterAll(() => removeFixture(build));

  it("fails gatsby build, naming the page and each broken link", () => {
    expect(build.status).not.toBe(0);
    // The site's chrome links to intro pages this small fixture lacks; those are reported too.
    expect(build.output).toMatch(/Broken links: \d+ internal link\(s\)/);
    expect(build.output).toContain("On /page/:");
    expect(build.output).toContain("/nowhere/at-all/ (no page is built at this path)");
    expect(build.output).toContain('/other/#no-such-section (no element with id "no-such-section" on /other/)');
    expect(build.output).not.toContain("/other/#real-section (");
  });

  it("warns about a relative Markdown link to a missing file, naming the source file and line", () => {
    expect(build.output).toMatch(/warn(?:ing)? content\/docs\/page\.mdx:10: Markdown link to "\.\/gone\.mdx" points to a file that does not exist/);
  });

  it("resolves a relative Markdown link to an existing file to its page", () => {
    expect(build.output).not.toContain("./other.mdx");
  });

  it("does not leave public/ looking like a good build", () => {
    expect(fs.existsSync(path.join(build.siteDir, "public", "index.html"))).toBe(false);
  });
});
