/**
 * Checks every HTML page of the built site (not a sample) for what every page must have, and
 * that every intro route of the spec (2.4) is built.
 */
import fs from "node:fs";
import path from "node:path";
import { Parser } from "htmlparser2";

const publicDir = path.join(__dirname, "..", "..", "public");

function htmlFiles(dir: string, base = ""): string[] {
  return fs.readdirSync(path.join(dir, base), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${base}/${entry.name}`;
    if (entry.isDirectory()) return ["page-data", "static", "~partytown", "_gatsby"].includes(entry.name) ? [] : htmlFiles(dir, relative);
    return entry.name.endsWith(".html") ? [relative] : [];
  });
}

interface PageFacts {
  h1: number;
  titles: string[];
  descriptions: string[];
  canonicals: string[];
  lang?: string;
  ids: string[];
}

function readFacts(html: string): PageFacts {
  const facts: PageFacts = { h1: 0, titles: [], descriptions: [], canonicals: [], ids: [] };
  let inTitle = false;
  const parser = new Parser({
    onopentag(name, attrs) {
      if (name === "html") facts.lang = attrs.lang;
      if (name === "h1") facts.h1 += 1;
      if (name === "title") {
        inTitle = true;
        facts.titles.push("");
      }
      if (name === "meta" && attrs.name === "description") facts.descriptions.push(attrs.content ?? "");
      if (name === "link" && attrs.rel === "canonical") facts.canonicals.push(attrs.href ?? "");
      if (attrs.id) facts.ids.push(attrs.id);
    },
    ontext(text) {
      if (inTitle) facts.titles[facts.titles.length - 1] += text;
    },
    onclosetag(name) {
      if (name === "title") inTitle = false;
    },
  });
  parser.write(html);
  parser.end();
  return facts;
}

const pages = htmlFiles(publicDir).map((file) => ({ file, facts: readFacts(fs.readFileSync(path.join(publicDir, file), "utf8")) }));

describe("every built page", () => {
  it("exists in a real number", () => {
    expect(pages.length).toBeGreaterThan(30);
  });

  it.each(pages.map((p) => [p.file, p.facts] as const))("%s has one h1, one titled <title>, a description, a canonical URL, lang and unique ids", (file, facts) => {
    expect(facts.h1).toBe(1);
    expect(facts.titles).toHaveLength(1);
    expect(facts.titles[0]).toMatch(file === "/index.html" ? /^Cairn Docs \| .+/ : /^.+ \| Cairn Docs$/);
    expect(facts.descriptions).toHaveLength(1);
    expect(facts.descriptions[0].length).toBeGreaterThan(20);
    expect(facts.canonicals).toHaveLength(1);
    expect(facts.canonicals[0]).toMatch(/^https:\/\/docs\.cairn\.example\//);
    expect(facts.lang).toBe("en");
    expect(new Set(facts.ids).size).toBe(facts.ids.length);
  });
});

describe("the intro section of the spec (2.4)", () => {
  const routes = [
    "/intro/",
    ...["getting-started", "how-it-works", "intro-to-cairn", "cairn-production-framework", "cairn-vs-other", "use-cases"].map((p) => `/intro/overview/${p}/`),
    ...["immutable-infrastructure", "infrastructure-as-code", "production-framework"].map((p) => `/intro/core-concepts/${p}/`),
    ...["create-account", "invite-team", "link-github-id"].map((p) => `/intro/dev-portal/${p}/`),
    "/intro/environment-setup/recommended_tools/",
    ...["deploy", "testing", "using-terraform-modules"].map((p) => `/intro/first-deployment/${p}/`),
    ...["docker", "packer", "terraform", "terragrunt"].map((p) => `/intro/tool-fundamentals/${p}/`),
    "/intro/next-steps/",
  ];

  it.each(routes)("%s is built", (route) => {
    expect(fs.existsSync(path.join(publicDir, route, "index.html"))).toBe(true);
  });

  it("has the tags index and a page for each used tag, and the not-found page", () => {
    expect(fs.existsSync(path.join(publicDir, "tags", "index.html"))).toBe(true);
    expect(fs.existsSync(path.join(publicDir, "tags", "terraform", "index.html"))).toBe(true);
    expect(fs.existsSync(path.join(publicDir, "404.html"))).toBe(true);
  });
});
