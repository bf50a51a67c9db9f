import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { checkBuiltSiteInWorker, pagePathOf, readBuiltPage, stringPool } from "../../../../src/gatsby/node/checks";

describe("reading built HTML", () => {
  it("collects ids, anchor names and hrefs", () => {
    const built = readBuiltPage('<main id="main"><h2 id="a">A</h2><a name="old"></a><a href="/x/">x</a><link href="/style.css"></main>', "/p/");
    expect([...built.ids]).toEqual(["main", "a", "old"]);
    expect(built.links).toEqual(["/x/"]);
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

  it("maps index.html files to their folder path", () => {
    expect(pagePathOf("/intro/index.html")).toBe("/intro/");
    expect(pagePathOf("/404.html")).toBe("/404.html");
  });

  it("stops the build, rather than waiting, when the worker thread ends without an answer", async () => {
    const site = fs.mkdtempSync(path.join(os.tmpdir(), "cairn-link-worker-"));
    fs.mkdirSync(path.join(site, "public"));
    fs.mkdirSync(path.join(site, ".cache", "compiled"), { recursive: true });
    // A gatsby-node bundle that does not run the task (as if the module were never evaluated).
    fs.writeFileSync(path.join(site, ".cache", "compiled", "gatsby-node.js"), "module.exports = {};\n");
    const was = process.env.gatsby_executing_command;
    process.env.gatsby_executing_command = "build";
    try {
      await expect(checkBuiltSiteInWorker(path.join(site, "public"))).rejects.toThrow("without checking the links");
    } finally {
      process.env.gatsby_executing_command = was;
      if (was === undefined) delete process.env.gatsby_executing_command;
      fs.rmSync(site, { recursive: true });
    }
  });
});
