import { pagePathOf, readBuiltPage } from "../../../../src/gatsby/node/checks";

describe("reading built HTML", () => {
  it("collects ids, anchor names and hrefs", () => {
    const built = readBuiltPage('<main id="main"><h2 id="a">A</h2><a name="old"></a><a href="/x/">x</a><link href="/style.css"></main>', "/p/");
    expect([...built.ids]).toEqual(["main", "a", "old"]);
    expect(built.links).toEqual(["/x/"]);
  });

  it("maps index.html files to their folder path", () => {
    expect(pagePathOf("/intro/index.html")).toBe("/intro/");
    expect(pagePathOf("/404.html")).toBe("/404.html");
  });
});
