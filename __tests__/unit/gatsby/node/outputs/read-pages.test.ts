import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PagesRead, readBuiltPage, stringPool } from "../../../../../src/gatsby/node/outputs/read-pages";

describe("reading built HTML", () => {
  it("collects ids, anchor names and hrefs", () => {
    const built = readBuiltPage('<main id="main"><h2 id="a">A</h2><a name="old"></a><a href="/x/">x</a><link href="/style.css"></main>', "/p/");
    expect([...built.ids]).toEqual(["main", "a", "old"]);
    expect(built.links).toEqual(["/x/"]);
  });

  it("collects image sources as links, and an empty href as written", () => {
    const built = readBuiltPage('<p><img src="/img/diagram.png" alt="Diagram"><a href="">self</a><span name="not-an-anchor"></span></p>', "/p/");
    expect(built.links).toEqual(["/img/diagram.png", ""]);
    expect([...built.ids]).toEqual([]);
  });

  it("reads a page fed to it piece by piece as it reads the whole", () => {
    const html = '<h2 id="remote-state">Remote state</h2><a href="/guides/vpc/#subnets">VPC</a>';
    const pieces = readBuiltPage((write) => {
      for (let i = 0; i < html.length; i += 7) write(html.slice(i, i + 7));
    }, "/p/");
    expect(pieces).toEqual(readBuiltPage(html, "/p/"));
  });

  it("keeps one copy of each value across the pages it reads with one pool", () => {
    const keep = stringPool();
    const html = (id: string) => `<nav><a href="/reference/services/networking/virtual-private-cloud/">VPC</a></nav><h2 id="${id}">x</h2>`;
    const a = readBuiltPage(html("first-heading-of-the-page"), "/a/", keep);
    const b = readBuiltPage(html("second-heading-of-the-page"), "/b/", keep);
    expect(a.links).toEqual(["/reference/services/networking/virtual-private-cloud/"]);
    expect(Object.is(a.links[0], b.links[0])).toBe(true);
    expect([...b.ids]).toEqual(["second-heading-of-the-page"]);
    expect(keep("x".repeat(40).slice(1))).toBe("x".repeat(39));
  });
});

describe("the pages a check has read", () => {
  let publicDir: string;
  beforeEach(() => {
    publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "cairn-read-pages-"));
  });
  afterEach(() => fs.rmSync(publicDir, { recursive: true, force: true }));
  const write = (file: string, html: string) => {
    fs.mkdirSync(path.dirname(path.join(publicDir, file)), { recursive: true });
    fs.writeFileSync(path.join(publicDir, file), html);
  };

  it("are the HTML files given, each by the path it answers, read once", () => {
    write("/intro/index.html", '<h2 id="start">Start</h2>');
    write("/404.html", '<a href="/">Home</a>');
    write("/llms.txt", "# Cairn Docs");
    const read = new PagesRead();
    read.read(publicDir, ["/intro/index.html", "/404.html", "/llms.txt"]);
    expect([...read.pages.keys()]).toEqual(["/intro/index.html", "/404.html"]);
    expect(read.pages.get("/intro/index.html")).toEqual({ path: "/intro/", ids: new Set(["start"]), links: [] });
    expect(read.pages.get("/404.html")?.path).toBe("/404.html");
    // Read again, a page keeps what was first read of it.
    write("/intro/index.html", '<h2 id="changed">Changed</h2>');
    read.read(publicDir, ["/intro/index.html"]);
    expect([...read.pages.get("/intro/index.html")!.ids]).toEqual(["start"]);
    expect(read.readMs).toBeGreaterThanOrEqual(0);
  });

  it("are read whole from files larger than one piece, a character cut between pieces included", () => {
    // 64 KB pieces: the two bytes of "é" straddle the first boundary.
    const filler = "a".repeat(64 * 1024 - '<h2 id="'.length - 1);
    write("/big/index.html", `<h2 id="${filler}é">Café</h2><p>${"Lorem ipsum. ".repeat(10_000)}</p><a href="/end/">End</a>`);
    const read = new PagesRead();
    read.read(publicDir, ["/big/index.html"]);
    const page = read.pages.get("/big/index.html")!;
    expect([...page.ids]).toEqual([`${filler}é`]);
    expect(page.links).toEqual(["/end/"]);
  });

  it("fail, naming the file, when one given is not there", () => {
    expect(() => new PagesRead().read(publicDir, ["/gone/index.html"])).toThrow(/ENOENT.*gone\/index\.html/);
  });
});
