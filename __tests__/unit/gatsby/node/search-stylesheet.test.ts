import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { searchStylesheet, writeSearchStylesheet } from "../../../../src/gatsby/node/search-stylesheet";

const SOURCES = ["node_modules/@docsearch/css/dist/_variables.css", "node_modules/@docsearch/css/dist/modal.css", "src/theme/SearchModal/docsearch-theme.css"];

let project: string;
beforeEach(() => {
  project = fs.mkdtempSync(path.join(os.tmpdir(), "cairn-search-css-"));
  SOURCES.forEach((file, i) => {
    fs.mkdirSync(path.dirname(path.join(project, file)), { recursive: true });
    fs.writeFileSync(path.join(project, file), `.sheet-${i} { color: red; }`);
  });
});
afterEach(() => fs.rmSync(project, { recursive: true, force: true }));

describe("the search modal's stylesheet", () => {
  it("is DocSearch's variables, then its modal, then the site's theme for it, in one file", () => {
    expect(searchStylesheet(project).css).toBe(".sheet-0 { color: red; }\n.sheet-1 { color: red; }\n.sheet-2 { color: red; }");
  });

  it("is named by its content: the same sheets the same name, a changed sheet a new one", () => {
    const { href } = searchStylesheet(project);
    expect(href).toMatch(/^\/docsearch-[0-9a-f]{12}\.css$/);
    expect(searchStylesheet(project).href).toBe(href);
    fs.writeFileSync(path.join(project, SOURCES[2]), ".sheet-2 { color: blue; }");
    expect(searchStylesheet(project).href).not.toBe(href);
  });

  it("is written into public/ under its name, public/ made when missing", () => {
    const publicDir = path.join(project, "public");
    writeSearchStylesheet(project, publicDir);
    const { href, css } = searchStylesheet(project);
    expect(fs.readFileSync(path.join(publicDir, href), "utf8")).toBe(css);
  });

  it("fails naming the sheet that is missing", () => {
    fs.rmSync(path.join(project, SOURCES[1]));
    expect(() => searchStylesheet(project)).toThrow(/ENOENT.*@docsearch\/css\/dist\/modal\.css/);
  });

  it("is made from the installed DocSearch package and the site's theme in this project", () => {
    const { css } = searchStylesheet(process.cwd());
    expect(css).toContain("--docsearch-primary-color");
    expect(css).toContain(fs.readFileSync(path.join(process.cwd(), SOURCES[2]), "utf8"));
  });
});
